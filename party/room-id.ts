/** Room ids are made by the page: unguessable, 10–64 URL-safe characters. Used by src/ too. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
