-- Custom SQL migration file, put your code below! --
-- An instructor's weekly hours and time off: open calendars shade the hours an instructor cannot
-- teach, so they hear of each change and read the instructors again. Everyone of the
-- organization hears of it: the notice names the instructor and nothing else, and the reason of
-- a time off still comes through the API to the instructor and the administrators only.
CREATE FUNCTION hangar_changes_availability() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  -- One notice per instructor a statement touched (a new week is many rows of one instructor).
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('org', org_id, 'id', user_id, 'action', 'updated'))
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('org', org_id, 'id', user_id, 'action', 'updated'))
      INTO changed
      FROM (SELECT org_id, user_id FROM old_rows UNION SELECT org_id, user_id FROM new_rows) AS touched;
  ELSE
    SELECT jsonb_agg(DISTINCT jsonb_build_object('org', org_id, 'id', user_id, 'action', 'updated'))
      INTO changed FROM old_rows;
  END IF;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CALL hangar_announce_changes_of('instructor_hours', 'availability', 'hangar_changes_availability');
--> statement-breakpoint
CALL hangar_announce_changes_of('instructor_time_off', 'availability', 'hangar_changes_availability');
