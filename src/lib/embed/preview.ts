// The builder's live table: a real <castle-combo> (from this site's /embed.js) made
// in a host element and given the chosen attributes; a change of choices makes the
// element load its table again. Made here, not in markup, so the page needs none of
// Svelte's custom-element code (which would land in every page's framework chunk).
import { DEFAULT_ACCENT, elementAttributes, type EmbedChoices } from './snippet';

export function showPreview(host: HTMLElement, choices: EmbedChoices) {
	const element = host.querySelector('castle-combo') ?? host.appendChild(document.createElement('castle-combo'));
	const attributes = elementAttributes(choices);
	element.setAttribute('style', choices.accent === DEFAULT_ACCENT ? '' : `--castle-combo-accent: ${choices.accent}`);
	for (const name of element.getAttributeNames()) {
		if (name !== 'style' && !attributes.some(([n]) => n === name)) element.removeAttribute(name);
	}
	for (const [name, value] of attributes) {
		const text = value === true ? '' : value;
		if (element.getAttribute(name) !== text) element.setAttribute(name, text);
	}
}
