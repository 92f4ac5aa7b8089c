-- Custom SQL migration file, put your code below! --
-- A NOTIFY sent inside a transaction takes a lock for the whole database at its commit and holds
-- it until the commit has reached the disk: concurrent booking writes then commit one at a time,
-- each waiting for the WAL flush of the one before (decision 0036). So the server's transaction
-- connections (src/server/db/transaction.ts, started with hangar.publish_after_commit=on) keep
-- their notices in the transaction instead, and send them themselves once the commit stands, in
-- a short transaction of their own. The triggers still describe every write, the same way for
-- every writer; only the moment the notice leaves differs. Every other connection — psql, an
-- import, the main pool — notifies from inside its transaction, as before.
CREATE OR REPLACE FUNCTION hangar_send_changes(kind text, changed jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  notices jsonb;
  one jsonb;
BEGIN
  IF jsonb_array_length(coalesce(changed, '[]')) = 1 THEN
    -- One row, as every booking write: its notice, without the grouping below.
    one := changed -> 0;
    notices := jsonb_build_array(
      jsonb_strip_nulls(one - 'id' - 'org' - 'user')
      || jsonb_build_object(
           'scope', CASE WHEN one ? 'user' THEN jsonb_build_object('user', one -> 'user')
                         WHEN one ->> 'org' IS NULL THEN '"all"'::jsonb
                         ELSE jsonb_build_object('org', one -> 'org') END,
           'kind', kind)
      || CASE WHEN one ->> 'id' IS NOT NULL THEN jsonb_build_object('ids', jsonb_build_array(one ->> 'id'))
              ELSE '{}'::jsonb END);
  ELSE
    WITH changed_rows AS (
      SELECT c ->> 'id' AS id, c - 'id' AS facts
        FROM jsonb_array_elements(coalesce(changed, '[]')) AS c
    ), chunked AS (
      SELECT id, facts, (row_number() OVER (PARTITION BY facts ORDER BY id) - 1) / 100 AS chunk
        FROM changed_rows
    )
    SELECT jsonb_agg(notice) INTO notices FROM (
      SELECT jsonb_strip_nulls(facts - 'org' - 'user')
             || jsonb_build_object(
                  'scope', CASE WHEN facts ? 'user' THEN jsonb_build_object('user', facts -> 'user')
                                WHEN facts ->> 'org' IS NULL THEN '"all"'::jsonb
                                ELSE jsonb_build_object('org', facts -> 'org') END,
                  'kind', kind)
             || CASE WHEN count(id) > 0 THEN jsonb_build_object('ids', jsonb_agg(id ORDER BY id))
                     ELSE '{}'::jsonb END AS notice
        FROM chunked GROUP BY facts, chunk) AS notices;
  END IF;
  IF notices IS NULL THEN
    RETURN;
  END IF;
  IF current_setting('hangar.publish_after_commit', true) = 'on' THEN
    -- Local to the transaction (and to a savepoint): gone with a rollback.
    PERFORM set_config('hangar.pending_changes',
      (coalesce(nullif(current_setting('hangar.pending_changes', true), '')::jsonb, '[]')
        || notices)::text,
      true);
  ELSE
    PERFORM pg_notify('hangar_changes', notice::text) FROM jsonb_array_elements(notices) AS notice;
  END IF;
END $$;
