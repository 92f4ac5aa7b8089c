CREATE TABLE "aircraft" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"registration" text NOT NULL,
	"registration_key" text GENERATED ALWAYS AS (upper(regexp_replace(registration, '[[:space:]]', '', 'g'))) STORED NOT NULL,
	"model" text NOT NULL,
	"manufacturer" text NOT NULL,
	"year" integer NOT NULL,
	"base_airport_icao" text NOT NULL,
	"category" text NOT NULL,
	"avionics" text[] DEFAULT '{}'::text[] NOT NULL,
	"fuel_type" text NOT NULL,
	"hourly_rate" numeric(10, 2),
	"booking_enabled" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aircraft_category_check" CHECK ("aircraft"."category" in ('Single Engine', 'Multi Engine', 'Turboprop', 'Jet', 'Helicopter')),
	CONSTRAINT "aircraft_fuel_type_check" CHECK ("aircraft"."fuel_type" in ('100LL', 'Jet A', 'MOGAS')),
	CONSTRAINT "aircraft_type_check" CHECK ("aircraft"."type" in ('training', 'rental', 'private')),
	CONSTRAINT "aircraft_status_check" CHECK ("aircraft"."status" in ('available', 'maintenance', 'booked', 'archived')),
	CONSTRAINT "aircraft_hourly_rate_check" CHECK ("aircraft"."hourly_rate" >= 0),
	CONSTRAINT "aircraft_archived_state" CHECK (("aircraft"."is_archived" = ("aircraft"."status" = 'archived')) and (not "aircraft"."is_archived" or not "aircraft"."booking_enabled"))
);
--> statement-breakpoint
ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aircraft_org_registration_key" ON "aircraft" USING btree ("org_id","registration_key");--> statement-breakpoint
-- Archiving cannot be undone (the confirmation says so): the database refuses it too.
CREATE FUNCTION aircraft_archive_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_archived AND NOT NEW.is_archived THEN
    RAISE EXCEPTION 'an archived aircraft cannot be restored' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER aircraft_archive_is_final BEFORE UPDATE ON "aircraft"
  FOR EACH ROW EXECUTE FUNCTION aircraft_archive_is_final();
