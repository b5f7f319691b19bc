// Version 2 of the seeded shuffle (engine/rng.ts): ChaCha20 keyed by SHA-256 of the
// whole 128-bit seed and the purpose, so there are as many deck orders as seeds and no
// shortcut to them. Only what deals or plays a real game (newGame, applyAction) names
// it, so the browser's preview and hints, which play sampled states, never load it.
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Draw, Purpose } from './rng';

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

/** The draw for one (seed, purpose): what engine/rng.ts uses for version 2 once named (useKeyedDraw). */
export const keyedDrawFor = (seed: string, purpose: Purpose): Draw => keyedDraw(shuffleKey(seed, purpose));
