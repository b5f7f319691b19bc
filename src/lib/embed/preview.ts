// The builder's live table: a real <castle-combo> (from this site's /embed.js) made
// in a host element and given the chosen attributes; a change of choices makes the
// element load its table again. Made here, not in markup, so the page needs none of
// Svelte's custom-element code (which would land in every page's framework chunk).
// A shared table (mode "room") is previewed with `preview`: the frame shows it if it
// is open and never creates the table the snippet names (its "Open it now" does, on a click).
import { ROOM_ID_PATTERN } from '$party/room-id';
import { DEFAULT_ACCENT, elementAttributes, type EmbedChoices } from './snippet';

/** A table code being typed shows in the preview once typing pauses this long. */
export const TYPING_PAUSE_MS = 700;

/**
 * How long to wait before the preview shows `next` (ms), given what it shows now;
 * null: not at all (a code that is no table id yet: the preview keeps what it shows).
 */
export function previewDelay(shown: EmbedChoices | null, next: EmbedChoices): number | null {
	if (next.mode === 'room' && !ROOM_ID_PATTERN.test(next.room)) return null;
	const typing = shown?.mode === 'room' && next.mode === 'room' && shown.room !== next.room;
	return typing ? TYPING_PAUSE_MS : 0;
}

export function showPreview(host: HTMLElement, choices: EmbedChoices) {
	const element = host.querySelector('castle-combo') ?? host.appendChild(document.createElement('castle-combo'));
	const attributes = elementAttributes(choices);
	if (choices.mode === 'room') attributes.push(['preview', true]);
	element.setAttribute('style', choices.accent === DEFAULT_ACCENT ? '' : `--castle-combo-accent: ${choices.accent}`);
	for (const name of element.getAttributeNames()) {
		if (name !== 'style' && !attributes.some(([n]) => n === name)) element.removeAttribute(name);
	}
	for (const [name, value] of attributes) {
		const text = value === true ? '' : value;
		if (element.getAttribute(name) !== text) element.setAttribute(name, text);
	}
}
