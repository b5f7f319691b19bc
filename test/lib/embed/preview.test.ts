// When the builder's live table follows the choices (src/lib/embed/preview.ts): a
// table code being typed waits for a pause, and a code that is no id yet shows nothing.
import { expect, test } from 'vitest';
import { previewDelay, TYPING_PAUSE_MS } from '$lib/embed/preview';
import { DEFAULT_ACCENT, type EmbedChoices } from '$lib/embed/snippet';

const choices = (patch: Partial<EmbedChoices> = {}): EmbedChoices => ({
	mode: 'new',
	room: 'abcdefghijkmnpqr',
	bots: 2,
	seats: 3,
	level: 'medium',
	autostart: true,
	spectate: false,
	lang: 'en',
	theme: 'light',
	accent: DEFAULT_ACCENT,
	...patch
});

test('the first choices, and any change but the code, show at once', () => {
	expect(previewDelay(null, choices())).toBe(0);
	expect(previewDelay(choices(), choices({ bots: 1 }))).toBe(0);
	expect(previewDelay(choices(), choices({ mode: 'room' }))).toBe(0);
	const room = choices({ mode: 'room' });
	expect(previewDelay(room, choices({ mode: 'room', lang: 'fr' }))).toBe(0);
});

test('a code being typed shows once typing pauses; one that is no table id yet is never shown', () => {
	const room = choices({ mode: 'room', room: 'my-blog-table' });
	expect(previewDelay(room, choices({ mode: 'room', room: 'my-blog-table-2' }))).toBe(TYPING_PAUSE_MS);
	expect(previewDelay(room, choices({ mode: 'room', room: 'my-blog' }))).toBeNull();
	expect(previewDelay(room, choices({ mode: 'room', room: 'my blog table' }))).toBeNull();
	expect(previewDelay(null, choices({ mode: 'room', room: '' }))).toBeNull();
	expect(TYPING_PAUSE_MS).toBeGreaterThanOrEqual(300);
});
