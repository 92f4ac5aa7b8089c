-- Custom SQL migration file, put your code below! --
-- Registrations and airport codes are upper-case from now on. Rows written before are made so
-- where that is all it takes: registrations are unique by their upper-cased key already, so no
-- two aircraft of one organization can collide. Rows that do not fit the new format otherwise
-- stay as they are; the form asks for a valid value at their next edit.
update aircraft set registration = upper(registration) where registration <> upper(registration);
--> statement-breakpoint
update aircraft set base_airport_icao = upper(base_airport_icao)
  where base_airport_icao <> upper(base_airport_icao);
--> statement-breakpoint
update organizations set base_icao = upper(base_icao) where base_icao <> upper(base_icao);
