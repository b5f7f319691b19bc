// Seeded randomness. A seeded game keeps only its seed string (plain JSON), never a
// generator state: each deck order is drawn afresh from (seed, purpose), where the
// purpose is e.g. ('castle', 0) for the deal and ('castle', n) for the n-th reshuffle.
//
// Why a cryptographic generator: whoever can enumerate the possible orders can work
// out the deck from the cards on the table. Version 2 (every game dealt since) keys
// ChaCha20 with SHA-256 of the whole 128-bit seed and the purpose, so there are as
// many orders as seeds and no shortcut to them. Version 1 hashed the seed to 32 bits
// for xoroshiro128+ (one deal in 2^32): it stays for the reshuffles of tables stored
// before, and as the fast generator of states sampled for search (determinize), which
// decide nothing hidden. Bots' own randomness (createRandom) is fast and never decides a card.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Random, ShuffleVersion } from './types';

/** The generator newGame deals with. */
export const SHUFFLE_VERSION = 2 satisfies ShuffleVersion;

/** What a seeded order is drawn from: the seed, and the generator's version (absent: 1, as stored before versions). */
export interface SeededBy {
	seed: string;
	version?: ShuffleVersion;
}

export type Purpose = (string | number)[];
/** A uniform integer in [0, n), n ≤ 2^32. */
export type Draw = (n: number) => number;

/**
 * Version 2's draws (engine/keyed-draw.ts), named by what deals or plays a real game
 * (newGame, applyAction) before it draws. Sampled states (determinize) use version 1
 * only, so the browser's preview and hints never carry ChaCha20 and SHA-256.
 */
let keyedDrawFor: ((seed: string, purpose: Purpose) => Draw) | null = null;
export function useKeyedDraw(drawFor: (seed: string, purpose: Purpose) => Draw): void {
	keyedDrawFor = drawFor;
}

/** 32-bit FNV-1a hash of a string, then mixed (murmur3 finalizer). */
export function hashString(s: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h | 0;
}

function draw(by: SeededBy, purpose: Purpose): Draw {
	if (by.version === 2) {
		if (!keyedDrawFor)
			throw new Error('A version-2 shuffle needs its keyed draw: deal with newGame or play with applyAction.');
		return keyedDrawFor(by.seed, purpose);
	}
	const rng = xoroshiro128plus(hashString([by.seed, ...purpose].join('\u0000')));
	return (n) => uniformInt(rng, 0, n - 1);
}

/** Fisher–Yates shuffle (new array) driven by (seed, purpose). */
export function seededShuffle<T>(items: readonly T[], by: SeededBy, ...purpose: Purpose): T[] {
	const next = draw(by, purpose);
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = next(i + 1);
		const t = out[i];
		out[i] = out[j];
		out[j] = t;
	}
	return out;
}

/** A uniform integer in [0, n) from (seed, purpose). */
export function seededInt(n: number, by: SeededBy, ...purpose: Purpose): number {
	return draw(by, purpose)(n);
}

/** A Random (floats in [0,1)) from a seed string; for bots and tests, never for a game's hidden cards. */
export function createRandom(seed: string): Random {
	const rng = xoroshiro128plus(hashString(seed));
	return () => (rng.next() >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle in place with a Random. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
	for (let i = items.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		const t = items[i];
		items[i] = items[j];
		items[j] = t;
	}
	return items;
}

/** A fresh random seed string, 128 bits (crypto.getRandomValues, available in workerd, browsers and Node). */
export function freshSeed(): string {
	const words = new Uint32Array(4);
	crypto.getRandomValues(words);
	return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}
