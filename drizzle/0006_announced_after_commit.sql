-- NOTIFY holds one lock for the whole database from a transaction's commit until its WAL is
-- on disk (PostgreSQL 18): booking writes that notify from inside take turns at fsync. The
-- server's own booking writes therefore announce themselves after their commit, in one short
-- notification of their own (src/server/cache/cache-invalidation.ts, `announce`), and mark
-- the transaction so that this trigger stays quiet. Every other writer still notifies here.
CREATE OR REPLACE FUNCTION hangar_invalidate_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hangar.announced_after_commit', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('hangar_invalidate', 'o:' || org_id)
    FROM (SELECT DISTINCT org_id FROM changed_rows) AS orgs;
  RETURN NULL;
END $$;
