// "Play against bots": one tap makes the table (POST /new) with the remembered name,
// count and level, keeps the seat and opens it; offline it offers practice instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotGame, loadBotSettings, type BotGamePage } from '$lib/home/bot-game.svelte';
import { fakeStorage } from '../ui/fake-storage';

let storage: ReturnType<typeof fakeStorage>;
beforeEach(() => {
	storage = fakeStorage();
	vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** A page whose server answers `answer` (or throws, as a fetch without network does); it records what happened. */
function fakePage(answer: (() => Response) | 'no-network', online = true) {
	const posts: unknown[] = [];
	const kept: [string, string][] = [];
	const opened: string[] = [];
	const page: BotGamePage & { network: boolean } = {
		network: online,
		prepare: () => {},
		post: async (body) => {
			posts.push(body);
			if (answer === 'no-network') throw new TypeError('Failed to fetch');
			return answer();
		},
		keepSeat: (room, token) => void kept.push([room, token]),
		open: (room) => void opened.push(room),
		online: () => page.network
	};
	return { page, posts, kept, opened };
}
const made = () => Response.json({ room: 'abcdefghijkmnpqr', token: 'T'.repeat(32) });

describe('BotGame', () => {
	it('the first time: two medium bots, the server’s default name; the seat is kept before the table opens', async () => {
		const { page, posts, kept, opened } = fakePage(made);
		const game = new BotGame(page);
		await game.play();
		expect(posts).toEqual([{ name: undefined, bots: 2, level: 'medium' }]);
		expect(kept).toEqual([['abcdefghijkmnpqr', 'T'.repeat(32)]]);
		expect(opened).toEqual(['abcdefghijkmnpqr']);
	});

	it('the next game uses the name sat down with and the settings chosen last time', async () => {
		storage.setItem('castle-combo:name', 'Ada');
		const first = new BotGame(fakePage(made).page);
		first.bots = 3;
		first.level = 'expert';
		first.save();
		const { page, posts } = fakePage(made);
		await new BotGame(page).play();
		expect(posts).toEqual([{ name: 'Ada', bots: 3, level: 'expert' }]);
	});

	it('a name typed in the settings is remembered for the lobby too; a blank one keeps the old', () => {
		const game = new BotGame(fakePage(made).page);
		game.name = '  Bea ';
		game.save();
		expect(storage.getItem('castle-combo:name')).toBe('Bea');
		game.name = '   ';
		game.save();
		expect(storage.getItem('castle-combo:name')).toBe('Bea');
	});

	it('settings out of range or unknown, kept or chosen, fall back to the defaults', () => {
		storage.setItem('castle-combo:bot-game', JSON.stringify({ bots: 9, level: 'genius' }));
		expect(loadBotSettings()).toEqual({ bots: 2, level: 'medium' });
		storage.setItem('castle-combo:bot-game', '{not json');
		expect(loadBotSettings()).toEqual({ bots: 2, level: 'medium' });
		const game = new BotGame(fakePage(made).page);
		game.bots = 7;
		game.save();
		expect(game.bots).toBe(4);
		expect(loadBotSettings().bots).toBe(4);
	});

	it('without a network it asks nothing and offers practice; back online, the button is ready again', async () => {
		const { page, posts } = fakePage(made, false);
		const game = new BotGame(page);
		expect(game.status).toBe('offline');
		await game.play();
		expect(posts).toEqual([]);
		expect(game.status).toBe('offline');
		page.network = true;
		game.networkChanged();
		expect(game.status).toBe('idle');
	});

	it('a request that gets no answer at all is the network gone: practice offered, nothing opened', async () => {
		const { page, opened } = fakePage('no-network');
		const game = new BotGame(page);
		await game.play();
		expect(game.status).toBe('offline');
		expect(opened).toEqual([]);
	});

	it('a refusal shows the server’s words; an answer that is not a table shows ours', async () => {
		const limited = fakePage(() =>
			Response.json({ code: 'rate-limited', message: 'Too many tables.' }, { status: 429 })
		);
		const game = new BotGame(limited.page);
		await game.play();
		expect(game.status).toBe('failed');
		expect(game.problem).toBe('Too many tables.');
		expect(limited.opened).toEqual([]);

		const broken = new BotGame(fakePage(() => new Response('<html>', { status: 502 })).page);
		await broken.play();
		expect(broken.status).toBe('failed');
		expect(broken.problem).toBe('The game could not be made. Try again.');
	});

	it('a second tap while the table is being made makes no second table', async () => {
		let release!: () => void;
		const gate = new Promise<void>((r) => (release = r));
		const { page, posts, opened } = fakePage(made);
		const slow = { ...page, post: async (body: Parameters<BotGamePage['post']>[0]) => (await gate, page.post(body)) };
		const game = new BotGame(slow);
		const first = game.play();
		expect(game.status).toBe('starting');
		await game.play();
		release();
		await first;
		expect(posts).toHaveLength(1);
		expect(opened).toHaveLength(1);
	});
});
