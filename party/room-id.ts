/**
 * The rule for room (table) ids, in one place for party/ and src/: made by the page,
 * unguessable, 10–64 URL-safe characters.
 */
export const ROOM_ID_MIN_LENGTH = 10;
export const ROOM_ID_MAX_LENGTH = 64;
/** One character of a room id, as a regular-expression class. */
export const ROOM_ID_CHARACTER = '[A-Za-z0-9_-]';
// (Marked pure so a page that only needs the lengths leaves the pattern out.)
export const ROOM_ID_PATTERN = /* @__PURE__ */ new RegExp(
	`^${ROOM_ID_CHARACTER}{${ROOM_ID_MIN_LENGTH},${ROOM_ID_MAX_LENGTH}}$`
);
