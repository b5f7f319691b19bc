// <castle-combo>: the custom element that /embed.js defines. It puts a table in an
// iframe on any page, fits the frame to the table's height, turns the table's
// messages into DOM events (checking where they come from, so the page author
// doesn't), sends the page's commands, and explains a frame the server refused.
// Bundled on its own by scripts/embed-script.ts, with no dependencies.

import { frameUrl, PASSED, SILENCE_MS, TABLE_EVENTS, tableMessage, type TableMessage } from './element-logic';

/** The words of the refusal notice, per language; filled in by the server from messages/. */
type Words = Record<string, { refused: string; open: string }>;
declare const EMBED_WORDS: Words;

const STYLE = `:host{display:block}iframe{display:block;width:100%;height:36rem;border:0;color-scheme:normal}
p{margin:0;padding:1rem;border:1px solid #ccc;border-radius:8px;font:1rem/1.4 system-ui,sans-serif}a{color:inherit}[hidden]{display:none}`;

class CastleCombo extends HTMLElement {
	static observedAttributes = ['mode', 'room', 'spectate', 'autostart', 'preview', ...PASSED];
	/** The table's id once it said so (a `ready` or any later message). */
	tableId: string | null = null;
	#frame: HTMLIFrameElement | null = null;
	#notice: HTMLElement | null = null;
	#silence: ReturnType<typeof setTimeout> | undefined;
	#heard = false;
	#pending = false;
	readonly #origin = new URL(import.meta.url).origin;

	connectedCallback() {
		addEventListener('message', this.#receive);
		this.#render();
	}

	disconnectedCallback() {
		removeEventListener('message', this.#receive);
		clearTimeout(this.#silence);
	}

	/** Attributes changed after the first render: one new frame for all of them. */
	attributeChangedCallback(_name: string, old: string | null, value: string | null) {
		if (!this.#frame || old === value || this.#pending) return;
		this.#pending = true;
		queueMicrotask(() => {
			this.#pending = false;
			this.#render();
		});
	}

	/** A rematch when the game is over and this visitor hosts it; in mode="new", otherwise a new table. */
	newGame() {
		this.#command({ type: 'newGame' });
	}

	/** The table in another language (en, de, da, vi, fr). */
	setLanguage(lang: string) {
		this.#command({ type: 'setLanguage', lang });
	}

	#command(command: Record<string, string>) {
		this.#frame?.contentWindow?.postMessage({ source: 'castle-combo', v: 1, ...command }, this.#origin);
	}

	#render() {
		const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
		const frame = document.createElement('iframe');
		frame.title = 'Castle Combo';
		frame.allow = 'clipboard-write';
		const accent = getComputedStyle(this).getPropertyValue('--castle-combo-accent').trim();
		frame.src = frameUrl(this.#origin, (name) => this.getAttribute(name), location.origin, accent);
		// The frame loaded but the table never spoke: refused by the server's frame-ancestors, or broken.
		frame.onload = () => {
			clearTimeout(this.#silence);
			if (!this.#heard) this.#silence = setTimeout(() => this.#refused(frame.src), SILENCE_MS);
		};
		const style = document.createElement('style');
		style.textContent = STYLE;
		this.#frame = frame;
		this.#notice = null;
		this.#heard = false;
		this.tableId = this.getAttribute('room');
		root.replaceChildren(style, frame);
	}

	#refused(src: string) {
		const lang = (this.getAttribute('lang') ?? document.documentElement.lang).slice(0, 2);
		const words = EMBED_WORDS[lang] ?? EMBED_WORDS.en;
		const notice = document.createElement('p');
		const link = document.createElement('a');
		link.href = src.replace(/\/embed\/(?!new)/, '/t/').replace(/\?.*/, '');
		link.target = '_blank';
		link.textContent = words.open;
		notice.setAttribute('role', 'alert');
		notice.part.add('notice');
		notice.textContent = `${words.refused} `;
		if (this.getAttribute('room')) notice.appendChild(link);
		this.#frame!.hidden = true;
		this.#notice = notice;
		this.shadowRoot!.appendChild(notice);
		this.#dispatch({ source: 'castle-combo', v: 1, type: 'error', code: 'refused' } as TableMessage);
	}

	#receive = (event: MessageEvent) => {
		const message = tableMessage(event, this.#frame, this.#origin);
		if (!message) return;
		// A slow first load, not a refusal after all.
		this.#heard = true;
		clearTimeout(this.#silence);
		this.#notice?.remove();
		this.#frame!.hidden = false;
		if (message.room) this.tableId = message.room;
		if (message.type === 'height' && Number.isFinite(message.height)) this.#frame!.style.height = `${message.height}px`;
		else if (TABLE_EVENTS.includes(message.type)) this.#dispatch(message);
	};

	#dispatch(message: TableMessage) {
		this.dispatchEvent(new CustomEvent(message.type, { detail: message }));
	}
}

// A page that loads the script twice keeps the first definition.
if (!customElements.get('castle-combo')) customElements.define('castle-combo', CastleCombo);
