/** Slots start on the organization's clocks at :00 and :30. */
export const SLOT_STEP_MINUTES = 30;
/** How far a search looks: this many days from its 'From' date. */
export const SLOT_SEARCH_DAYS = 14;
/** At most this many slots in one answer. */
export const SLOT_LIMIT = 10;
