// Table codes and invite links in the UI: making a new id, reading one back, and the words when it is not one.
import { ROOM_ID_CHARACTER, ROOM_ID_MIN_LENGTH, ROOM_ID_PATTERN } from '$party/room-id';
import { m } from '$lib/paraglide/messages';

const INVITE_PATH = /* @__PURE__ */ new RegExp(`/(?:t|embed)/(${ROOM_ID_CHARACTER}+)`);

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An unguessable, URL-safe room id: 16 characters of a 32-letter alphabet = 80 bits. */
export function newRoomId(length = 16): string {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	let id = '';
	for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
	return id;
}

/** The table id in a whole invite link (table or embed) or a bare code; null when there is none. */
export function tableIdFrom(text: string): string | null {
	const trimmed = text.trim();
	const id = trimmed.match(INVITE_PATH)?.[1] ?? trimmed;
	return ROOM_ID_PATTERN.test(id) ? id : null;
}

/** The shortest table code, as the words about a bad code quote it. */
export const MIN_CODE_LENGTH = ROOM_ID_MIN_LENGTH;

/** "That is not a table link or code: …", in the page's language. */
export const badCodeMessage = () => m.join_bad({ min: MIN_CODE_LENGTH });

/** Why "Join a table" did not open one (the text typed stays in the field). */
export function joinProblem(problem: string | null, text: string): string {
	const id = tableIdFrom(text) ?? text.trim();
	if (problem === 'missing') return m.join_missing({ code: id });
	if (problem === 'closed') return m.join_closed({ code: id });
	return badCodeMessage();
}
