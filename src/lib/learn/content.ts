// The lesson's words per language (content/<locale>.json), loaded on demand like the
// rules panel's: a language adds only its file. Texts hold {tokens}: icons as in the
// rules ({gold}, {key}, {messenger}…), {card:id} for a card's name in the page's
// language, and named values the lesson fills from the game ({card}, {cost}…).
import { cardName } from '$lib/cards/card-text';
import { perLocale } from '$lib/i18n/locale';
import { rich } from '$lib/rules/rich';
import type { Rich } from '$lib/rules/content-types';
import type { StepId } from './script';
import type { TargetKind } from './targets';

export interface StepWords {
	/** What to do, in one sentence. */
	prompt: string;
	/** Why the lesson asks for it (another tap shows it). */
	why: string;
	/** Said when a tap is not the one asked for. */
	wrong: string;
}

export interface LessonWords {
	title: string;
	ui: {
		progress: string;
		why: string;
		hideWhy: string;
		wrong: string;
		botTurn: string;
		loading: string;
		/** Your seat's name at the lesson's table (the table says "(you)" beside it). */
		player: string;
	};
	targets: Record<TargetKind, string>;
	steps: Record<StepId, StepWords>;
	end: {
		title: string;
		text: string;
		keys: string;
		faceDown: string;
		next: string;
		bots: string;
		friends: string;
	};
}

const CARD = /\{card:([a-z-]+)\}/g;

/** A text as prose with icons: card names in the page's language, then the named values. */
export function lessonText(text: string, values: Readonly<Record<string, string | number>> = {}): Rich {
	return rich(
		text.replace(CARD, (_, id: string) => cardName(id)),
		values
	);
}

/** Plain words (labels, buttons): named values filled, no icons. */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
	return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

export const loadLessonWords = perLocale<LessonWords, LessonWords>(import.meta.glob('./content/*.json'), (d) => d);
