ALTER TABLE "bookings" ADD COLUMN "pilot_overlap_grandfathered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pilot_overlap_grandfathered_idx" ON "bookings" USING btree ("org_id","pilot_id","starts_at") WHERE "bookings"."pilot_overlap_grandfathered";--> statement-breakpoint
-- A pilot flies one aircraft at a time. Bookings written before this rule may already overlap
-- bookings of their own pilot: nothing is cancelled or deleted for it. Of each pilot's active
-- bookings (maintenance aside) taken by their start, a booking is kept when it starts after
-- every earlier one has ended, and grandfathered otherwise: the kept ones never overlap, and the
-- constraint below leaves the grandfathered ones out until they are moved (a move clears the
-- mark, and is then judged like any booking). One sort of the bookings, however many overlap.
-- The restore of an organization's file marks its bookings the same way (`org` its
-- organization; null: every organization). Returns how many bookings are marked.
CREATE OR REPLACE FUNCTION hangar_grandfather_pilot_overlaps(org uuid) RETURNS integer
LANGUAGE sql AS $$
  WITH judged AS (
    SELECT id, pilot_overlap_grandfathered AS was,
      (status <> 'cancelled' AND type <> 'maintenance')
        AND coalesce(starts_at < max(ends_at) OVER (
          PARTITION BY org_id, pilot_id, (status <> 'cancelled' AND type <> 'maintenance')
          ORDER BY starts_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), false)
        AS overlapping
    FROM bookings
    WHERE org IS NULL OR org_id = org
  ), marked AS (
    UPDATE bookings SET pilot_overlap_grandfathered = judged.overlapping
    FROM judged
    WHERE bookings.id = judged.id AND judged.was IS DISTINCT FROM judged.overlapping
    RETURNING 1
  )
  SELECT count(*)::integer FROM judged WHERE overlapping;
$$;
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
