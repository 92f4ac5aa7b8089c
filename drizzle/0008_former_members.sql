CREATE TABLE "former_members" (
	"org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "former_members" ADD CONSTRAINT "former_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_members" ADD CONSTRAINT "former_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_members_user_id_idx" ON "former_members" USING btree ("user_id");--> statement-breakpoint

-- Who is already gone keeps the name they have today: the nearest there is to the one they had
-- when they left.
INSERT INTO former_members (org_id, user_id, first_name, last_name)
SELECT named.org_id, named.user_id, p.first_name, p.last_name
FROM (
  SELECT id AS org_id, owner_id AS user_id FROM organizations
  UNION SELECT id, created_by_user_id FROM organizations
  UNION SELECT org_id, user_id FROM bookings
  UNION SELECT org_id, pilot_id FROM bookings
) AS named
JOIN user_profiles p ON p.user_id = named.user_id
WHERE p.org_id IS DISTINCT FROM named.org_id;
--> statement-breakpoint

-- Calendar answers show these names (the invalidation channel of migration 0005).
CREATE TRIGGER former_members_invalidate_insert AFTER INSERT ON former_members
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
CREATE TRIGGER former_members_invalidate_update AFTER UPDATE ON former_members
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
CREATE TRIGGER former_members_invalidate_delete AFTER DELETE ON former_members
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
CREATE TRIGGER former_members_invalidate_truncate AFTER TRUNCATE ON former_members
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_everything();
