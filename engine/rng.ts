// Seeded randomness. Deck orders derive from hash(seed, purpose) so the state
// keeps only the seed string (plain JSON) rather than a generator state.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Random } from './types';

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

/** A generator for one purpose of a seeded game, e.g. derived(seed, 'castle', 0). */
function generator(seed: string, ...purpose: (string | number)[]) {
	return xoroshiro128plus(hashString([seed, ...purpose].join('\u0000')));
}

/** Fisher–Yates shuffle (new array) driven by (seed, purpose). */
export function seededShuffle<T>(items: readonly T[], seed: string, ...purpose: (string | number)[]): T[] {
	const rng = generator(seed, ...purpose);
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = uniformInt(rng, 0, i);
		const t = out[i];
		out[i] = out[j];
		out[j] = t;
	}
	return out;
}

/** A uniform integer in [0, n) from (seed, purpose). */
export function seededInt(n: number, seed: string, ...purpose: (string | number)[]): number {
	return uniformInt(generator(seed, ...purpose), 0, n - 1);
}

/** A Random (floats in [0,1)) from a seed string; handy for bots and tests. */
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

/** A fresh random seed string (crypto.getRandomValues, available in workerd, browsers and Node). */
export function freshSeed(): string {
	const words = new Uint32Array(4);
	crypto.getRandomValues(words);
	return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}
