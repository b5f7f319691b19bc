// Which /t/<room> and /embed/<room> addresses are tables at all (the table-id rule).
import type { ParamMatcher } from '@sveltejs/kit';
import { ROOM_ID_PATTERN } from '$party/room-id';

/** /t/<room> and /embed/<room> only for well-formed table ids; others are a 404. */
export const match: ParamMatcher = (param) => ROOM_ID_PATTERN.test(param);
