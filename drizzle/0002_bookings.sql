ALTER TABLE "aircraft" ADD CONSTRAINT "aircraft_org_id_id" UNIQUE("org_id","id");--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"aircraft_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"notes" text,
	"type" text DEFAULT 'rental' NOT NULL,
	"user_id" text NOT NULL,
	"pilot_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"editable_by_member" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ends_after_starts" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."type" in ('rental', 'training', 'maintenance')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pilot_id_auth_users_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_aircraft_of_org_fk" FOREIGN KEY ("org_id","aircraft_id") REFERENCES "public"."aircraft"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_org_starts_idx" ON "bookings" USING btree ("org_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_org_pilot_starts_idx" ON "bookings" USING btree ("org_id","pilot_id","starts_at");--> statement-breakpoint--> statement-breakpoint
-- No two active bookings of one aircraft overlap, whatever the application does: the database is
-- the final judge. Half-open ranges: a booking may start exactly when another ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "org_id" WITH =,
  "aircraft_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
