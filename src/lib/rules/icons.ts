// What every language's rules, tips and card detail share: the icons they set in
// their prose, and small helpers for numbers and positions. No words here.
import type { Shield } from '$engine/index';
import type { Icon } from './content-types';

export const gold: Icon = { icon: 'gold' };
export const key: Icon = { icon: 'key' };
export const purse: Icon = { icon: 'purse' };
export const facedown: Icon = { icon: 'facedown' };
export const castle: Icon = { banner: 'castle' };
export const village: Icon = { banner: 'village' };
export const messenger: Icon = { pawn: 'messenger' };
export const shield = (s: Shield): Icon => ({ shield: s });
/** A position icon from its rows: mask('101,000,101') is the four corners. */
export const mask = (rows: string): Icon => ({ mask: rows.split(',').map((r) => [...r].map(Number)) });

export { positionName } from '$lib/cards/positions';

/** The nine spaces of the grid in reading order (row * 3 + column). */
export const spaceIndex = (p: { row: number; column: number }) => p.row * 3 + p.column;

/**
 * A plural picker for one language: `plural(n, { one: '# point', other: '# points' })`,
 * the form chosen by Intl.PluralRules and `#` replaced by the number as the language writes it.
 */
export function pluralizer(locale: string) {
	const rules = new Intl.PluralRules(locale);
	const numbers = new Intl.NumberFormat(locale);
	return (n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
		(forms[rules.select(n)] ?? forms.other).replaceAll('#', numbers.format(n));
}

/** "A, B and C" in a language (Intl.ListFormat). */
export const lister = (locale: string) => {
	const format = new Intl.ListFormat(locale, { type: 'conjunction' });
	return (items: string[]) => format.format(items);
};
