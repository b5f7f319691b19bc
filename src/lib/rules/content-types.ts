// The shape every rules locale provides (en.ts, de.ts, da.ts, vi.ts, fr.ts), and the
// first-game tips' shape (tips/<locale>.ts). Content is data: text with inline
// icons, so a translation never touches a component.
import type { Count, Effect, Location, Shield } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import type { Token } from '$lib/cards/card-text';

/** An icon drawn by <Glyph>, the Messenger pawn, or a card's discounted price. */
export type Icon = Exclude<Token, string> | { pawn: 'messenger' } | { price: number; was: number };

/** A run of prose: text pieces (spaces included by the author) and icons. */
export type Inline = string | Icon;
export type Rich = Inline[];

export type Block =
	| { p: Rich }
	| { steps: Rich[] }
	| { bullets: Rich[] }
	/** A short aside, set apart (an example, a reminder). */
	| { note: Rich };

export const SECTION_IDS = [
	'goal',
	'setup',
	'turn',
	'keys',
	'face-down',
	'placing',
	'abilities',
	'scoring',
	'end',
	'empty-location',
	'online'
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface Section {
	id: SectionId;
	title: string;
	blocks: Block[];
}

export interface LegendEntry {
	icon: Icon | null;
	name: string;
	text: Rich;
}

export const TIP_IDS = ['first-pick', 'cant-afford', 'first-key', 'first-decision', 'last-turn'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** The first-game tips of one language: a small module of its own, loaded when a tip shows. */
export type TipsContent = Record<TipId, { title: string; text: Rich; more: SectionId }> & {
	dismiss: string;
	more: string;
};

/** Where a card lies, for the card detail ("In Ada's tableau."). */
export type CardPlace =
	{ kind: 'display'; location: Location } | { kind: 'tableau'; owner: string | null } | { kind: 'discard' };

/**
 * The card detail's own sentences. What a card does and scores is written by
 * `abilityText`/`scoringText` ($lib/cards/sentences); these say what only the
 * detail says: where the card lies, what was paid, its cost and points now and why.
 * Every number is the engine's (effectiveCost, scoreBreakdown): never computed here.
 */
export interface CardWords {
	/** Extra explanations a card's rules need (neighbours, rows, purses…), deduplicated. */
	notes(card: { ability: { effects: Effect[] }; scoring: { count: Count }; purse: number | null }): string[];
	messenger(to: Location): string;
	faceDown: string;
	/** `shields` introduces the list of a card's shields, with its punctuation ("Shields:", « Blasons : »). */
	headings: { ability: string; scoring: string; shields: string; now: string };
	close: string;
	/** A seat without a name: "Player 2". */
	player(seat: number): string;
	/** "Castle card · printed cost 4 gold". */
	printed(location: Location, cost: number): string;
	/** Effective cost for the viewer now; `gold` is what the viewer holds (Infinity: not playing). */
	costNow(cost: number, printed: number, gold: number): string;
	/** "You bought it for 3 gold." / "Ada took it face down, …". `owner` null: the viewer. */
	paid(cost: number | null, faceDown: boolean, owner: string | null): string;
	/** One card's points in a tableau, from the engine's numbers (projected, or final once over). */
	pointsNow(points: number, owner: string | null, faceDown: boolean, final: boolean): string;
	/**
	 * Why a placed card scores what it does, from the engine's breakdown:
	 * "3 points × 2 Military shields in this column = 6 (Bombardier, Royal guard)".
	 * `matches`: names of the cards counted; `full`: the grid has all nine cards.
	 */
	why(breakdown: ScoreBreakdown, matches: string[], full: boolean): string;
	/** Where the card is: "In the Village display.", "In Ada's tableau.", "In a discard pile." */
	where(place: CardPlace): string;
}

export interface RulesContent {
	locale: string;
	names: { shields: Record<Shield, string>; locations: Record<Location, string> };
	ui: {
		title: string;
		close: string;
		tabs: { rules: string; legend: string };
		contents: string;
		tips: { heading: string; text: string; again: string; done: string };
	};
	sections: Section[];
	legend: { title: string; groups: { title: string; entries: LegendEntry[] }[] };
	card: CardWords;
}
