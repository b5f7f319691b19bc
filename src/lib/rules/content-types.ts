// The shapes of the rules content: the data each language writes (content/<locale>.json,
// tips/<locale>.json: texts with {tokens} for icons and numbers, see rich.ts) and what
// the Rules panel and the tips draw from it (text with inline icons).
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
	/** The icon drawn before the name (none for words on the cards). */
	icon: Rich | null;
	name: string;
	text: Rich;
}

/** The Rules panel's words in one language: its own labels, the sections and the icon legend. */
export interface RulesContent {
	locale: string;
	ui: {
		title: string;
		close: string;
		tabs: { rules: string; legend: string };
		contents: string;
		tips: { heading: string; text: string; again: string; done: string };
	};
	sections: Section[];
	legend: { title: string; groups: { title: string; entries: LegendEntry[] }[] };
}

export const TIP_IDS = ['first-pick', 'cant-afford', 'first-key', 'first-decision', 'last-turn'] as const;
export type TipId = (typeof TIP_IDS)[number];

/** The first-game tips of one language: a small chunk of its own, loaded when a tip shows. */
export type TipsContent = Record<TipId, { title: string; text: Rich; more: SectionId }> & {
	/** The tip button's word ("Tip"). */
	label: string;
	dismiss: string;
	more: string;
};

/* ------------------- as written in content/<locale>.json ------------------- */

type BlockData = { p: string } | { steps: string[] } | { bullets: string[] } | { note: string };

/** One language's rules as written: every text may hold {tokens}. */
export interface RulesData {
	ui: RulesContent['ui'];
	sections: { id: string; title: string; blocks: BlockData[] }[];
	legend: { title: string; groups: { title: string; entries: { icon?: string; name: string; text: string }[] }[] };
}

/** One language's tips as written (tips/<locale>.json). */
export type TipsData = Record<TipId, { title: string; text: string; more: string }> & {
	/** The tip button's word ("Tip"). */
	label: string;
	dismiss: string;
	more: string;
};
