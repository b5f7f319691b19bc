// `npm run bench:push`: the bytes of one push as the room sends it (request line,
// headers, encrypted body) for each kind and language, with a typical table: a
// five-character table id, names of 3–8 letters. Figures, not a test; the push
// services' limit is 4,096 bytes of body (RFC 8030 section 7.2).
import { createServer } from 'vite';
import type { PushEvent, PushPayload } from '../party/push-payload';
import type { pushDelivery as PushDelivery, pushRequest as PushRequest } from '../party/push-send';
import type { Locale } from '../src/lib/paraglide/runtime';
import { generateVapidKeys, importVapidKeys } from '../party/push-keys.ts';

// Paraglide's messages need Vite's import.meta.env: load the room's modules through Vite, as the tests do.
const vite = await createServer({
	configFile: false,
	server: { middlewareMode: true, hmr: false },
	appType: 'custom',
	logLevel: 'silent'
});
const { pushPayload } = (await vite.ssrLoadModule('/party/push-payload.ts')) as {
	pushPayload: (event: PushEvent, lang: Locale) => PushPayload;
};
const { pushRequest, pushDelivery } = (await vite.ssrLoadModule('/party/push-send.ts')) as {
	pushRequest: typeof PushRequest;
	pushDelivery: typeof PushDelivery;
};

const imported = await importVapidKeys(await generateVapidKeys());
if (!imported.ok) throw new Error(imported.code);
/** Subscriptions as Chrome (FCM) and Firefox hand them out: endpoint lengths as seen in the wild. */
const ENDPOINTS = {
	fcm: `https://fcm.googleapis.com/fcm/send/${'d'.repeat(22)}:APA91b${'x'.repeat(134)}`,
	mozilla: `https://updates.push.services.mozilla.com/wpush/v2/gAAAAA${'x'.repeat(180)}`
};
const receiver = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
	'deriveBits'
])) as CryptoKeyPair;
const p256dh = Buffer.from(await crypto.subtle.exportKey('raw', receiver.publicKey)).toString('base64url');
const auth = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');

const EVENTS: PushEvent[] = [
	{ kind: 'turn', table: 'k7Qx2mPq8RtZ4wYa', name: 'Adelheid', timeLeftMs: 21 * 3600_000 },
	{ kind: 'start', table: 'k7Qx2mPq8RtZ4wYa', players: ['Adelheid', 'Bo', 'Cyrille', 'Dana'] },
	{ kind: 'over', table: 'k7Qx2mPq8RtZ4wYa', winners: ['Adelheid'] }
];
const LOCALES: Locale[] = ['en', 'de', 'da', 'vi', 'fr'];

console.log(`bytes of one push (HTTP/1.1 request line + headers + body), ${new Date().toISOString()}`);
console.log('service  kind   lang  payload  body  headers  total');
for (const [service, endpoint] of Object.entries(ENDPOINTS)) {
	for (const event of EVENTS) {
		for (const lang of LOCALES) {
			const payload = pushPayload(event, lang);
			const request = await pushRequest({ endpoint, keys: { p256dh, auth } }, payload, {
				keys: imported.keys,
				subject: 'mailto:tables@example.com',
				allowedOrigins: new Set(),
				...(await pushDelivery(event.table, event.kind, event.kind === 'turn' ? event.timeLeftMs : null))
			});
			if ('refused' in request) throw new Error(`refused ${endpoint}: ${request.refused}`);
			const headers = { host: request.url.host, 'content-length': String(request.body.length), ...request.headers };
			const head =
				`POST ${request.url.pathname}${request.url.search} HTTP/1.1\r\n` +
				Object.entries(headers)
					.map(([name, value]) => `${name}: ${value}\r\n`)
					.join('') +
				'\r\n';
			const payloadBytes = new TextEncoder().encode(JSON.stringify(payload)).length;
			const headBytes = new TextEncoder().encode(head).length;
			console.log(
				[
					service.padEnd(8),
					event.kind.padEnd(6),
					lang.padEnd(5),
					String(payloadBytes).padStart(7),
					String(request.body.length).padStart(5),
					String(headBytes).padStart(8),
					String(headBytes + request.body.length).padStart(6)
				].join(' ')
			);
		}
	}
}
await vite.close();
