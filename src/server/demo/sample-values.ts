/**
 * Word lists for generated clubs: enough variety that lists, searches and calendars look like a
 * real club's, and realistic lengths so that payload sizes are honest.
 */
import type { AircraftCategory, FuelType } from "../../shared/aircraft/aircraft.constants";

/** Items separated by ", " (keeps long lists compact). */
const list = (items: string): readonly string[] => items.split(", ");

export const FIRST_NAMES = list(
  "Amelia, Charles, Bessie, Howard, Jacqueline, Wiley, Harriet, Chuck, Beryl, Douglas, " +
    "Pancho, Igor, Hanna, Antoine, Sally, Neil, Valentina, Erich, Geraldine, Bob, Eileen, " +
    "Scott, Nancy, Jimmy, Patty, Sheila, Frank, Ruth, Dick, Jeana, Burt, Sophie, Lars, Mira, " +
    "Tomás, Aiko, Ravi, Fatima, Owen, Greta, Luca, Nadia, Henrik, Chloe, Mateo, Ingrid, " +
    "Samuel, Leila, Pieter, Yuki",
);

export const LAST_NAMES = list(
  "Earhart, Lindbergh, Coleman, Hughes, Cochran, Post, Quimby, Yeager, Markham, Bader, " +
    "Barnes, Sikorsky, Reitsch, Saint-Exupéry, Ride, Armstrong, Tereshkova, Hartmann, Mock, " +
    "Hoover, Collins, Crossfield, Bird, Doolittle, Wagstaff, Scott, Luke, Nichols, Rutan, " +
    "Yeager-Smith, Johansson, Moreau, Okafor, Tanaka, Fernández, Novak, Schmidt, Kowalski, " +
    "O'Brien, van der Berg, Haddad, Lindqvist, Rossi, Nakamura, Dubois, MacLeod, Petrov, " +
    "Silva, Andersen, Kaur",
);

export const STREETS = list(
  "Runway Road, Hangar Lane, Skyline Drive, Airport Boulevard, Windsock Way, " +
    "Taxiway Street, Propeller Court, Aviator Avenue, Cloudview Terrace, Beacon Hill Road",
);

export interface Place {
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const PLACES: readonly Place[] = [
  { city: "Palo Alto", state: "CA", postalCode: "94303", country: "United States" },
  { city: "San Carlos", state: "CA", postalCode: "94070", country: "United States" },
  { city: "Hayward", state: "CA", postalCode: "94545", country: "United States" },
  { city: "Livermore", state: "CA", postalCode: "94551", country: "United States" },
  { city: "Oshkosh", state: "WI", postalCode: "54902", country: "United States" },
  { city: "Cambridge", state: "Cambridgeshire", postalCode: "CB5 8RX", country: "United Kingdom" },
  { city: "Toussus-le-Noble", state: "Yvelines", postalCode: "78117", country: "France" },
  { city: "Egelsbach", state: "Hessen", postalCode: "63329", country: "Germany" },
];

export interface Airport {
  icao: string;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export const AIRPORTS: readonly Airport[] = [
  {
    icao: "KPAO",
    name: "Palo Alto Airport",
    city: "Palo Alto",
    country: "United States",
    latitude: 37.461,
    longitude: -122.115,
    timeZone: "America/Los_Angeles",
  },
  {
    icao: "KSQL",
    name: "San Carlos Airport",
    city: "San Carlos",
    country: "United States",
    latitude: 37.512,
    longitude: -122.25,
    timeZone: "America/Los_Angeles",
  },
  {
    icao: "KLVK",
    name: "Livermore Municipal",
    city: "Livermore",
    country: "United States",
    latitude: 37.693,
    longitude: -121.82,
    timeZone: "America/Los_Angeles",
  },
  {
    icao: "KOSH",
    name: "Wittman Regional",
    city: "Oshkosh",
    country: "United States",
    latitude: 43.984,
    longitude: -88.557,
    timeZone: "America/Chicago",
  },
  {
    icao: "EGSC",
    name: "Cambridge City Airport",
    city: "Cambridge",
    country: "United Kingdom",
    latitude: 52.205,
    longitude: 0.175,
    timeZone: "Europe/London",
  },
  {
    icao: "LFPN",
    name: "Toussus-le-Noble",
    city: "Toussus-le-Noble",
    country: "France",
    latitude: 48.752,
    longitude: 2.106,
    timeZone: "Europe/Paris",
  },
  {
    icao: "EDFE",
    name: "Frankfurt-Egelsbach",
    city: "Egelsbach",
    country: "Germany",
    latitude: 49.961,
    longitude: 8.644,
    timeZone: "Europe/Berlin",
  },
];

export const CLUB_WORDS = list(
  "Bay Area, Skyline, Valley, Lakeside, Northern, Coastal, Prairie, Highland, Riverside, " +
    "Golden Gate, Sunrise, Blue Sky, Red Barn, Silver Wing, Eagle",
);

export const CLUB_KINDS = list("Flying Club, Aero Club, Flight School, Aviation, Pilots");

export interface AircraftModel {
  manufacturer: string;
  model: string;
  category: AircraftCategory;
  fuelType: FuelType;
  hourlyRate: number;
  avionics: readonly string[];
}

export const AIRCRAFT_MODELS: readonly AircraftModel[] = [
  {
    manufacturer: "Cessna",
    model: "172S Skyhawk",
    category: "Single Engine",
    fuelType: "100LL",
    hourlyRate: 165,
    avionics: ["Garmin G1000", "GFC 700 autopilot"],
  },
  {
    manufacturer: "Cessna",
    model: "152",
    category: "Single Engine",
    fuelType: "100LL",
    hourlyRate: 120,
    avionics: ["KX 155 nav/com"],
  },
  {
    manufacturer: "Cessna",
    model: "182T Skylane",
    category: "Single Engine",
    fuelType: "100LL",
    hourlyRate: 210,
    avionics: ["Garmin G1000 NXi", "ADS-B In/Out"],
  },
  {
    manufacturer: "Piper",
    model: "PA-28-181 Archer",
    category: "Single Engine",
    fuelType: "100LL",
    hourlyRate: 160,
    avionics: ["Garmin GTN 650", "Aspen E5"],
  },
  {
    manufacturer: "Piper",
    model: "PA-44 Seminole",
    category: "Multi Engine",
    fuelType: "100LL",
    hourlyRate: 320,
    avionics: ["Garmin G500", "GTN 750"],
  },
  {
    manufacturer: "Diamond",
    model: "DA40 NG",
    category: "Single Engine",
    fuelType: "Jet A",
    hourlyRate: 190,
    avionics: ["Garmin G1000 NXi"],
  },
  {
    manufacturer: "Diamond",
    model: "DA42-VI",
    category: "Multi Engine",
    fuelType: "Jet A",
    hourlyRate: 380,
    avionics: ["Garmin G1000 NXi", "GFC 700 autopilot"],
  },
  {
    manufacturer: "Cirrus",
    model: "SR22",
    category: "Single Engine",
    fuelType: "100LL",
    hourlyRate: 295,
    avionics: ["Cirrus Perspective+", "CAPS parachute"],
  },
  {
    manufacturer: "Robinson",
    model: "R44 Raven II",
    category: "Helicopter",
    fuelType: "100LL",
    hourlyRate: 420,
    avionics: ["Garmin GTN 650"],
  },
  {
    manufacturer: "Aeroprakt",
    model: "A22LS Foxbat",
    category: "Single Engine",
    fuelType: "MOGAS",
    hourlyRate: 95,
    avionics: ["Dynon SkyView"],
  },
];

export const AIRCRAFT_COLORS = list(
  "#3174ad, #c0392b, #27ae60, #8e44ad, #d35400, #16a085, #2c3e50, #f39c12",
);

export const BOOKING_TITLES = {
  rental: [
    "Local flight",
    "Cross-country to KSQL",
    "Sightseeing over the bay",
    "Pattern work",
    "Breakfast run to KHAF",
    "Currency flight",
    "Photo flight along the coast",
    "Family trip to Tahoe",
    "Night landings",
    "IFR practice approaches",
  ],
  training: [
    "Lesson: stalls and slow flight",
    "Lesson: first solo",
    "Checkride prep",
    "Lesson: navigation",
    "Instrument training",
    "Flight review",
    "Lesson: emergency procedures",
    "Multi-engine training",
    "Lesson: crosswind landings",
    "Stage check",
  ],
  maintenance: [
    "100-hour inspection",
    "Annual inspection",
    "Oil change",
    "Avionics update",
    "Tyre replacement",
    "Propeller balancing",
  ],
} as const;

export const BOOKING_NOTES = list(
  "Fuel to tabs please, Back before sunset, Instructor meets at the club house, " +
    "Passenger weight 85 kg, Will top off oil before departure, Planning a fuel stop, " +
    "Checkride with the examiner at 10:00",
);
