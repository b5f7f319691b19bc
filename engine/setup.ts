// Building a state: a new game (§4.1), or a described position (tests, bots).
import { STARTING_STOCK } from './constants';
import { findCard, LOCATION_CARDS, LOCATIONS, inCardsOrder, type Location } from './cards';
import { refill } from './deck';
import { isLegalTableau } from './placement';
import { keyedDrawFor } from './keyed-draw';
import { freshSeed, seededInt, seededShuffle, SHUFFLE_VERSION, useKeyedDraw } from './rng';
import { endGame } from './turn';
import type { GameState, LocationRecord, PlayerState, ShuffleVersion } from './types';

export interface NewGameOptions {
	players: number;
	seed?: string;
	/** The generator the seed drives; today's unless set (1: the one of tables stored before, for tests and benchmarks). */
	shuffleVersion?: ShuffleVersion;
	firstPlayer?: number;
	/** The i-th card revealed per location over the whole game (nothing is shuffled). */
	reveals?: { castle: string[]; village: string[] };
}

function checkPlayers(n: unknown): number {
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 5)
		throw new Error(`players must be an integer from 2 to 5, got ${String(n)}.`);
	return n;
}

function checkSeat(seat: unknown, n: number, what: string): number {
	if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n)
		throw new Error(`${what} must be a seat from 0 to ${n - 1}, got ${String(seat)}.`);
	return seat;
}

function checkShuffleVersion(version: unknown): ShuffleVersion {
	if (version === undefined) return SHUFFLE_VERSION;
	if (version !== 1 && version !== 2) throw new Error(`shuffleVersion must be 1 or 2, got ${String(version)}.`);
	return version;
}

function emptyState(players: PlayerState[], firstPlayer: number): GameState {
	return {
		version: 1,
		players,
		displays: { castle: [null, null, null], village: [null, null, null] },
		decks: { castle: [], village: [] },
		discards: { castle: [], village: [] },
		removed: [],
		removedCards: [],
		messenger: 'village',
		current: firstPlayer,
		firstPlayer,
		turn: 1,
		keyUsed: false,
		pending: null,
		over: false,
		log: [{ type: 'start', players: players.length, firstPlayer }],
		shuffle: { seed: null, reshuffles: { castle: 0, village: 0 }, planned: null },
		revealed: { castle: [], village: [] },
		history: null
	};
}

/** A new game: decks shuffled from the seed, or laid out by `reveals`. */
export function newGame(options: NewGameOptions): GameState {
	const n = checkPlayers(options?.players);
	const players = Array.from({ length: n }, () => ({
		gold: STARTING_STOCK.gold,
		keys: STARTING_STOCK.keys,
		tableau: []
	}));
	let g: GameState;
	if (options.reveals) {
		const planned = { castle: [...options.reveals.castle], village: [...options.reveals.village] };
		g = emptyState(players, options.firstPlayer === undefined ? 0 : checkSeat(options.firstPlayer, n, 'firstPlayer'));
		for (const loc of LOCATIONS) {
			const list = planned[loc];
			if (!Array.isArray(list)) throw new Error(`reveals.${loc} must be an array of card ids.`);
			list.forEach((id, i) => {
				if (findCard(id)?.location !== loc)
					throw new Error(`reveals.${loc}[${i}] ("${String(id)}") is not a ${loc} card.`);
			});
			const first = list.slice(0, 39);
			if (new Set(first).size !== first.length)
				throw new Error(`reveals.${loc}: a card appears twice among the first 39 (the first deck).`);
			const rest = LOCATION_CARDS[loc].filter((id) => !first.includes(id));
			g.decks[loc] = first.concat(rest);
		}
		g.shuffle.planned = planned;
	} else {
		useKeyedDraw(keyedDrawFor);
		const by = { seed: options.seed ?? freshSeed(), version: checkShuffleVersion(options.shuffleVersion) };
		const first =
			options.firstPlayer === undefined ? seededInt(n, by, 'first') : checkSeat(options.firstPlayer, n, 'firstPlayer');
		g = emptyState(players, first);
		for (const loc of LOCATIONS) g.decks[loc] = seededShuffle(LOCATION_CARDS[loc], by, loc, 0);
		g.shuffle.seed = by.seed;
		g.shuffle.version = by.version;
	}
	g.history = [];
	refill(g, 'castle');
	refill(g, 'village');
	g.log.push({ type: 'turn', seat: g.current, turn: 1 });
	return g;
}

export interface PositionSpec {
	players: {
		gold: number;
		keys: number;
		tableau: { x: number; y: number; card: string; faceDown: boolean; gold?: number }[];
	}[];
	displays: LocationRecord<(string | null)[]>;
	/** Top first. Cards of the location placed nowhere else follow, in cards.json order. */
	decks?: LocationRecord<string[]>;
	discards?: LocationRecord<string[]>;
	messenger: Location;
	/** The seat to act, at the start of its turn. */
	seat: number;
	removed?: Location[];
	keyUsed?: boolean;
}

const isCount = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Build a state from a described position. Throws a clear Error when the position is not legal. */
export function positionGame(spec: PositionSpec): GameState {
	const n = checkPlayers(spec?.players?.length);
	const seat = checkSeat(spec.seat, n, 'seat');
	const seen = new Map<string, string>();
	const place = (id: unknown, where: string, loc?: Location) => {
		const info = findCard(id);
		if (!info) throw new Error(`${where}: unknown card "${String(id)}".`);
		if (loc && info.location !== loc) throw new Error(`${where}: ${info.id} is a ${info.location} card.`);
		const before = seen.get(info.id);
		if (before) throw new Error(`${info.id} is in two places: ${before} and ${where}.`);
		seen.set(info.id, where);
		return info;
	};
	const players: PlayerState[] = spec.players.map((p, s) => {
		if (!isCount(p.gold) || !isCount(p.keys))
			throw new Error(`players[${s}]: gold and keys must be non-negative integers.`);
		const tableau = p.tableau.map((c, i) => {
			const where = `players[${s}].tableau[${i}]`;
			const info = place(c.card, where);
			if (!Number.isInteger(c.x) || !Number.isInteger(c.y) || typeof c.faceDown !== 'boolean')
				throw new Error(`${where}: x, y must be integers and faceDown a boolean.`);
			const gold = c.gold ?? 0;
			const capacity = c.faceDown ? 0 : info.purseCapacity;
			if (!isCount(gold) || gold > capacity)
				throw new Error(
					`${where}: ${gold} gold does not fit (capacity ${capacity}; only face-up purse cards hold gold).`
				);
			return { x: c.x, y: c.y, card: info.id, faceDown: c.faceDown, gold };
		});
		if (!isLegalTableau(tableau))
			throw new Error(
				`players[${s}].tableau is not a legal tableau (distinct spaces, connected, within 3×3, at most 9 cards).`
			);
		return { gold: p.gold, keys: p.keys, tableau };
	});
	const removed = [...(spec.removed ?? [])];
	if (removed.length > 1 || removed.some((l) => !LOCATIONS.includes(l)))
		throw new Error('removed may hold at most one location.');
	if (!LOCATIONS.includes(spec.messenger) || removed.includes(spec.messenger))
		throw new Error('messenger must be a location that is not removed.');
	const placed = players.reduce((sum, p) => sum + p.tableau.length, 0);
	const g: GameState = {
		...emptyStateFor(players, seat, placed),
		messenger: spec.messenger,
		removed,
		keyUsed: spec.keyUsed ?? false
	};
	for (const loc of LOCATIONS) {
		const display = spec.displays?.[loc];
		if (!Array.isArray(display) || display.length !== 3) throw new Error(`displays.${loc} must have 3 slots.`);
		g.displays[loc] = display.map((id, i) => (id === null ? null : place(id, `displays.${loc}[${i}]`, loc).id));
		if (removed.includes(loc) && display.some((id) => id !== null))
			throw new Error(`displays.${loc} must be empty: the location is removed.`);
		g.discards[loc] = (spec.discards?.[loc] ?? []).map((id, i) => place(id, `discards.${loc}[${i}]`, loc).id);
		g.decks[loc] = (spec.decks?.[loc] ?? []).map((id, i) => place(id, `decks.${loc}[${i}]`, loc).id);
		const rest = LOCATION_CARDS[loc].filter((id) => !seen.has(id));
		if (removed.includes(loc)) {
			if (g.decks[loc].length) throw new Error(`decks.${loc} must be empty: the location is removed.`);
			g.removedCards.push(...inCardsOrder(rest));
		} else {
			g.decks[loc].push(...rest);
		}
	}
	if (g.displays[g.messenger].every((id) => id === null)) throw new Error('The display at the messenger is empty.');
	if (players.every((p) => p.tableau.length === 9)) {
		endGame(g);
		return g;
	}
	if (players[seat].tableau.length >= 9)
		throw new Error(`Seat ${seat} already has 9 cards and cannot be the seat to act.`);
	g.log.push({ type: 'turn', seat, turn: g.turn });
	return g;
}

function emptyStateFor(players: PlayerState[], seat: number, placed: number): GameState {
	const n = players.length;
	const g = emptyState(players, (((seat - placed) % n) + n) % n);
	g.current = seat;
	g.turn = placed + 1;
	return g;
}
