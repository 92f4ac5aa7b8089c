-- Ground bookings: a ground lesson, a briefing or a simulator session. They hold an instructor
-- and no aircraft. Every other booking still holds an aircraft: the type decides which.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_type_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_check" CHECK ("bookings"."type" in ('rental', 'training', 'maintenance', 'ground'));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "aircraft_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ground_has_no_aircraft" CHECK (("bookings"."type" = 'ground') = ("bookings"."aircraft_id" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ground_has_instructor" CHECK ("bookings"."type" <> 'ground' or "bookings"."instructor_id" is not null);--> statement-breakpoint
-- A Ground booking takes no aircraft's slot: bookings_no_overlap compares aircraft with =, which
-- a null never satisfies, and the aircraft foreign key is not checked on a null. Its instructor
-- is held by bookings_instructor_no_overlap like any lesson's.
--
-- The month totals are per aircraft (0004, 0007): a booking without an aircraft adds to none.
-- The same statements as 0007, which leave out the rows without an aircraft.
CREATE OR REPLACE FUNCTION booking_month_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_month_totals AS totals (org_id, month, aircraft_id, bookings, duration)
    SELECT org_id, date_trunc('month', starts_at, 'UTC'), aircraft_id, count(*),
      sum(ends_at - starts_at)
    FROM new_rows
    WHERE status <> 'cancelled' AND aircraft_id IS NOT NULL
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
    WHERE status <> 'cancelled' AND aircraft_id IS NOT NULL
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
    WHERE status <> 'cancelled' AND aircraft_id IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(bookings) <> 0 OR sum(duration) <> interval '0'
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, month, aircraft_id) DO UPDATE
      SET bookings = totals.bookings + excluded.bookings,
          duration = totals.duration + excluded.duration;
  END IF;
  RETURN NULL;
END $fn$;
