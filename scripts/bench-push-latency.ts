// `npm run bench:push-latency`: how long after a turn passes the push reaches the push
// service. A `wrangler dev` (workerd) of its own, with a VAPID pair and the fake push
// service (scripts/fake-push-service.ts) allowed; Ada (subscribed) and Bob play, Ada
// closes her socket after each of her turns, and every move of Bob's that makes it
// Ada's turn is timed from its send to the push's arrival (one clock: this process).
// Also the bytes of each push as it arrived (headers as sent, and the encrypted body).
// Figures, not a test; run on a quiet machine for meaningful times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { generateVapidKeys } from '../party/push-keys';
import { PROTOCOL_VERSION, type ClientMessage, type RoomState, type ServerMessage } from '../party/protocol';
import { decryptPush, newSubscriber, unb64u } from '../test/party/push-service';
import { startPushService } from './fake-push-service';
import { Series } from './series';
import { startServer } from './server';

const TURNS = Number(process.argv[2] ?? 60);

class Client {
	state: RoomState | null = null;
	token: string | null = null;
	private waiters: (() => void)[] = [];
	private constructor(readonly ws: WebSocket) {
		ws.on('message', (data) => {
			const message = JSON.parse(String(data)) as ServerMessage;
			if (message.type === 'state') this.state = message.state;
			if (message.type === 'joined') this.token = message.token;
			if (message.type === 'error') console.error('room:', message.code);
			for (const wake of this.waiters.splice(0)) wake();
		});
	}
	static open(url: string): Promise<Client> {
		const ws = new WebSocket(url);
		return new Promise((resolve, reject) => {
			ws.on('open', () => resolve(new Client(ws)));
			ws.on('error', reject);
		});
	}
	send(message: ClientMessage) {
		this.ws.send(JSON.stringify(message));
	}
	async until(predicate: (s: RoomState) => boolean, timeoutMs = 15_000): Promise<RoomState> {
		const deadline = Date.now() + timeoutMs;
		while (!this.state || !predicate(this.state)) {
			if (Date.now() > deadline) throw new Error('state not reached');
			await new Promise<void>((resolve) => {
				this.waiters.push(resolve);
				setTimeout(resolve, 50);
			});
		}
		return this.state;
	}
	close() {
		this.ws.close();
	}
}

const myTurn = (s: RoomState) => s.phase === 'playing' && s.game?.toAct?.seat === s.you.seat;

/** Plays this seat's first legal move, one at a time, until it is not its turn; returns when the last move was sent. */
async function playTurn(client: Client): Promise<number> {
	let sentAt = 0;
	while (myTurn(client.state!)) {
		const s = client.state!;
		sentAt = Date.now();
		client.send({ type: 'action', action: s.game!.legal[0], seq: s.seq });
		await client.until((x) => x.seq > s.seq);
	}
	return sentAt;
}

const service = await startPushService();
const folder = mkdtempSync(join(tmpdir(), 'castle-combo-bench-push-'));
const vars = {
	...(await generateVapidKeys()),
	VAPID_SUBJECT: 'mailto:tables@example.com',
	PUSH_ALLOWED_ORIGINS: service.origin,
	RATE_LIMITS: 'off',
	BOT_DELAY_MS: '0'
};
console.log('Starting wrangler dev (workerd) with a VAPID pair and the fake push service …');
const server = await startServer({ persistTo: folder, quiet: true, vars });
const latency = new Series();
const bytes = new Map<string, Series>();
try {
	const ws = server.url.replace(/^http/, 'ws');
	while (latency.values.length < TURNS) {
		const created = await fetch(`${server.url}/new`, { redirect: 'manual' });
		const room = /\/t\/([^/?#]+)/.exec(created.headers.get('location') ?? '')![1];
		const url = `${ws}/parties/game/${room}?v=${PROTOCOL_VERSION}`;
		let ada = await Client.open(url);
		const bob = await Client.open(url);
		await ada.until(() => true);
		ada.send({ type: 'join', name: 'Ada' });
		await ada.until((s) => s.you.seat === 0);
		await bob.until(() => true);
		bob.send({ type: 'join', name: 'Bob' });
		await bob.until((s) => s.you.seat === 1);
		const adaToken = ada.token!;
		const subscriber = await newSubscriber(`${service.origin}/push/${room}`);
		ada.send({ type: 'notify', subscription: subscriber.subscription, lang: 'en' });
		await ada.until((s) => s.you.notify === true);
		ada.send({ type: 'start' });
		await bob.until((s) => s.phase === 'playing');
		await ada.until((s) => s.phase === 'playing');
		for (;;) {
			await playTurn(ada);
			ada.close();
			await bob.until((s) => !s.seats[0].connected || s.phase === 'over');
			const before = service.received(room).length;
			const passedAt = await playTurn(bob);
			const s = await bob.until((x) => x.phase === 'over' || x.game?.toAct?.seat === 0);
			const deadline = Date.now() + 5000;
			while (service.received(room).length === before && Date.now() < deadline) {
				await new Promise((r) => setTimeout(r, 1));
			}
			const push = service.received(room)[before];
			if (push && s.phase === 'playing') latency.add(push.at - passedAt);
			if (s.phase === 'over' || latency.values.length >= TURNS) break;
			ada = await Client.open(url);
			await ada.until(() => true);
			ada.send({ type: 'resume', token: adaToken });
			await ada.until((x) => x.you.seat === 0);
		}
		for (const push of service.received(room)) {
			const { kind } = JSON.parse(await decryptPush(unb64u(push.body), subscriber)) as { kind: string };
			const head = Object.entries(push.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
			const size = head + Buffer.from(push.body, 'base64').length;
			bytes
				.set(kind, bytes.get(kind) ?? new Series())
				.get(kind)!
				.add(size);
		}
		bob.close();
		ada.close();
	}
	const ms = (p: number) => latency.percentile(p).toFixed(1);
	console.log(`\n${new Date().toISOString()}: turn passed → push received by the fake push service`);
	console.log(`  n ${latency.values.length}  p50 ${ms(50)} ms  p95 ${ms(95)} ms  max ${ms(100)} ms`);
	console.log('bytes of each push as received (headers + encrypted body), table id of 10–16 characters:');
	for (const [kind, series] of bytes) {
		console.log(
			`  ${kind.padEnd(6)} n ${series.values.length}  ${Math.min(...series.values)}–${Math.max(...series.values)}`
		);
	}
} finally {
	await server.stop();
	service.stop();
	rmSync(folder, { recursive: true, force: true });
}
