// Card names in the page's language, with the article each language needs
// (messages/cards/<locale>.json: en, de and fr are the official digital
// edition's names; da and vi follow those editions' rulebooks).
import { CARDS } from '$engine/data';
import { getLocale } from '$lib/paraglide/runtime';
import da from '../../../messages/cards/da.json';
import de from '../../../messages/cards/de.json';
import en from '../../../messages/cards/en.json';
import fr from '../../../messages/cards/fr.json';
import vi from '../../../messages/cards/vi.json';

export interface CardWords {
	/** As printed on the card: "Judge", "Richter", "Juge", "Dommer", "Thẩm phán". */
	name: string;
	/**
	 * The card named in a sentence, as an object: "den Richter", "le Juge",
	 * "Dommeren", "His Holiness". Left out where the rule gives it: English
	 * "the Judge", Vietnamese (no article) the name itself.
	 */
	object?: string;
}

export type CardWordTable = Readonly<Record<string, CardWords>>;

/**
 * This page's table. The ternary on the marker (set in each locale's own bundle,
 * scripts/locale-split.ts) lets that bundle keep only its own locale's table.
 */
export function cardWordTable(): CardWordTable {
	const locale = globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? getLocale();
	return locale === 'de' ? de : locale === 'da' ? da : locale === 'vi' ? vi : locale === 'fr' ? fr : en;
}

/** English names as the engine's data spells them, for callers that still pass a name. */
const ID_BY_ENGLISH_NAME = new Map(CARDS.map((c) => [c.name, c.id]));

function words(idOrName: string): CardWords | undefined {
	const table = cardWordTable();
	return table[idOrName] ?? table[ID_BY_ENGLISH_NAME.get(idOrName) ?? ''];
}

/** The card's name in this page's language (an unknown id is shown as is). */
export function cardName(id: string): string {
	return words(id)?.name ?? id;
}

/** "the Judge", "den Richter", "le Juge", "Dommeren": the card as the object of a sentence. */
export function theCard(id: string): string {
	const w = words(id);
	if (!w) return id;
	if (w.object) return w.object;
	return (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? getLocale()) === 'en' ? `the ${w.name}` : w.name;
}
