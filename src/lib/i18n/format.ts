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

/** "Ada, Bo and Cy" / "Ada, Bo und Cy". */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
	return new Intl.ListFormat(currentLocale(), { type }).format(items);
}
