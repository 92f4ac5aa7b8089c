-- The server keeps copies of sessions, memberships and calendar answers in memory. These
-- triggers tell every server instance what a committed transaction changed, whoever wrote it,
-- on the channel hangar_invalidate (see src/server/cache/cache-invalidation.ts):
--   u:<user id>  the user's sessions and membership     o:<org id>  its calendar answers
--   o:*          every organization's calendar answers  *           everything
-- Statement-level with transition tables: one notification per user or organization and
-- statement, however many rows a bulk load or an import writes.

CREATE FUNCTION hangar_invalidate_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_invalidate', 'o:' || org_id)
    FROM (SELECT DISTINCT org_id FROM changed_rows) AS orgs;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_invalidate_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_invalidate_update AFTER UPDATE ON bookings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_invalidate_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint

-- A profile carries the user's membership and the pilot's name shown on calendars. The name
-- may sit on an organization's calendar after its pilot left it (no organization any more):
-- then every calendar answer goes.
CREATE FUNCTION hangar_invalidate_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_invalidate', key) FROM (
    SELECT 'u:' || user_id AS key FROM changed_rows
    UNION SELECT 'o:' || coalesce(org_id::text, '*') FROM changed_rows
  ) AS keys;
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('hangar_invalidate', key) FROM (
      SELECT DISTINCT 'o:' || coalesce(org_id::text, '*') AS key FROM previous_rows
    ) AS keys;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_invalidate_update AFTER UPDATE ON user_profiles
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_profiles();
--> statement-breakpoint
CREATE TRIGGER user_profiles_invalidate_delete AFTER DELETE ON user_profiles
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_profiles();
--> statement-breakpoint

-- A session ended, was revoked or extended.
CREATE FUNCTION hangar_invalidate_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_invalidate', 'u:' || user_id)
    FROM (SELECT DISTINCT user_id FROM changed_rows) AS users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_invalidate_update AFTER UPDATE ON auth_sessions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_sessions();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_invalidate_delete AFTER DELETE ON auth_sessions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_sessions();
--> statement-breakpoint

CREATE FUNCTION hangar_invalidate_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangar_invalidate', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_invalidate_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_everything();
--> statement-breakpoint
CREATE TRIGGER user_profiles_invalidate_truncate AFTER TRUNCATE ON user_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_everything();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_invalidate_truncate AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION hangar_invalidate_everything();
