// Game records: the revealed cards plus the actions rebuild the game exactly.
import * as v from 'valibot';
import { applyAction } from './apply';
import { GameRecordSchema, type GameRecord } from './schemas';
import { newGame } from './setup';
import type { GameState } from './types';

export type { GameRecord };

/** The record of a game started with newGame (throws for positionGame/determinize states). */
export function recordOf(g: GameState): GameRecord {
	if (!g.history)
		throw new Error('recordOf: this state was built from a position, not by newGame, so it has no record.');
	return {
		version: 1,
		players: g.players.length,
		firstPlayer: g.firstPlayer,
		reveals: { castle: g.revealed.castle.slice(), village: g.revealed.village.slice() },
		actions: g.history.map(({ seat, action }) => ({ seat, action: copyAction(action) }))
	};
}

function copyAction<T extends object>(a: T): T {
	return JSON.parse(JSON.stringify(a)) as T; // tiny objects; not on the hot path
}

/** Rebuild a game from its record. Throws a clear Error on an invalid record. */
export function replay(record: unknown): GameState {
	const parsed = v.safeParse(GameRecordSchema, record);
	if (!parsed.success) throw new Error(`replay: invalid record: ${parsed.issues[0].message}`);
	const r = parsed.output;
	let g = newGame({ players: r.players, firstPlayer: r.firstPlayer, reveals: r.reveals });
	r.actions.forEach(({ seat, action }, i) => {
		const res = applyAction(g, seat, action);
		if (!res.ok)
			throw new Error(
				`replay: action ${i} (seat ${seat}, ${JSON.stringify(action)}) was rejected: ${res.error.message}`
			);
		g = res.game;
	});
	return g;
}
