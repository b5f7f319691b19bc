// Numbers and durations written the way the page's language writes them (Intl).
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

// Made once per language and kind: a card's label asks for one each time it is drawn.
const listFormats = new Map<string, Intl.ListFormat>();

/** "Ada, Bo and Cy" / "Ada, Bo und Cy". */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
	const locale = currentLocale();
	let format = listFormats.get(`${locale} ${type}`);
	if (!format) listFormats.set(`${locale} ${type}`, (format = new Intl.ListFormat(locale, { type })));
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
