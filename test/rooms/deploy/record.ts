// Records how an earlier build of this repository leaves its tables, for
// test/rooms/deploy.test.ts: a lobby, a game in progress and a finished game, each
// as that build stored it, with the seat tokens its pages keep, the states its
// pages last drew, and (for the game in progress) the next moves as its pages sent
// them and what each seat saw after each. `npm run record:deploy -- <commit>` runs
// it inside a copy of that build, as its test/rooms/record-deploy.test.ts: it uses
// nothing of the build but its Worker and its room's storage, so it runs on any
// version, and prints the fixture on stdout for the script to keep.
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { expect, it } from 'vitest';

/** What the recorder reads of a state, in any version (the rest is kept as it came). */
interface State {
	phase: string;
	seq?: number;
	you: { seat: number | null };
	seats: unknown[];
	timer: { seconds: number | null };
	game: { toAct: { seat: number } | null; legal: unknown[] } | null;
	[field: string]: unknown;
}
type Message = { type: string; state?: State; token?: string; seat?: number | null; reason?: string };

export const FIXTURE_LINE = 'DEPLOY-FIXTURE';
const CHUNK = 16_000;
let addresses = 0;

class Page {
	readonly received: Message[] = [];
	constructor(readonly socket: WebSocket) {
		socket.addEventListener('message', (event) => this.received.push(JSON.parse(String(event.data)) as Message));
	}
	get state(): State | null {
		return this.received.findLast((m) => m.type === 'state')?.state ?? null;
	}
	send(text: string) {
		this.socket.send(text);
	}
	async until<T>(found: () => T | null | undefined | false, what: string, ms = 20_000): Promise<T> {
		const deadline = Date.now() + ms;
		for (;;) {
			const value = found();
			if (value) return value;
			if (Date.now() > deadline) throw new Error(`recorder: no ${what} within ${ms} ms`);
			await new Promise((r) => setTimeout(r, 5));
		}
	}
}

async function open(room: string): Promise<Page> {
	const response = await SELF.fetch(`http://example.com/parties/game/${room}`, {
		headers: { Upgrade: 'websocket', 'cf-connecting-ip': `203.0.113.${++addresses}` }
	});
	if (response.status !== 101 || !response.webSocket) throw new Error(`recorder: upgrade answered ${response.status}`);
	response.webSocket.accept();
	const page = new Page(response.webSocket);
	await page.until(() => page.received.length > 0, 'greeting');
	return page;
}

const stub = (room: string) => env.Game.get(env.Game.idFromName(room));

/** A table: builds that create tables on the first visit need nothing; later ones are asked to create it. */
async function table(room: string): Promise<void> {
	const first = await open(room);
	first.socket.close();
	if (first.received[0].type !== 'closed') return;
	const created = await stub(room).fetch(`https://table/_table/create?room=${room}`, { method: 'POST' });
	expect(await created.json()).toBe('created');
}

async function seated(room: string, name: string) {
	const page = await open(room);
	page.send(JSON.stringify({ type: 'join', name }));
	const joined = await page.until(() => page.received.find((m) => m.type === 'joined'), 'joined');
	return { page, token: joined.token! };
}

/** Everything the room keeps, but partyserver's own keys (its name, set again on the next visit). */
async function storage(room: string): Promise<Record<string, unknown>> {
	return runInDurableObject(stub(room), async (_instance, state) => {
		const kept = Object.fromEntries([...(await state.storage.list())].filter(([key]) => !key.startsWith('__ps')));
		// The fixture is JSON: nothing stored may be lost on the way.
		expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
		return kept;
	});
}

/** A seeded choice, the same on every version. */
function chooser(seed: number) {
	let a = seed;
	return (n: number) => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
	};
}

/** The page whose seat is to act, once its state says so. */
function actorOf(pages: Page[]): Page | null {
	const seat = pages[0].state?.game?.toAct?.seat;
	const page = pages.find((p) => p.state?.you.seat === seat);
	return page?.state?.game?.legal.length ? page : null;
}

/**
 * One move of the seat to act among `pages`, as that build's page sends it (with the
 * seq of its state when states carry one: such builds' pages send it); resolves once
 * every page has its next state.
 */
async function move(pages: Page[], choose: (n: number) => number) {
	const actor = await pages[0].until(() => actorOf(pages), 'seat to act');
	const state = actor.state!;
	const action = state.game!.legal[choose(state.game!.legal.length)];
	const frame = JSON.stringify(
		state.seq === undefined ? { type: 'action', action } : { type: 'action', action, seq: state.seq }
	);
	const before = pages.map((p) => p.state);
	actor.send(frame);
	await Promise.all(pages.map((p, i) => p.until(() => p.state !== before[i], 'state after a move')));
	// One state per move: wait out anything else in flight (a coalesced presence broadcast).
	await new Promise((r) => setTimeout(r, 300));
	return { seat: state.you.seat!, frame, states: pages.map((p) => p.state!) };
}

async function settle(pages: Page[]) {
	await new Promise((r) => setTimeout(r, 400));
	return pages.map((p) => p.state!);
}

it('records a lobby, a game in progress and a finished game', async () => {
	const stamp = Date.now().toString(36);

	const lobbyRoom = `old-lobby-${stamp}`;
	await table(lobbyRoom);
	const host = await seated(lobbyRoom, 'Ada');
	host.page.send(JSON.stringify({ type: 'addBot', level: 'hard' }));
	host.page.send(JSON.stringify({ type: 'setTimer', seconds: 90 }));
	await host.page.until(() => host.page.state?.timer.seconds === 90 && host.page.state.seats.length === 2, 'lobby');
	const lobby = { room: lobbyRoom, tokens: [host.token], states: await settle([host.page]), storage: {} };
	lobby.storage = await storage(lobbyRoom);

	const midRoom = `old-mid-${stamp}`;
	await table(midRoom);
	const ada = await seated(midRoom, 'Ada');
	const bob = await seated(midRoom, 'Bob');
	ada.page.send(JSON.stringify({ type: 'start' }));
	await ada.page.until(() => ada.page.state?.phase === 'playing', 'start');
	const pages = [ada.page, bob.page];
	await settle(pages);
	const choose = chooser(7);
	for (let i = 0; i < 12; i++) await move(pages, choose);
	const mid = {
		room: midRoom,
		tokens: [ada.token, bob.token],
		states: await settle(pages),
		storage: await storage(midRoom),
		// What the build's pages sent next, and what each seat then saw.
		moves: [] as Awaited<ReturnType<typeof move>>[]
	};
	for (let i = 0; i < 5; i++) mid.moves.push(await move(pages, choose));

	const overRoom = `old-over-${stamp}`;
	await table(overRoom);
	const first = await seated(overRoom, 'Ada');
	const second = await seated(overRoom, 'Bob');
	first.page.send(JSON.stringify({ type: 'addBot', level: 'easy' }));
	await first.page.until(() => first.page.state?.seats.length === 3, 'bot seat');
	first.page.send(JSON.stringify({ type: 'start' }));
	const players = [first.page, second.page];
	await first.page.until(() => first.page.state?.phase === 'playing', 'start');
	const chooseOver = chooser(11);
	for (;;) {
		const next = () => (players[0].state!.phase === 'over' ? 'over' : actorOf(players) && 'move');
		if ((await players[0].until(next, 'a move or the end')) === 'over') break;
		await move(players, chooseOver);
	}
	const over = {
		room: overRoom,
		tokens: [first.token, second.token],
		states: await settle(players),
		storage: await storage(overRoom)
	};
	expect(over.states[0].phase).toBe('over');

	const text = JSON.stringify({ recordedAt: new Date().toISOString(), lobby, mid, over });
	const count = Math.ceil(text.length / CHUNK);
	for (let i = 0; i < count; i++)
		console.log(`${FIXTURE_LINE} ${i + 1}/${count} ${JSON.stringify(text.slice(i * CHUNK, (i + 1) * CHUNK))}`);
}, 120_000);
