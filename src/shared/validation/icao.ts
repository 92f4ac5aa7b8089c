/** An ICAO location indicator, as an organization's or an aircraft's base airport: four letters. */
export const ICAO_CODE_PATTERN = /^[A-Z]{4}$/;
