// The deal's generator (engine/rng.ts): a dealt game's hidden order depends on the
// whole 128-bit seed through ChaCha20, and tables stored before (version 1, a 32-bit
// hash of the seed) keep their own generator for the reshuffles still to come.
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refill } from '../../engine/deck';
import { applyAction, legalActions, LOCATION_CARDS, newGame, toAct, viewFor, type GameState } from '../../engine/index';
import { keyedDraw, shuffleKey } from '../../engine/keyed-draw';
import { hashString, seededShuffle } from '../../engine/rng';
import { createRandom, determinize } from '../../engine/sim';

const order = (g: GameState, loc: 'castle' | 'village') => [...g.displays[loc], ...g.decks[loc]];
const bytesHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The seed with bit `bit` (0 = lowest of its 128) flipped: seeds are 32 hex digits, as freshSeed writes them. */
function flipBit(seed: string, bit: number): string {
	const digit = 31 - Math.floor(bit / 4);
	const flipped = (parseInt(seed[digit], 16) ^ (1 << (bit % 4))).toString(16);
	return seed.slice(0, digit) + flipped + seed.slice(digit + 1);
}

/** Empties a location's deck and display into its discard pile, then refills: the game's next reshuffle, as it deals it. */
function reshuffled(g: GameState, loc: 'castle' | 'village'): (string | null)[] {
	g.discards[loc] = order(g, loc) as string[];
	g.decks[loc] = [];
	g.displays[loc] = [null, null, null];
	refill(g, loc);
	return order(g, loc);
}

// Deals made the way a room makes them: newGame through the engine's entry point, no
// seed given (a fresh one from crypto.getRandomValues). Under version 1 a Castle order was
// one of 2^32, and 250,000 deals repeated one 7.3 times on average (birthday bound):
// the chance of none was 0.07 %. About 10 s of CPU here (npm run bench:deals measures the same).
const FRESH_DEALS = 250_000;

describe('fresh deals', () => {
	it(`${FRESH_DEALS.toLocaleString('en-US')} fresh deals never repeat a Castle order`, () => {
		const index = new Map(LOCATION_CARDS.castle.map((id, i) => [id, i]));
		const seen = new Set<string>();
		for (let i = 0; i < FRESH_DEALS; i++) {
			const g = newGame({ players: 2 + (i % 4) });
			seen.add(String.fromCharCode(...order(g, 'castle').map((id) => index.get(id!)!)));
		}
		expect(seen.size).toBe(FRESH_DEALS);
	}, 120_000);
});

describe('no hash of fewer than 128 bits of the seed decides a deal', () => {
	const seed = '3f9c2a71d04be8560c1e7f2ab9d34e05';

	it('two seeds whose 32-bit hashes collide dealt the same Castle under version 1, and deal apart now', () => {
		const [a, b] = ['eac36e9667de38ffc8140064fa0408f8', '8a9121ea7242be3eac38a5169714cddb'];
		const hash = (s: string) => hashString([s, 'castle', 0].join('\u0000'));
		expect(hash(a)).toBe(hash(b));
		const old = [a, b].map((s) => order(newGame({ players: 2, seed: s, shuffleVersion: 1 }), 'castle'));
		expect(old[0]).toEqual(old[1]);
		const now = [a, b].map((s) => order(newGame({ players: 2, seed: s }), 'castle'));
		expect(now[0]).not.toEqual(now[1]);
	});

	it('flipping any one of the seed’s 128 bits changes the key of every purpose, and the deal', () => {
		const dealt = newGame({ players: 3, seed });
		const keys = new Set<string>();
		for (let bit = 0; bit < 128; bit++) {
			const other = flipBit(seed, bit);
			expect(other).not.toBe(seed);
			for (const purpose of [['first'], ['castle', 0], ['village', 0], ['castle', 1]])
				keys.add(bytesHex(shuffleKey(other, purpose)));
			const g = newGame({ players: 3, seed: other });
			expect(order(g, 'castle')).not.toEqual(order(dealt, 'castle'));
			expect(order(g, 'village')).not.toEqual(order(dealt, 'village'));
		}
		expect(keys.size).toBe(128 * 4);
	});

	it('a deal is Fisher–Yates over the ChaCha20 keystream keyed by SHA-256 of the seed and the purpose', () => {
		// Written out once more from the definitions, apart from rng.ts.
		const key = sha256(new TextEncoder().encode(JSON.stringify(['castle-combo shuffle v2', seed, 'castle', 0])));
		const stream = new DataView(chacha20(key, new Uint8Array(12), new Uint8Array(1024)).buffer);
		const cards = [...LOCATION_CARDS.castle];
		let word = 0;
		for (let i = cards.length - 1; i > 0; i--) {
			let w: number;
			do w = stream.getUint32(4 * word++, true);
			while (w >= 2 ** 32 - (2 ** 32 % (i + 1)));
			const j = w % (i + 1);
			[cards[i], cards[j]] = [cards[j], cards[i]];
		}
		expect(order(newGame({ players: 3, seed }), 'castle')).toEqual(cards);
	});

	it('draws integers without modulo bias', () => {
		// n = 3·2^30: taking words mod n would give [0, 2^30) half the draws instead of a third.
		const next = keyedDraw(shuffleKey(seed, ['bias']));
		const n = 3 * 2 ** 30;
		let low = 0;
		for (let i = 0; i < 6000; i++) if (next(n) < 2 ** 30) low++;
		expect(low / 6000).toBeGreaterThan(0.3);
		expect(low / 6000).toBeLessThan(0.367);
	});
});

describe('replays from a seed', () => {
	it('the same seed deals and reshuffles the same, with version 2 in the state', () => {
		const [a, b] = [newGame({ players: 4, seed: 'replayed' }), newGame({ players: 4, seed: 'replayed' })];
		expect(a.shuffle.version).toBe(2);
		expect(a).toEqual(b);
		expect(reshuffled(a, 'village')).toEqual(reshuffled(b, 'village'));
		// The n-th reshuffle has its own purpose: not the deal's order again.
		expect(order(a, 'village')).not.toEqual(order(newGame({ players: 4, seed: 'replayed' }), 'village'));
	});

	it('a game keeps its generator through moves', () => {
		let g = newGame({ players: 2, seed: 'moves' });
		for (let i = 0; i < 6; i++) {
			const result = applyAction(g, toAct(g)!.seat, legalActions(g)[0]);
			if (!result.ok) throw new Error(result.error.message);
			g = result.game;
		}
		expect(g.shuffle.version).toBe(2);
		const pile = order(g, 'castle') as string[];
		expect(reshuffled(g, 'castle')).toEqual(seededShuffle(pile, { seed: 'moves', version: 2 }, 'castle', 1));
	});
});

describe('tables stored before version 2', () => {
	const seed = 'old-tables-keep-their-order';
	// Today's orders as the code before version 2 dealt them (commit 01ef0c8).
	const OLD_CASTLE =
		'pilgrim alchemist scribe architect cardinal judge chaplain officer goldsmith banker chancellor professor royal-guard duchess nun astronomer lookout general pawnbroker apothecary glassblower queen-mother his-majesty devout captain princess jester chatelaine patron guildmaster baron his-holiness her-majesty-the-queen mother-superior prince knight templar gravedigger steward';
	const OLD_VILLAGE =
		'clockmaker stable-boy farmer baker doctor philosopher usurper barbarian witch locksmith spy mercenary armorer beggar sculptor winemaker farmhand brigand miraculously-cured squire innkeeper spice-merchant carpenter potter master-at-arms monk beekeeper vicar stonemason militiaman shepherd executioner fisherman blacksmith woodcutter revolutionary bombardier traveler inventor';
	const OLD_RESHUFFLE =
		'cardinal professor knight chatelaine apothecary pawnbroker judge steward his-majesty devout general nun scribe officer queen-mother his-holiness baron duchess her-majesty-the-queen princess architect royal-guard lookout guildmaster mother-superior pilgrim banker templar jester prince gravedigger captain alchemist astronomer chancellor glassblower chaplain goldsmith patron';

	it('version 1 deals exactly as before', () => {
		const g = newGame({ players: 3, seed, shuffleVersion: 1 });
		expect(g.firstPlayer).toBe(2);
		expect(order(g, 'castle').join(' ')).toBe(OLD_CASTLE);
		expect(order(g, 'village').join(' ')).toBe(OLD_VILLAGE);
	});

	it('a stored game without a version reshuffles exactly as before', () => {
		const stored: GameState = JSON.parse(JSON.stringify(newGame({ players: 2, seed, shuffleVersion: 1 })));
		delete stored.shuffle.version;
		expect(reshuffled(stored, 'castle').join(' ')).toBe(OLD_RESHUFFLE);
		const now = newGame({ players: 2, seed });
		expect(reshuffled(now, 'castle').join(' ')).not.toBe(OLD_RESHUFFLE);
	});

	it('the games in progress that earlier builds stored (the deploy fixtures) reshuffle with the version they were dealt with', () => {
		const dir = fileURLToPath(new URL('../rooms/deploy/', import.meta.url));
		const fixtures = readdirSync(dir).filter((name) => name.endsWith('.json'));
		const versions = new Set<number>();
		for (const name of fixtures) {
			const fixture = JSON.parse(readFileSync(join(dir, name), 'utf8'));
			const game: GameState = fixture.mid.storage.room.game;
			// Stored before version 2 existed: no version, and the old generator.
			const version = game.shuffle.version ?? 1;
			versions.add(version);
			const pile = order(game, 'castle') as string[];
			const by = { seed: game.shuffle.seed! };
			const next = reshuffled(structuredClone(game), 'castle');
			expect(next).toEqual(seededShuffle(pile, { ...by, version }, 'castle', 1));
			expect(next).not.toEqual(seededShuffle(pile, { ...by, version: version === 1 ? 2 : 1 }, 'castle', 1));
		}
		expect([...versions].sort()).toEqual([1, 2]);
	});

	it('states sampled for search reshuffle with the fast generator: they decide no real card', () => {
		const g = newGame({ players: 3, seed });
		expect(determinize(viewFor(g, 0), createRandom('sample')).shuffle.version).toBe(1);
	});

	it('refuses a version it does not know', () => {
		expect(() => newGame({ players: 2, shuffleVersion: 3 as never })).toThrow(/shuffleVersion must be 1 or 2/);
	});
});
