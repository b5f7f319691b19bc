// Same seeds, same games: a change that makes the engine faster must leave every game
// exactly as it was. 300 seeded games (2–5 players, both shuffle versions) are played
// three ways: through applyAction with randomAction's moves (the legal lists checked at
// every step), then, from the middle of each, a playout of a full copy and one of a
// determinized copy (a copy for simulation, which keeps no log). Each game's digest (its
// states, lists and scores as JSON) is compared with the one recorded before
// (identity.snap.json; `vitest -u` records anew only when a rule is meant to change).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, scores, toAct, viewFor, type GameState } from '../../engine/index';
import { cloneGame, createRandom, determinize, playout, randomAction } from '../../engine/sim';

const GAMES = 300;

/** One game's digest: everything it produced, hashed. */
function playGame(i: number): string {
	const hash = createHash('sha256');
	const players = 2 + (i % 4);
	const random = createRandom(`identity-${i}`);
	let g: GameState = newGame({ players, seed: `identity-${i}`, shuffleVersion: i % 3 === 0 ? 1 : 2 });
	let middle: GameState | null = null;
	for (let now = toAct(g); now; now = toAct(g)) {
		hash.update(JSON.stringify(legalActions(g)));
		const r = applyAction(g, now.seat, randomAction(g, random));
		if (!r.ok) throw new Error(`game ${i}: ${r.error.code}`);
		g = r.game;
		if (!middle && g.turn > 4 * players) middle = g;
	}
	hash.update(JSON.stringify(g));
	hash.update(JSON.stringify(scores(g)));
	hash.update(JSON.stringify(viewFor(g, 0)));
	const full = playout(cloneGame(middle!), random);
	hash.update(JSON.stringify(full));
	hash.update(JSON.stringify(scores(full)));
	const sampled = determinize(viewFor(middle!, toAct(middle!)!.seat), random);
	const played = playout(cloneGame(sampled, true), random);
	// A copy for simulation keeps no log and no reveals (clone.ts): the rest is its game.
	hash.update(JSON.stringify(played, (key, value) => (key === 'log' || key === 'revealed' ? undefined : value)));
	hash.update(JSON.stringify(scores(played)));
	return hash.digest('hex').slice(0, 16);
}

describe('the same seeds give the same games', () => {
	it(`${GAMES} games through applyAction, playouts and determinize`, async () => {
		const digests = Array.from({ length: GAMES }, (_, i) => playGame(i));
		await expect(JSON.stringify(digests, null, '\t') + '\n').toMatchFileSnapshot('./identity.snap.json');
	}, 120_000);
});
