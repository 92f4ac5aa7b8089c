-- Custom SQL migration file, put your code below! --
-- One channel, hangar_changes, carries every change notice, whoever wrote the change: the
-- server's services, an import, psql, a migration (see src/server/changes/). A notice is JSON:
--   {"scope": {"org": id} | {"user": id} | "all", "kind": ..., "ids": [...], "action": ...,
--    and the facts that decide who may hear of it}
-- Triggers are statement-level with transition tables and gather a statement's rows into a few
-- notices, so a bulk load or an import stays fast. Nothing mutes them: the server's own writes
-- are announced here too.

DROP TRIGGER bookings_invalidate_insert ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_invalidate_update ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_invalidate_delete ON bookings;
--> statement-breakpoint
DROP TRIGGER bookings_invalidate_truncate ON bookings;
--> statement-breakpoint
DROP TRIGGER user_profiles_invalidate_update ON user_profiles;
--> statement-breakpoint
DROP TRIGGER user_profiles_invalidate_delete ON user_profiles;
--> statement-breakpoint
DROP TRIGGER user_profiles_invalidate_truncate ON user_profiles;
--> statement-breakpoint
DROP TRIGGER auth_sessions_invalidate_update ON auth_sessions;
--> statement-breakpoint
DROP TRIGGER auth_sessions_invalidate_delete ON auth_sessions;
--> statement-breakpoint
DROP TRIGGER auth_sessions_invalidate_truncate ON auth_sessions;
--> statement-breakpoint
DROP TRIGGER former_members_invalidate_insert ON former_members;
--> statement-breakpoint
DROP TRIGGER former_members_invalidate_update ON former_members;
--> statement-breakpoint
DROP TRIGGER former_members_invalidate_delete ON former_members;
--> statement-breakpoint
DROP TRIGGER former_members_invalidate_truncate ON former_members;
--> statement-breakpoint
DROP FUNCTION hangar_invalidate_bookings();
--> statement-breakpoint
DROP FUNCTION hangar_invalidate_profiles();
--> statement-breakpoint
DROP FUNCTION hangar_invalidate_sessions();
--> statement-breakpoint
DROP FUNCTION hangar_invalidate_everything();
--> statement-breakpoint

-- Sends the notices of a statement's changed rows. `changed` holds one object per row: its
-- `id`, its `org` (null: every organization) or `user`, its `action`, and the facts that decide
-- who may hear of it. Rows with the same facts share a notice, at most 100 ids each: an id takes
-- 39 bytes as a uuid and up to 67 as a user id (64 characters, from an imported export), and
-- PostgreSQL refuses a payload of 8000 bytes.
CREATE FUNCTION hangar_send_changes(kind text, changed jsonb) RETURNS void LANGUAGE sql AS $$
  WITH changed_rows AS (
    SELECT c ->> 'id' AS id, c - 'id' AS facts
      FROM jsonb_array_elements(coalesce(changed, '[]')) AS c
  ), chunked AS (
    SELECT id, facts, (row_number() OVER (PARTITION BY facts ORDER BY id) - 1) / 100 AS chunk
      FROM changed_rows
  )
  SELECT pg_notify('hangar_changes', (
           jsonb_strip_nulls(facts - 'org' - 'user')
           || jsonb_build_object(
                'scope', CASE WHEN facts ? 'user' THEN jsonb_build_object('user', facts -> 'user')
                              WHEN facts ->> 'org' IS NULL THEN '"all"'::jsonb
                              ELSE jsonb_build_object('org', facts -> 'org') END,
                'kind', kind)
           || CASE WHEN count(id) > 0 THEN jsonb_build_object('ids', jsonb_agg(id ORDER BY id))
                   ELSE '{}'::jsonb END
         )::text)
    FROM chunked GROUP BY facts, chunk;
$$;
--> statement-breakpoint

-- Bookings. The facts of who may hear of a change: whether the busy block every member sees
-- changed (its aircraft, time, type or status); when it did not, the booking's pilots before
-- and after.
CREATE FUNCTION hangar_changes_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'created',
             'busyBlockChanged', status <> 'cancelled',
             'pilots', CASE WHEN status = 'cancelled' THEN jsonb_build_array(pilot_id) END))
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id,
             'action', CASE WHEN cancels THEN 'cancelled' ELSE 'updated' END,
             'busyBlockChanged', busy, 'pilots', CASE WHEN NOT busy THEN pilots END))
      INTO changed
      FROM (SELECT n.org_id, n.id, o.status <> 'cancelled' AND n.status = 'cancelled' AS cancels,
                   (o.aircraft_id, o.starts_at, o.ends_at, o.type, o.status)
                     IS DISTINCT FROM (n.aircraft_id, n.starts_at, n.ends_at, n.type, n.status)
                     AS busy,
                   CASE WHEN o.pilot_id = n.pilot_id THEN jsonb_build_array(n.pilot_id)
                        ELSE jsonb_build_array(least(o.pilot_id, n.pilot_id),
                                               greatest(o.pilot_id, n.pilot_id)) END AS pilots
              FROM old_rows o JOIN new_rows n ON n.id = o.id) AS rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'deleted',
             'busyBlockChanged', status <> 'cancelled',
             'pilots', CASE WHEN status = 'cancelled' THEN jsonb_build_array(pilot_id) END))
      INTO changed FROM old_rows;
  END IF;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Aircraft, for open screens. The fact of who may hear of a change: whether the aircraft was
-- archived in each version the change touched.
CREATE FUNCTION hangar_changes_aircraft() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'created',
             'archived', jsonb_build_array(is_archived)))
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('org', n.org_id, 'id', n.id,
             'action', CASE WHEN n.is_archived AND NOT o.is_archived THEN 'archived'
                            ELSE 'updated' END,
             'archived', jsonb_build_array(o.is_archived, n.is_archived)))
      INTO changed FROM old_rows o JOIN new_rows n ON n.id = o.id;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('org', org_id, 'id', id, 'action', 'deleted',
             'archived', jsonb_build_array(is_archived)))
      INTO changed FROM old_rows;
  END IF;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Users of an organization: a member's profile (their membership and role, kept with their
-- sessions, and the name their organization's calendar shows), or a former member's name (what
-- that organization's calendar shows for a pilot who left). A profile without an organization
-- shows on no calendar (a pilot who left is named from former_members): its notice is the
-- user's only.
CREATE FUNCTION hangar_changes_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  action text := CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated'
                            ELSE 'deleted' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_array(org_id, user_id)) INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_array(org_id, user_id)) INTO changed
      FROM (SELECT org_id, user_id FROM new_rows UNION ALL SELECT org_id, user_id FROM old_rows)
        AS rows;
  ELSE
    SELECT jsonb_agg(DISTINCT jsonb_build_array(org_id, user_id)) INTO changed FROM old_rows;
  END IF;
  SELECT jsonb_agg(CASE WHEN member ->> 0 IS NULL
                        THEN jsonb_build_object('user', member -> 1)
                        ELSE jsonb_build_object('org', member -> 0) END
                   || jsonb_build_object('id', member -> 1, 'action', action))
    INTO changed FROM jsonb_array_elements(coalesce(changed, '[]')) AS member;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A user's sign-in: their sessions and account. The column naming the user is the trigger's
-- second argument. A new session or account changes no kept copy (copies are kept by the
-- session that was checked): every sign-in and sign-up would notify for nothing.
CREATE FUNCTION hangar_changes_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'SELECT jsonb_agg(jsonb_build_object(''user'', "user", ''action'', %L)) '
    'FROM (SELECT DISTINCT %I::text AS "user" FROM old_rows) AS users',
    CASE TG_OP WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END, TG_ARGV[1])
    INTO changed;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Every row of a table went: every kept copy of its kind goes.
CREATE FUNCTION hangar_changes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hangar_send_changes(TG_ARGV[0], '[{"org": null, "action": "deleted"}]');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- The four triggers of an announced table (src/server/changes/announced-tables.ts lists the
-- tables, and a test checks that each one has them): `kind` is the notices' kind, `function`
-- the trigger function that describes the rows, `argument` what else it needs.
CREATE PROCEDURE hangar_announce_changes_of(tbl regclass, kind text, function text,
  argument text DEFAULT '')
LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I(%L, %L)',
                 name || '_changes_insert', tbl, function, kind, argument);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows '
                 'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%L, %L)',
                 name || '_changes_update', tbl, function, kind, argument);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION %I(%L, %L)',
                 name || '_changes_delete', tbl, function, kind, argument);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s '
                 'FOR EACH STATEMENT EXECUTE FUNCTION hangar_changes_truncated(%L)',
                 name || '_changes_truncate', tbl, kind);
END $$;
--> statement-breakpoint
CALL hangar_announce_changes_of('bookings', 'booking', 'hangar_changes_booking');
--> statement-breakpoint
CALL hangar_announce_changes_of('aircraft', 'aircraft', 'hangar_changes_aircraft');
--> statement-breakpoint
CALL hangar_announce_changes_of('user_profiles', 'member', 'hangar_changes_member');
--> statement-breakpoint
CALL hangar_announce_changes_of('former_members', 'former-member', 'hangar_changes_member');
--> statement-breakpoint
CALL hangar_announce_changes_of('auth_sessions', 'session', 'hangar_changes_session', 'user_id');
--> statement-breakpoint
CALL hangar_announce_changes_of('auth_users', 'session', 'hangar_changes_session', 'id');
