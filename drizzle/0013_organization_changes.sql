-- Custom SQL migration file, put your code below! --
-- An organization's own row: its zone decides every time every screen shows, and its currency
-- every amount, so open screens hear of each change and read the organization again. Everyone
-- of the organization hears of it: the notice holds no details, and what each member reads
-- comes through the API (the join code to admins only).
CREATE FUNCTION hangar_changes_organization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('org', id, 'id', id, 'action', 'created'))
      INTO changed FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('org', id, 'id', id, 'action', 'updated'))
      INTO changed FROM new_rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('org', id, 'id', id, 'action', 'deleted'))
      INTO changed FROM old_rows;
  END IF;
  PERFORM hangar_send_changes(TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CALL hangar_announce_changes_of('organizations', 'organization', 'hangar_changes_organization');
