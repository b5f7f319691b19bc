const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An unguessable, URL-safe room id: 12 characters of a 32-letter alphabet = 60 bits. */
export function newRoomId(length = 12): string {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	let id = '';
	for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
	return id;
}

export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
