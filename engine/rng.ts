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
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
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

type Purpose = (string | number)[];
/** A uniform integer in [0, n), n ≤ 2^32. */
type Draw = (n: number) => number;

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

/**
 * Version 2's key for one purpose: SHA-256 of the whole seed and the purpose, JSON-encoded
 * (so no two (seed, purpose) pairs share an input) after a label that keeps it apart from
 * any other use of the seed. The seed is secret and 128 bits: one hash is a sound key, and
 * a fifth of HKDF's cost (a test deals hundreds of thousands of games).
 */
export function shuffleKey(seed: string, purpose: Purpose): Uint8Array {
	return sha256(utf8ToBytes(JSON.stringify(['castle-combo shuffle v2', seed, ...purpose])));
}

/** Keystream read per refill: 4 ChaCha20 blocks, enough for a 39-card shuffle. */
const STREAM_BYTES = 256;
const NO_INPUT = new Uint8Array(STREAM_BYTES);
/** Each key serves one purpose only, so one nonce will do. */
const NONCE = new Uint8Array(12);

/** Uniform integers from ChaCha20's keystream under `key`, by rejection sampling (no modulo bias). */
export function keyedDraw(key: Uint8Array): Draw {
	const stream = new Uint8Array(STREAM_BYTES);
	let counter = 0;
	let at = STREAM_BYTES;
	const word = () => {
		if (at === STREAM_BYTES) {
			chacha20(key, NONCE, NO_INPUT, stream, counter);
			counter += STREAM_BYTES / 64;
			at = 0;
		}
		const w = (stream[at] | (stream[at + 1] << 8) | (stream[at + 2] << 16) | (stream[at + 3] << 24)) >>> 0;
		at += 4;
		return w;
	};
	return (n) => {
		// Words from the largest multiple of n below 2^32 up are drawn again: each value is then equally likely.
		const limit = 2 ** 32 - (2 ** 32 % n);
		for (;;) {
			const w = word();
			if (w < limit) return w % n;
		}
	};
}

function draw(by: SeededBy, purpose: Purpose): Draw {
	if (by.version === 2) return keyedDraw(shuffleKey(by.seed, purpose));
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
