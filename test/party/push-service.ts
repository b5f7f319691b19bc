// A fake push service's side of Web Push, written from the RFCs and independent of
// party/push-*.ts: it decrypts an `aes128gcm` body with the subscription's private
// key and auth secret (RFC 8291 sections 3–4, RFC 8188 section 2) and verifies the VAPID JWT
// (RFC 8292 sections 2–3). Web Crypto only, so Node tests and workerd tests share it.

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;
const text = new TextEncoder();

export const b64u = (bytes: Uint8Array) =>
	btoa(String.fromCharCode(...bytes))
		.replace(/\+/g, '-')
		.replace(/\//g, '_')
		.replace(/=+$/, '');
export const unb64u = (value: string) =>
	Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export interface Subscriber {
	subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
	privateKey: CryptoKey;
	publicKey: Uint8Array;
	auth: Uint8Array;
}

export async function newSubscriber(endpoint: string): Promise<Subscriber> {
	const pair = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair;
	const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
	const auth = crypto.getRandomValues(new Uint8Array(16));
	return {
		subscription: { endpoint, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } },
		privateKey: pair.privateKey,
		publicKey,
		auth
	};
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
	const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits(
		{ name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
		key,
		bytes * 8
	);
	return new Uint8Array(bits);
}

const concat = (...parts: Uint8Array[]) => {
	const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
	let at = 0;
	for (const part of parts) {
		out.set(part, at);
		at += part.length;
	}
	return out;
};

/** The plaintext of an `aes128gcm` push body (one record), as the user agent reads it. */
export async function decryptPush(
	body: Uint8Array,
	receiver: Pick<Subscriber, 'privateKey' | 'publicKey' | 'auth'>
): Promise<string> {
	// RFC 8188 section 2.1 header: salt (16) ‖ rs (4) ‖ idlen (1) ‖ keyid (the sender's public key, 65).
	const salt = body.subarray(0, 16);
	const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
	const idLength = body[20];
	const senderKey = body.subarray(21, 21 + idLength);
	const record = body.subarray(21 + idLength);
	if (idLength !== 65 || record.length > recordSize) throw new Error(`bad header: idlen ${idLength}, rs ${recordSize}`);
	const sender = await crypto.subtle.importKey('raw', senderKey as BufferSource, P256, false, []);
	const shared = new Uint8Array(
		await crypto.subtle.deriveBits({ name: 'ECDH', public: sender } as EcdhKeyDeriveParams, receiver.privateKey, 256)
	);
	// RFC 8291 section 3.4: IKM from the auth secret, then CEK and nonce from the salt.
	const keyInfo = concat(text.encode('WebPush: info\0'), receiver.publicKey, senderKey);
	const ikm = await hkdf(receiver.auth, shared, keyInfo, 32);
	const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16);
	const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12);
	const key = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, ['decrypt']);
	const padded = new Uint8Array(
		await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce as BufferSource }, key, record as BufferSource)
	);
	// RFC 8188 section 2: the last record's data ends at its 0x02 delimiter, zeroes after it.
	let end = padded.length - 1;
	while (end >= 0 && padded[end] === 0) end--;
	if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
	return new TextDecoder().decode(padded.subarray(0, end));
}

/** The receiver's key pair from RFC 8291 Appendix A's raw private and public keys. */
export async function importReceiver(privateB64: string, publicB64: string, authB64: string) {
	const publicKey = unb64u(publicB64);
	const jwk = {
		kty: 'EC',
		crv: 'P-256',
		x: b64u(publicKey.subarray(1, 33)),
		y: b64u(publicKey.subarray(33)),
		d: privateB64
	};
	const privateKey = await crypto.subtle.importKey('jwk', jwk, P256, false, ['deriveBits']);
	return { privateKey, publicKey, auth: unb64u(authB64) };
}

export interface VapidClaims {
	aud: string;
	exp: number;
	sub: string;
}

/** The claims of `Authorization: vapid t=…, k=…` once its ES256 signature verifies with k; throws otherwise. */
export async function verifyVapid(authorization: string): Promise<{ claims: VapidClaims; publicKey: string }> {
	const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
	if (!match) throw new Error(`not a VAPID header: ${authorization}`);
	const [, header, claims, signature, publicKey] = match;
	const head = JSON.parse(new TextDecoder().decode(unb64u(header)));
	if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
	const key = await crypto.subtle.importKey('raw', unb64u(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
		'verify'
	]);
	const ok = await crypto.subtle.verify(
		{ name: 'ECDSA', hash: 'SHA-256' },
		key,
		unb64u(signature),
		text.encode(`${header}.${claims}`)
	);
	if (!ok) throw new Error('VAPID signature does not verify');
	return { claims: JSON.parse(new TextDecoder().decode(unb64u(claims))), publicKey };
}
