-- The monthly totals' trigger (0004) built its statement as text and ran it with EXECUTE, so
-- PostgreSQL parsed and planned it anew on every write: ~0.5 ms of a booking create's ~2 ms in
-- the database. The same statements written out, one per kind of change, are planned once per
-- connection and kept. What they compute is unchanged.
CREATE OR REPLACE FUNCTION booking_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_month_totals AS totals (org_id, month, aircraft_id, bookings, duration)
    SELECT org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, count(*),
      sum(ends_at - starts_at)
    FROM new_rows
    WHERE status <> 'cancelled'
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, month, aircraft_id) DO UPDATE
      SET bookings = totals.bookings + excluded.bookings,
          duration = totals.duration + excluded.duration;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_month_totals AS totals (org_id, month, aircraft_id, bookings, duration)
    SELECT org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, -count(*),
      -sum(ends_at - starts_at)
    FROM old_rows
    WHERE status <> 'cancelled'
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, month, aircraft_id) DO UPDATE
      SET bookings = totals.bookings + excluded.bookings,
          duration = totals.duration + excluded.duration;
  ELSE
    INSERT INTO booking_month_totals AS totals (org_id, month, aircraft_id, bookings, duration)
    SELECT org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, sum(bookings),
      sum(duration)
    FROM (
      SELECT org_id, aircraft_id, starts_at, status, 1 AS bookings, ends_at - starts_at AS duration
      FROM new_rows
      UNION ALL
      SELECT org_id, aircraft_id, starts_at, status, -1, starts_at - ends_at FROM old_rows
    ) AS changes
    WHERE status <> 'cancelled'
    GROUP BY 1, 2, 3
    HAVING sum(bookings) <> 0 OR sum(duration) <> interval '0'
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, month, aircraft_id) DO UPDATE
      SET bookings = totals.bookings + excluded.bookings,
          duration = totals.duration + excluded.duration;
  END IF;
  RETURN NULL;
END $fn$;
