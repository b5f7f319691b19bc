// Numbers and durations written the way the page's language writes them (Intl).
import { m } from '$lib/paraglide/messages';
import { currentLocale } from './locale';

/** "30 sec", "30 Sek.", "2 min", "30 giây": a duration in whole seconds or minutes. */
export function formatDuration(seconds: number): string {
	const minutes = seconds >= 60 && seconds % 60 === 0;
	return new Intl.NumberFormat(currentLocale(), {
		style: 'unit',
		unit: minutes ? 'minute' : 'second',
		unitDisplay: 'short'
	}).format(minutes ? seconds / 60 : seconds);
}

// A list of names or amounts is joined by the messages, not Intl.ListFormat: the first
// ListFormat a page makes costs Chromium 70–80 ms (its locale data), and a table's first
// draw lists every card's shields and the log's amounts. The messages say what
// Intl.ListFormat's conjunction says in each language (test/lib/i18n/format.test.ts).
const unitLists = new Map<string, Intl.ListFormat>();

/** "Ada, Bo and Cy" / "Ada, Bo und Cy". A 'unit' list ("3, 4, 5") goes through Intl.ListFormat. */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
	if (type === 'conjunction') {
		if (items.length < 2) return items[0] ?? '';
		if (items.length === 2) return m.list_pair({ first: items[0], last: items[1] });
		const start = items.slice(1, -1).reduce((start, next) => m.list_next({ start, next }), items[0]);
		return m.list_end({ start, last: items[items.length - 1] });
	}
	const locale = currentLocale();
	let format = unitLists.get(`${locale} ${type}`);
	if (!format) unitLists.set(`${locale} ${type}`, (format = new Intl.ListFormat(locale, { type })));
	return format.format(items);
}

/** "42s", "42 s", "42 giây": a clock's seconds, short enough for a status bar. */
export function formatSeconds(seconds: number): string {
	return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(
		seconds
	);
}

/** "42 sec", "42 Sek.": a countdown in a sentence (whole seconds, never minutes, so it ticks evenly). */
export function formatCountdown(seconds: number): string {
	return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(
		seconds
	);
}

/** "2 hours", "24 Stunden", "2 timer": whole hours in words. */
export function formatHours(ms: number): string {
	return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
		Math.round(ms / 3_600_000)
	);
}

/**
 * "21 hr", "21 Std.", "45 min": how long a turn over days has left, in hours
 * (rounded) from an hour up, in whole minutes (rounded up) below.
 */
export function formatTimeLeft(ms: number): string {
	const minutes = Math.max(0, Math.ceil(ms / 60_000));
	const hours = minutes >= 60 ? Math.round(ms / 3_600_000) : null;
	return new Intl.NumberFormat(currentLocale(), {
		style: 'unit',
		unit: hours === null ? 'minute' : 'hour',
		unitDisplay: 'short'
	}).format(hours ?? minutes);
}
