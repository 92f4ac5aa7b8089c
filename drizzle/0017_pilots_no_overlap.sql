ALTER TABLE "bookings" ADD COLUMN "pilot_overlap_grandfathered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pilot_overlap_grandfathered_idx" ON "bookings" USING btree ("org_id","pilot_id","starts_at") WHERE "bookings"."pilot_overlap_grandfathered";--> statement-breakpoint
-- A pilot flies one aircraft at a time. Bookings written before this rule may already overlap
-- bookings of their own pilot: nothing is cancelled or deleted for it. Of each pilot's active
-- bookings (maintenance aside) taken by their start, a booking is kept when it starts after
-- every kept one has ended, and grandfathered otherwise: the kept ones never overlap, and the
-- constraint below leaves the grandfathered ones out until they are moved (a move clears the
-- mark, and is then judged like any booking). The restore of an organization's file marks its
-- bookings the same way (`org` its organization; null: every organization). Returns how many
-- bookings it marked.
CREATE OR REPLACE FUNCTION hangar_grandfather_pilot_overlaps(org uuid) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  booking record;
  this_org uuid;
  this_pilot text;
  kept_until timestamptz;
  marked uuid[] := '{}';
BEGIN
  FOR booking IN
    SELECT id, org_id, pilot_id, starts_at, ends_at FROM bookings
    WHERE (org IS NULL OR org_id = org) AND status <> 'cancelled' AND type <> 'maintenance'
    ORDER BY org_id, pilot_id, starts_at, id
  LOOP
    IF booking.org_id IS DISTINCT FROM this_org OR booking.pilot_id IS DISTINCT FROM this_pilot THEN
      this_org := booking.org_id;
      this_pilot := booking.pilot_id;
      kept_until := NULL;
    END IF;
    IF kept_until IS NOT NULL AND booking.starts_at < kept_until THEN
      marked := marked || booking.id;
    ELSE
      -- Kept bookings follow one another, so the last one kept ends last.
      kept_until := booking.ends_at;
    END IF;
  END LOOP;
  UPDATE bookings SET pilot_overlap_grandfathered = (id = ANY (marked))
  WHERE (org IS NULL OR org_id = org)
    AND pilot_overlap_grandfathered IS DISTINCT FROM (id = ANY (marked));
  RETURN cardinality(marked);
END $$;
--> statement-breakpoint
SELECT hangar_grandfather_pilot_overlaps(NULL);
--> statement-breakpoint
-- No pilot is on two active bookings that overlap, on any aircraft, whatever the application
-- does; maintenance is no flight of its pilot. Same column order as bookings_no_overlap.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pilot_no_overlap" EXCLUDE USING gist (
  "org_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&,
  "pilot_id" WITH =
) WHERE ("status" <> 'cancelled' AND "type" <> 'maintenance' AND NOT "pilot_overlap_grandfathered");
