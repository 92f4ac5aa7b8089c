const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (a 404, not a 400). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** User ids come from better-auth: 32 letters and digits. */
export const isUuidOrAuthId = (value: string): boolean =>
  UUID.test(value) || /^[A-Za-z0-9_-]{8,64}$/.test(value);
