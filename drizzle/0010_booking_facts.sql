-- Custom SQL migration file, put your code below! --
-- What the booking rules read from the database, each written once (docs/rules/bookings.md).
-- Whether an aircraft takes new bookings: the one predicate of SQL, the same as
-- `isAircraftBookable` in src/shared/aircraft/fleet.ts (a test compares them on every
-- combination of the columns it reads).
CREATE FUNCTION aircraft_is_bookable(plane aircraft) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT plane.is_archived AND plane.booking_enabled
$$;
--> statement-breakpoint
-- The organization's time zone as the booking rules read it: UTC when it has none, or one that
-- PostgreSQL does not know by name (an offset such as '+05:30' would be read the POSIX way,
-- west of Greenwich: refused too). Whatever PostgreSQL finds wrong with a zone reads as UTC:
-- a stored value must not make every booking of its organization fail.
CREATE FUNCTION hangar_time_zone(zone text) RETURNS text
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  IF zone IS NULL OR zone !~ '^[A-Za-z][A-Za-z0-9_+/-]*$' THEN
    RETURN 'UTC';
  END IF;
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN OTHERS THEN
  RETURN 'UTC';
END $$;
--> statement-breakpoint
-- The earliest start a booking may have: the next full hour after `after` on the clocks of
-- `zone`, as `nextFullHour` in src/shared/bookings/booking-rules.ts computes it. Every zone's
-- offset is a multiple of 15 minutes, so it is the first of the next quarter hours whose wall
-- clock shows minute 0: right in zones such as +05:30 and across clock changes.
CREATE FUNCTION hangar_next_full_hour(after timestamptz, zone text) RETURNS timestamptz
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT candidate
  FROM generate_series(1, 12) AS step,
    LATERAL (SELECT date_bin('15 minutes', after, timestamptz '1970-01-01 00:00:00+00')
      + step * interval '15 minutes' AS candidate) AS quarter
  WHERE extract(minute FROM candidate AT TIME ZONE zone) = 0
  ORDER BY step
  LIMIT 1
$$;
