// The score pad for the cardboard game: players' 3×3 grids as entered, their
// compact form in the URL, and their scores, always from the engine's scoreTableau.
import { CARDS, findCard, type CardInfo, type Location, type Shield } from '$engine/data';
import { rankScores, scoreTableau } from '$engine/index';
import { cardName as localName } from '$lib/cards/card-names';
import { m } from '$lib/paraglide/messages';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const MAX_NAME = 24;
/** Keys and leftover gold are counted up to this. */
export const MAX_COUNT = 999;

/**
 * A laid card. `gold`: what the player put on this purse (face-up purses only, at most
 * its capacity). A face-down card may go unnamed: at the table nobody turns it over.
 */
export type PadCell = { card: string; faceDown: boolean; gold: number } | { card: null; faceDown: true; gold: 0 };

/** A face-down card whose name nobody knows. */
export const UNNAMED_FACE_DOWN: PadCell = Object.freeze({ card: null, faceDown: true, gold: 0 });

export interface PadPlayer {
	name: string;
	/** Nine cells in reading order (top row first); null = empty. */
	cells: (PadCell | null)[];
	keys: number;
	/** Leftover gold in stock (it goes onto purses with room first, as at the real end). */
	gold: number;
}

export interface Pad {
	players: PadPlayer[];
}

/** "Player 1", in the page's language (it becomes part of the pad's link once edited). */
export const defaultName = (i: number) => m.player_n({ number: i + 1 });

export function emptyPlayer(i: number): PadPlayer {
	return { name: defaultName(i), cells: Array(9).fill(null), keys: 0, gold: 0 };
}

export function newPad(count = MIN_PLAYERS): Pad {
	return { players: Array.from({ length: count }, (_, i) => emptyPlayer(i)) };
}

/** Purse capacity of a card as placed: face-down cards hold nothing. */
export function capacity(cell: PadCell | null): number {
	return cell && !cell.faceDown && cell.card !== null ? (findCard(cell.card)?.purse ?? 0) : 0;
}

/** A space of the grid by its reading-order index (0 top left … 8 bottom right). */
export const spotOf = (index: number) => ({ x: index % 3, y: Math.floor(index / 3) });
/** The reading-order index of a spot: spotOf's inverse. */
export const spotIndex = (spot: { x: number; y: number }) => spot.y * 3 + spot.x;

/** The player's laid cards with their spots, as the engine's tableau lists them. */
export function placedCards(player: PadPlayer) {
	return player.cells.flatMap((c, i) =>
		c ? [{ ...spotOf(i), card: c.card, faceDown: c.faceDown, gold: c.gold }] : []
	);
}

/** A whole number 0–max from what a number field holds ("" and junk are 0). */
export const wholeNumber = (value: unknown, max: number) => Math.max(0, Math.min(max, Math.floor(Number(value) || 0)));

/** The nine spaces in words, as the table's tableaux name them. */
export { POSITION_NAMES } from '$lib/cards/positions';

/* ---------------------------------- the URL --------------------------------- */
// One `p` parameter per player: `<cells>.<keys>.<gold>.<name>`. A cell is `_` (empty),
// `-` (face down, unnamed), or the card's index in the card list as 2 base-36 digits,
// then `D` if face down and `G<digit>` for gold on a purse (no capacity exceeds 9).
// E.g. `0aG2_-1c…`.

const VERSION = '1';
const CELL = /_|(-)|([0-9a-z]{2})(D?)(?:G(\d))?/y;

const code = (id: string) => (findCard(id)?.index ?? 0).toString(36).padStart(2, '0');

function encodePlayer(p: PadPlayer): string {
	const cells = p.cells
		.map((c) =>
			!c ? '_' : c.card === null ? '-' : `${code(c.card)}${c.faceDown ? 'D' : ''}${c.gold ? `G${c.gold}` : ''}`
		)
		.join('');
	return `${cells}.${p.keys}.${p.gold}.${p.name}`;
}

export function encodePad(pad: Pad): string {
	const params = new URLSearchParams({ v: VERSION });
	for (const p of pad.players) params.append('p', encodePlayer(p));
	return params.toString();
}

const clampInt = (raw: string | undefined, max: number) => {
	const n = Number.parseInt(raw ?? '', 10);
	return Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0;
};

/** Reads a pad from the URL's query. Anything malformed becomes empty; never throws. */
export function decodePad(params: URLSearchParams): Pad {
	const used = new Set<string>();
	const players = params
		.getAll('p')
		.slice(0, MAX_PLAYERS)
		.map((raw, i): PadPlayer => {
			const [cellText = '', keys, gold, ...rest] = raw.split('.');
			const cells: (PadCell | null)[] = [];
			CELL.lastIndex = 0;
			while (cells.length < 9 && CELL.lastIndex < cellText.length) {
				const m = CELL.exec(cellText);
				if (!m) break;
				if (m[1]) {
					cells.push({ ...UNNAMED_FACE_DOWN });
					continue;
				}
				const card = m[2] ? CARDS[Number.parseInt(m[2], 36)] : undefined;
				if (!card || used.has(card.id)) {
					cells.push(null);
					continue;
				}
				used.add(card.id);
				const cell: PadCell = { card: card.id, faceDown: m[3] === 'D', gold: 0 };
				cell.gold = Math.min(capacity(cell), Number(m[4] ?? 0));
				cells.push(cell);
			}
			while (cells.length < 9) cells.push(null);
			const name = rest.join('.').trim().slice(0, MAX_NAME);
			return { name: name || defaultName(i), cells, keys: clampInt(keys, MAX_COUNT), gold: clampInt(gold, MAX_COUNT) };
		});
	while (players.length < MIN_PLAYERS) players.push(emptyPlayer(players.length));
	return { players };
}

/* --------------------------------- scoring --------------------------------- */

export interface PadScore {
	/** Points per cell, reading order (0 for empty and face-down cells). */
	cells: number[];
	/** Gold on each purse after leftover gold was placed (reading order). */
	stored: number[];
	keys: number;
	total: number;
	/** Leftover gold the engine put onto purses with room. */
	goldPlaced: number;
	goldLeft: number;
	rank: number;
}

/** Scores every player with the engine, then ranks them: points, then gold left. */
export function scorePad(pad: Pad): PadScore[] {
	const scored = pad.players.map((p) => {
		const grid = [0, 1, 2].map((row) => p.cells.slice(row * 3, row * 3 + 3));
		const s = scoreTableau({ grid, keys: p.keys, gold: p.gold });
		return {
			cells: s.cells.flat(),
			stored: s.grid.flat().map((c) => c?.gold ?? 0),
			keys: s.keys,
			total: s.total,
			goldPlaced: p.gold - s.goldLeft,
			goldLeft: s.goldLeft
		};
	});
	return rankScores(scored);
}

/* --------------------------------- finding cards --------------------------------- */

/** A card's name in the page's language. */
export type CardName = (card: CardInfo) => string;
export const englishName: CardName = (card) => card.name;
/** The names the pad shows and searches: the card's name in the page's language. */
export const cardName: CardName = (card) => localName(card.id);

const fold = (s: string) =>
	s
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase();

/** Cards whose name contains every word typed, optionally of one location and shield. */
export function searchCards(
	query: string,
	filter: { location?: Location | null; shield?: Shield | null } = {},
	nameOf: CardName = englishName
): CardInfo[] {
	const words = fold(query).split(/\s+/).filter(Boolean);
	const q = words.join(' ');
	return CARDS.filter(
		(c) =>
			(!filter.location || c.location === filter.location) &&
			(!filter.shield || c.shields.includes(filter.shield)) &&
			words.every((w) => fold(nameOf(c)).includes(w))
	).sort((a, b) => {
		const an = fold(nameOf(a));
		const bn = fold(nameOf(b));
		return Number(!an.startsWith(q)) - Number(!bn.startsWith(q)) || an.localeCompare(bn);
	});
}
