// Every locale's rules and card-detail words, read as a page in that locale reads
// them: the rules' data with its phrases in the locale, and the card detail's
// sentences (messages) bound to the locale, in the shape texts.ts walks.
import type { Location } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import { LOCATION_NAMES, SHIELD_NAMES } from '$lib/cards/card-words';
import { detailNotes } from '$lib/cards/detail-notes';
import * as words from '$lib/cards/detail-words';
import type { CardPlace } from '$lib/cards/detail-words';
import { whyText } from '$lib/cards/why';
import { m } from '$lib/paraglide/messages';
import { overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import { inLocale } from '../i18n/helpers';

/** Run an async load with Paraglide's locale set until it is done (one load at a time). */
export async function loadIn<T>(locale: Locale, load: () => Promise<T>): Promise<T> {
	overwriteGetLocale(() => locale);
	try {
		return await load();
	} finally {
		overwriteGetLocale(() => 'en');
	}
}

/** The shield and location names the card detail shows. */
export const namesIn = (locale: Locale) =>
	inLocale(locale, () => ({ shields: { ...SHIELD_NAMES }, locations: { ...LOCATION_NAMES } }));

export interface DetailWords {
	why(b: ScoreBreakdown, matches: string[], full: boolean): string;
	notes(card: Parameters<typeof detailNotes>[0]): string[];
	messenger(to: Location): string;
	faceDown: string;
	headings: { ability: string; scoring: string; shields: string; now: string };
	close: string;
	player(seat: number): string;
	printed(location: Location, cost: number): string;
	costNow(cost: number, printed: number, gold: number): string;
	paid(cost: number | null, faceDown: boolean, owner: string | null): string;
	pointsNow(points: number, owner: string | null, faceDown: boolean, final: boolean): string;
	where(place: CardPlace): string;
}

/** The card detail's words in one locale. */
export function cardWordsIn(locale: Locale): DetailWords {
	const bound =
		<A extends unknown[], R>(f: (...args: A) => R) =>
		(...args: A) =>
			inLocale(locale, () => f(...args));
	return inLocale(locale, () => ({
		why: bound(whyText),
		notes: bound(detailNotes),
		messenger: bound(words.messengerText),
		faceDown: words.faceDownText(),
		headings: {
			ability: m.cd_heading_ability(),
			scoring: m.cd_heading_scoring(),
			shields: m.cd_heading_shields(),
			now: m.cd_heading_now()
		},
		close: m.close(),
		player: bound(words.playerName),
		printed: bound(words.printedText),
		costNow: bound(words.costNowText),
		paid: bound(words.paidText),
		pointsNow: bound(words.pointsNowText),
		where: bound(words.whereText)
	}));
}
