-- Written to run twice: it was first released with a journal stamp earlier than the migration
-- before it, so a database may have run it already when the corrected stamp runs it again.
CREATE TABLE IF NOT EXISTS "instructor_hours" (
	"org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "instructor_hours_org_id_user_id_weekday_start_minute_pk" PRIMARY KEY("org_id","user_id","weekday","start_minute"),
	CONSTRAINT "instructor_hours_weekday_check" CHECK ("instructor_hours"."weekday" between 0 and 6),
	CONSTRAINT "instructor_hours_minutes_check" CHECK (0 <= "instructor_hours"."start_minute" and "instructor_hours"."start_minute" < "instructor_hours"."end_minute" and "instructor_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "instructor_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_time_off_ends_after_starts" CHECK ("instructor_time_off"."ends_at" > "instructor_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "instructor_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN IF NOT EXISTS "is_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN IF NOT EXISTS "instructor_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN IF NOT EXISTS "instructor_ratings" text DEFAULT '' NOT NULL;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'instructor_hours_org_id_organizations_id_fk') THEN
    ALTER TABLE "instructor_hours" ADD CONSTRAINT "instructor_hours_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'instructor_hours_user_id_auth_users_id_fk') THEN
    ALTER TABLE "instructor_hours" ADD CONSTRAINT "instructor_hours_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'instructor_time_off_org_id_organizations_id_fk') THEN
    ALTER TABLE "instructor_time_off" ADD CONSTRAINT "instructor_time_off_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'instructor_time_off_user_id_auth_users_id_fk') THEN
    ALTER TABLE "instructor_time_off" ADD CONSTRAINT "instructor_time_off_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "instructor_time_off_org_user_starts_idx" ON "instructor_time_off" USING btree ("org_id","user_id","starts_at");--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'bookings_instructor_id_auth_users_id_fk') THEN
    ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instructor_id_auth_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."auth_users"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_org_instructor_starts_idx" ON "bookings" USING btree ("org_id","instructor_id","starts_at") WHERE "bookings"."instructor_id" is not null;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'user_profiles_instructor_rate_check') THEN
    ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_instructor_rate_check" CHECK ("user_profiles"."instructor_rate" >= 0);
  END IF;
END $$;--> statement-breakpoint
-- No instructor is on two active bookings that overlap, whatever the application does: the
-- database is the final judge, as for aircraft (bookings_no_overlap, same column order).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'bookings_instructor_no_overlap') THEN
    ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instructor_no_overlap" EXCLUDE USING gist (
  "org_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&,
  "instructor_id" WITH =
) WHERE ("status" <> 'cancelled' AND "instructor_id" IS NOT NULL);
  END IF;
END $$;
--> statement-breakpoint
-- Who teaches a lesson is shown to every member (instructors are the club's staff): a change of
-- instructor changes what everyone sees, as a change of aircraft or time does. A lesson's
-- instructor sees its details as its pilot does, so they hear of a change of them too.
CREATE OR REPLACE FUNCTION hangar_changes_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'created',
             'busyBlockChanged', status <> 'cancelled',
             'pilots', CASE WHEN status = 'cancelled' THEN jsonb_build_array(pilot_id)
                                 || CASE WHEN instructor_id IS NULL THEN '[]'::jsonb
                                         ELSE jsonb_build_array(instructor_id) END END))
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id,
             'action', CASE WHEN cancels THEN 'cancelled' ELSE 'updated' END,
             'busyBlockChanged', busy, 'pilots', CASE WHEN NOT busy THEN pilots END))
      INTO changed
      FROM (SELECT n.org_id, n.id, o.status <> 'cancelled' AND n.status = 'cancelled' AS cancels,
                   (o.aircraft_id, o.starts_at, o.ends_at, o.type, o.status, o.instructor_id)
                     IS DISTINCT FROM
                     (n.aircraft_id, n.starts_at, n.ends_at, n.type, n.status, n.instructor_id)
                     AS busy,
                   (SELECT jsonb_agg(DISTINCT person ORDER BY person)
                      FROM unnest(ARRAY[o.pilot_id, n.pilot_id, o.instructor_id, n.instructor_id])
                        AS person WHERE person IS NOT NULL) AS pilots
              FROM old_rows o JOIN new_rows n ON n.id = o.id) AS rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'deleted',
             'busyBlockChanged', status <> 'cancelled',
             'pilots', CASE WHEN status = 'cancelled' THEN jsonb_build_array(pilot_id)
                                 || CASE WHEN instructor_id IS NULL THEN '[]'::jsonb
                                         ELSE jsonb_build_array(instructor_id) END END))
      INTO changed FROM old_rows;
  END IF;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
