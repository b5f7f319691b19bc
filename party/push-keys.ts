// The room's VAPID identity (RFC 8292): the P-256 key pair push services know it by.
// VAPID_PUBLIC_KEY (a Worker variable) is the 65-byte uncompressed point and
// VAPID_PRIVATE_KEY (a secret) the 32-byte scalar, both base64url: the form browsers
// take as `applicationServerKey` and `web-push generate-vapid-keys` prints.
import { fromBase64Url, toBase64Url } from './base64url';

export interface VapidEnv {
	VAPID_PUBLIC_KEY?: string;
	VAPID_PRIVATE_KEY?: string;
}

/** Keys checked and imported once, ready to sign a VAPID JWT. */
export interface VapidKeys {
	/** base64url, as it goes into `Authorization: vapid …, k=` and the page's `applicationServerKey`. */
	publicKey: string;
	signingKey: CryptoKey;
}

export type VapidKeyError = 'vapid-missing' | 'vapid-malformed' | 'vapid-mismatch';
export type VapidKeysResult = { ok: true; keys: VapidKeys } | { ok: false; code: VapidKeyError };

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ES256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/**
 * Checks the Worker's VAPID keys and imports the private one for signing.
 * `vapid-missing`: push is off (no keys); `vapid-malformed`: not a P-256 pair's
 * encodings; `vapid-mismatch`: the private key does not belong to the public one,
 * which push services would only reveal later as a 403 on every push.
 */
export async function importVapidKeys(env: VapidEnv): Promise<VapidKeysResult> {
	const { VAPID_PUBLIC_KEY: publicText, VAPID_PRIVATE_KEY: privateText } = env;
	if (!publicText || !privateText) return { ok: false, code: 'vapid-missing' };
	const point = fromBase64Url(publicText.trim());
	const scalar = fromBase64Url(privateText.trim());
	if (point?.length !== 65 || point[0] !== 0x04 || scalar?.length !== 32) return { ok: false, code: 'vapid-malformed' };
	const jwk: JsonWebKey = {
		kty: 'EC',
		crv: 'P-256',
		x: toBase64Url(point.subarray(1, 33)),
		y: toBase64Url(point.subarray(33)),
		d: toBase64Url(scalar)
	};
	let verifyingKey: CryptoKey;
	let signingKey: CryptoKey;
	try {
		verifyingKey = await crypto.subtle.importKey('raw', point, ECDSA, false, ['verify']);
	} catch {
		return { ok: false, code: 'vapid-malformed' }; // not a point on the curve
	}
	try {
		signingKey = await crypto.subtle.importKey('jwk', jwk, ECDSA, false, ['sign']);
	} catch {
		return { ok: false, code: 'vapid-mismatch' }; // Node checks d against (x, y) on import
	}
	// Not every Web Crypto checks that d matches (x, y) on import: a signature does.
	const probe = new TextEncoder().encode('vapid key check');
	const signature = await crypto.subtle.sign(ES256, signingKey, probe);
	if (!(await crypto.subtle.verify(ES256, verifyingKey, signature, probe)))
		return { ok: false, code: 'vapid-mismatch' };
	return { ok: true, keys: { publicKey: toBase64Url(point), signingKey } };
}

/** A fresh pair in the Worker's format (for `npm start` and tests). */
export async function generateVapidKeys(): Promise<Required<VapidEnv>> {
	const pair = (await crypto.subtle.generateKey(ECDSA, true, ['sign', 'verify'])) as CryptoKeyPair;
	const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
	const { d } = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
	return { VAPID_PUBLIC_KEY: toBase64Url(publicKey), VAPID_PRIVATE_KEY: d! };
}

/** Seconds a VAPID JWT stays valid: RFC 8292 allows at most 24 h; 12 h leaves room for a push service's clock. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

const jsonPart = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/**
 * `Authorization: vapid t=<JWT>, k=<public key>` for one push service (RFC 8292 section 3):
 * ES256, `aud` the endpoint's origin, `exp` 12 h after `nowMs`, `sub` a contact
 * ("mailto:…" or an https URL) a push service can reach about misbehaving pushes.
 */
export async function vapidAuthorization(keys: VapidKeys, endpoint: URL, subject: string, nowMs: number) {
	const header = jsonPart({ typ: 'JWT', alg: 'ES256' });
	const claims = jsonPart({ aud: endpoint.origin, exp: Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS, sub: subject });
	const signed = `${header}.${claims}`;
	// Web Crypto's ECDSA signature is r ‖ s (64 bytes), JWS's ES256 form as is.
	const signature = await crypto.subtle.sign(ES256, keys.signingKey, new TextEncoder().encode(signed));
	return `vapid t=${signed}.${toBase64Url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
