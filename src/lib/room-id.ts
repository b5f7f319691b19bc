const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An unguessable, URL-safe room id: 16 characters of a 32-letter alphabet = 80 bits. */
export function newRoomId(length = 16): string {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	let id = '';
	for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
	return id;
}

export { ROOM_ID_PATTERN } from '$party/room-id';
