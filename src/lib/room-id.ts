import { ROOM_ID_PATTERN } from '$party/room-id';

export { ROOM_ID_PATTERN };

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
	const id = trimmed.match(/\/(?:t|embed)\/([A-Za-z0-9_-]+)/)?.[1] ?? trimmed;
	return ROOM_ID_PATTERN.test(id) ? id : null;
}

export const BAD_CODE_MESSAGE = 'That is not a table link or code: codes are 10 or more letters and digits.';

/** Why "Join a table" did not open one (the text typed stays in the field). */
export function joinProblem(problem: string | null, text: string): string {
	const id = tableIdFrom(text) ?? text.trim();
	if (problem === 'missing') return `No table with the code ${id}.`;
	if (problem === 'closed') return `The table ${id} has closed. Start a new one.`;
	return BAD_CODE_MESSAGE;
}
