// Small helpers common to the hand-worked card tests.
// Expected values in the tests are always worked out by hand from
// engine/RULES.md; these helpers only build inputs and read outputs.
import { expect } from 'vitest';
import * as E from '../../../engine/index.ts';
import cardsJson from '../../../engine/cards.json';

export const engine = E;
type Game = E.GameState;

type Loc = 'castle' | 'village';
const CARDS = cardsJson as { id: string; location: Loc }[];
export const ALL_IDS = CARDS.map((c) => c.id);
const locationOf = (id: string): Loc => {
	const c = CARDS.find((k) => k.id === id);
	if (!c) throw new Error(`unknown card id in test: ${id}`);
	return c.location;
};

// ---------------------------------------------------------------------------
// Cell tokens: 'judge' face up, '~judge' face down, 'sculptor+2' face up with
// 2 gold on it, '.' empty space, '*' where the card being bought goes.
export interface Cell {
	card: string;
	faceDown: boolean;
	gold: number;
}
export function parseCell(tok: string): Cell {
	let t = tok;
	let faceDown = false;
	if (t.startsWith('~')) {
		faceDown = true;
		t = t.slice(1);
	}
	let gold = 0;
	const m = /^(.*)\+(\d+)$/.exec(t);
	if (m) {
		t = m[1];
		gold = Number(m[2]);
	}
	locationOf(t); // validates the id
	return { card: t, faceDown, gold };
}

/** 3 strings of 3 whitespace-separated tokens → 3×3 grid for scoreTableau. */
export function grid(rows: string[]): Cell[][] {
	expect(rows.length).toBe(3);
	return rows.map((r) => {
		const toks = r.trim().split(/\s+/);
		expect(toks.length).toBe(3);
		return toks.map(parseCell);
	});
}

export function findCell(rows: string[], card: string): [number, number] {
	const g = grid(rows);
	for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) if (g[r][c].card === card && !g[r][c].faceDown) return [r, c];
	throw new Error(`${card} not face up in grid`);
}

// ---------------------------------------------------------------------------
// Tableaux for positionGame: rows of tokens (same syntax, '.' empty, '*'
// target). Coordinates: x = column, y = row, shifted so that the first card in
// reading order is at (0,0) (or the target, if the tableau is empty).
export interface TabCard {
	x: number;
	y: number;
	card: string;
	faceDown: boolean;
	gold: number;
}
export function tableau(rows: string[] = []): { cards: TabCard[]; target?: { x: number; y: number } } {
	const raw: { x: number; y: number; tok: string }[] = [];
	rows.forEach((r, y) =>
		r
			.trim()
			.split(/\s+/)
			.forEach((tok, x) => {
				if (tok !== '.' && tok !== '') raw.push({ x, y, tok });
			})
	);
	const origin = raw.find((c) => c.tok !== '*') ?? raw.find((c) => c.tok === '*');
	const ox = origin?.x ?? 0;
	const oy = origin?.y ?? 0;
	const cards: TabCard[] = [];
	let target: { x: number; y: number } | undefined;
	for (const c of raw) {
		if (c.tok === '*') target = { x: c.x - ox, y: c.y - oy };
		else cards.push({ x: c.x - ox, y: c.y - oy, ...parseCell(c.tok) });
	}
	return { cards, target };
}

// ---------------------------------------------------------------------------
export interface PlayerSpec {
	gold?: number;
	keys?: number;
	tab?: string[];
}
export interface Setup {
	players: PlayerSpec[];
	seat?: number;
	messenger?: Loc;
	/** card to be bought: put into the display at the messenger's location */
	buy?: string;
	castle?: (string | null)[];
	village?: (string | null)[];
	decks?: { castle: string[]; village: string[] };
	discards?: { castle: string[]; village: string[] };
}

/** Builds the game; displays not given are completed with unused cards. */
export function setup(s: Setup) {
	const seat = s.seat ?? 0;
	const messenger: Loc = s.messenger ?? (s.buy ? locationOf(s.buy) : 'castle');
	const tabs = s.players.map((p) => tableau(p.tab ?? []));
	const used = new Set<string>();
	tabs.forEach((t) => t.cards.forEach((c) => used.add(c.card)));
	const castle = [...(s.castle ?? [])];
	const village = [...(s.village ?? [])];
	if (s.buy) {
		const disp = messenger === 'castle' ? castle : village;
		if (!disp.includes(s.buy)) disp.unshift(s.buy);
	}
	[...castle, ...village].forEach((c) => c && used.add(c));
	s.decks?.castle.forEach((c) => used.add(c));
	s.decks?.village.forEach((c) => used.add(c));
	s.discards?.castle.forEach((c) => used.add(c));
	s.discards?.village.forEach((c) => used.add(c));
	const fill = (disp: (string | null)[], loc: Loc) => {
		for (const id of ALL_IDS) {
			if (disp.length >= 3) break;
			if (locationOf(id) === loc && !used.has(id)) {
				disp.push(id);
				used.add(id);
			}
		}
	};
	fill(castle, 'castle');
	fill(village, 'village');
	const spec: E.PositionSpec = {
		players: s.players.map((p, i) => ({
			gold: p.gold ?? 10,
			keys: p.keys ?? 2,
			tableau: tabs[i].cards
		})),
		displays: { castle, village },
		messenger,
		seat
	};
	if (s.decks) spec.decks = s.decks;
	if (s.discards) spec.discards = s.discards;
	const game = engine.positionGame(spec);
	return { game, target: tabs[seat].target };
}

export function act(game: Game, seat: number, action: E.Action) {
	const r = engine.applyAction(game, seat, action);
	if (!r.ok) throw new Error(`action ${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
	return r.game;
}

/** Sets up, then the acting seat takes `s.buy` face up at '*'. */
export function buy(s: Setup & { buy: string }) {
	const { game, target } = setup(s);
	if (!target) throw new Error('no * target in the acting tableau');
	const seat = s.seat ?? 0;
	const g = act(game, seat, { type: 'take', card: s.buy, faceDown: false, x: target.x, y: target.y });
	return g;
}

export const view = (game: Game) => engine.viewFor(game, null);
export const toAct = (game: Game) => engine.toAct(game);
export const gold = (game: Game, seat: number) => view(game).players[seat].gold as number;
export const keys = (game: Game, seat: number) => view(game).players[seat].keys as number;

const idOf = (c: { card: string } | string | null) => (c && typeof c === 'object' ? c.card : c);
export const display = (game: Game, loc: Loc) => view(game).displays[loc].map(idOf);
export const messengerAt = (game: Game) => view(game).messenger as Loc;
export const discardPile = (game: Game, loc: Loc): string[] => {
	return view(game).discards[loc];
};
/** gold stored on a card of a seat's tableau */
export const purseGold = (game: Game, seat: number, card: string) => {
	const c = view(game).players[seat].tableau.find((t) => t.card === card);
	if (!c) throw new Error(`${card} not in tableau of seat ${seat}`);
	return (c.gold ?? 0) as number;
};
