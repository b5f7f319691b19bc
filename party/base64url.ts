// base64url without padding (RFC 4648 section 5): seat tokens, VAPID keys, push subscriptions.

export function toBase64Url(bytes: Uint8Array): string {
	let binary = '';
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of `text`, or null when it is not base64url (padding tolerated, as browsers' keys may carry it). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
	if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
	try {
		const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
		return Uint8Array.from(binary, (char) => char.charCodeAt(0));
	} catch {
		return null;
	}
}
