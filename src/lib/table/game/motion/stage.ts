// The game's motion, drawn: plays the beats the queue (queue.svelte.ts) decides on
// the page as it is, with the Web Animations API. A card's flight is a copy of it,
// fixed over the page, from where it was to where it lands; the rest moves in
// place (FLIP: drawn in its new place, animated from the old). Only transform and
// opacity move, so the compositor does the work. A flight whose ends are not both
// on screen is skipped; nothing catches the pointer but the copies, which ignore it.
import { tick } from 'svelte';
import type { Stage } from './queue.svelte';
import type { Beat, Step } from './steps';

const EASE = 'cubic-bezier(.25,.7,.3,1)';
/** A highlight's length with reduced motion: a mark, not a movement. */
const HIGHLIGHT_MS = 180;
const MINE = '[aria-labelledby="my-title"]';
const panel = (seat: number) => `[data-testid="player-panel"][data-seat="${seat}"]`;
const displayCard = (card: string) => `[data-testid="display-card"][data-card="${card}"]`;

const find = (selector: string) => document.querySelector<HTMLElement>(selector);

function onScreen(rect: DOMRect | null | undefined): rect is DOMRect {
	return (
		!!rect && rect.width > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth
	);
}

/** Where a card lands: your tableau's card, or the square of the taker's thumbnail. */
const landing = (seat: number, mine: boolean, card: string, cell: number) =>
	(mine ? find(`${MINE} [data-testid="placed-card"][data-card="${card}"]`) : null) ??
	find(`${panel(seat)} [data-testid="show-tableau"] .cell:nth-child(${cell + 1})`);

/** A counter of gold or keys: in the seat's panel, and above your tableau for your own. */
const counters = (seat: number, what: 'gold' | 'keys', mine: boolean) =>
	[find(`${panel(seat)} [data-testid="${what}"]`), mine ? find(`[data-testid="my-${what}"]`) : null].filter(
		(el): el is HTMLElement => !!el
	);

/**
 * Where an element was, and a copy of it as it was, ready to fly (copyOf) and already
 * over it in the flight layer: its place may since show another card, or none.
 */
interface Snapshot {
	rect: DOMRect;
	copy: HTMLElement;
}

/**
 * A copy that can fly over the page: hidden from screen readers, out of the tab order,
 * and without ids or data attributes, so nothing that finds the page's cards (a
 * test, or this stage's next beat) finds the copy instead.
 */
function copyOf(el: HTMLElement): HTMLElement {
	const copy = el.cloneNode(true) as HTMLElement;
	for (const node of [copy, ...copy.querySelectorAll('*')])
		for (const name of node.getAttributeNames())
			if (name === 'id' || name.startsWith('data-')) node.removeAttribute(name);
	copy.setAttribute('aria-hidden', 'true');
	copy.inert = true;
	return copy;
}

/** A `size`-pixel square at the middle of `rect`. */
const middle = (rect: DOMRect, size: number) =>
	new DOMRect(rect.left + rect.width / 2 - size / 2, rect.top + rect.height / 2 - size / 2, size, size);

export class DomStage implements Stage {
	readonly #mySeat: () => number | null;
	#running: Animation[] = [];
	#copies: HTMLElement[] = [];
	#counting: { text: Text; to: number; frame: number }[] = [];
	#marked: { el: HTMLElement; outline: string }[] = [];
	#markTimer: ReturnType<typeof setTimeout> | undefined;
	/** What the beats start from, read while the page still showed the game before them. */
	#cards = new Map<string, Snapshot>();
	/** The cards of a display that ran out. */
	#gone = new Map<string, Snapshot[]>();
	#messenger: DOMRect | null = null;
	/** What the steps of a frame change on the page, done once all of them have read it. */
	#writes: (() => void)[] = [];
	/** Bumped by stop(): beats asked for before it never start. */
	#generation = 0;

	constructor(mySeat: () => number | null) {
		this.#mySeat = mySeat;
	}

	before(beats: Beat[]): void {
		this.#cards.clear();
		this.#gone.clear();
		this.#messenger = null;
		const copied = this.#copies.length;
		for (const step of beats.flat()) {
			if (step.kind === 'take') this.#snap(step.card);
			else if (step.kind === 'discard') for (const card of step.cards) this.#snap(card);
			else if (step.kind === 'removed') {
				const cards = document.querySelectorAll<HTMLElement>(
					`[data-testid="display-${step.location}"] [data-testid="display-card"]`
				);
				this.#gone.set(
					step.location,
					[...cards].map((el) => this.#snapshot(el)).filter((snapshot) => !!snapshot)
				);
			} else if (step.kind === 'messenger')
				this.#messenger = find('[data-testid="messenger"]')?.getBoundingClientRect() ?? null;
		}
		// Put over the page once every place is read: one added before a read made it lay the page out.
		const layer = flightLayer();
		for (const copy of this.#copies.slice(copied)) layer.appendChild(copy);
	}

	/**
	 * In the next frame, once the page draws the new game: every step reads where
	 * things are, then all of them start moving, so the page is laid out once.
	 */
	play(beats: Beat[], beatMs: number): void {
		const generation = this.#generation;
		requestAnimationFrame(() => {
			if (generation !== this.#generation) return;
			beats.forEach((beat, i) => {
				for (const step of beat) this.#step(step, i * beatMs, beatMs);
			});
			const writes = this.#writes;
			this.#writes = [];
			for (const write of writes) write();
		});
	}

	highlight(beats: Beat[]): void {
		void tick().then(() => {
			this.#unmark();
			for (const step of beats.flat()) for (const el of this.#changed(step)) this.#mark(el);
			this.#markTimer = setTimeout(() => this.#unmark(), HIGHLIGHT_MS);
		});
	}

	stop(): void {
		this.#generation++;
		for (const animation of this.#running) animation.cancel();
		for (const copy of this.#copies) copy.remove();
		for (const count of this.#counting) {
			cancelAnimationFrame(count.frame);
			count.text.nodeValue = String(count.to);
		}
		this.#running = [];
		this.#copies = [];
		this.#counting = [];
		this.#writes = [];
	}

	#snap(card: string): void {
		const el = find(displayCard(card));
		const snapshot = el && this.#snapshot(el);
		if (snapshot) this.#cards.set(card, snapshot);
	}

	/**
	 * An element on screen and a copy of it, which before() puts over it in the flight layer
	 * while the page still shows its last game: the copy is then laid out with the new game
	 * in the move's first frame, not in a second layout once the steps have read where things
	 * are (a card's copy is about a millisecond of style and layout on a phone, at no
	 * slowdown). A copy that does not fly is taken off when its step plays, or by stop().
	 */
	#snapshot(el: HTMLElement): Snapshot | null {
		const rect = el.getBoundingClientRect();
		if (!onScreen(rect)) return null;
		const copy = flying(copyOf(el), rect);
		this.#copies.push(copy);
		return { rect, copy };
	}

	/** A gold coin at `rect`, for gold that lands on a purse: put in the flight layer with the frame's other changes. */
	#coin(rect: DOMRect): HTMLElement {
		const coin = flying(document.createElement('span'), rect);
		Object.assign(coin.style, {
			borderRadius: '50%',
			background: 'var(--gold)',
			boxShadow: '0 0 0 2px var(--gold-light)'
		});
		this.#writes.push(() => {
			flightLayer().appendChild(coin);
			this.#copies.push(coin);
		});
		return coin;
	}

	#animate(el: Element, keyframes: Keyframe[], delay: number, duration: number, then?: () => void): void {
		this.#writes.push(() => {
			const animation = el.animate(keyframes, { delay, duration, easing: EASE, fill: 'backwards' });
			this.#running.push(animation);
			if (then) animation.onfinish = then;
		});
	}

	/** A snapshot's copy flying over the page from its place to `to`. */
	#fly({ rect, copy }: Snapshot, to: DOMRect, delay: number, duration: number, fade = false): void {
		const scale = Math.min(to.width / rect.width, to.height / rect.height) || 1;
		this.#animate(
			copy,
			[
				{ transform: 'none', opacity: 1 },
				{
					transform: `translate(${to.left - rect.left}px, ${to.top - rect.top}px) scale(${scale})`,
					opacity: fade ? 0 : 0.85
				}
			],
			delay,
			duration,
			() => copy.remove()
		);
	}

	/** `el` appears where it is drawn, from `from` (or from a little above it). */
	#arrive(el: HTMLElement, from: DOMRect | null, delay: number, duration: number): void {
		const at = el.getBoundingClientRect();
		if (!onScreen(at)) return;
		const start = onScreen(from)
			? `translate(${from.left - at.left}px, ${from.top - at.top}px) scale(0.4)`
			: 'translateY(-0.6rem) scale(0.9)';
		this.#animate(
			el,
			[
				{ transform: start, opacity: 0 },
				{ transform: 'none', opacity: 1 }
			],
			delay,
			duration
		);
	}

	#step(step: Step, delay: number, duration: number): void {
		const mine = 'seat' in step && step.seat === this.#mySeat();
		switch (step.kind) {
			case 'take': {
				const from = this.#cards.get(step.card);
				const target = landing(step.seat, mine, step.card, step.cell);
				const to = target?.getBoundingClientRect();
				if (from && onScreen(to)) {
					this.#fly(from, to, delay, duration);
					this.#animate(target!, [{ opacity: 0 }, { opacity: 1 }], delay + duration * 0.8, duration * 0.2);
					return;
				}
				from?.copy.remove();
				if (target) this.#arrive(target, null, delay, duration);
				return;
			}
			case 'count':
				for (const el of counters(step.seat, step.what, mine)) this.#count(el, step.from, step.to, delay, duration);
				return;
			case 'purse': {
				const from = counters(step.seat, 'gold', mine).at(-1)?.getBoundingClientRect();
				const target = landing(step.seat, mine, step.card, step.cell);
				const to = target?.getBoundingClientRect();
				if (onScreen(from) && onScreen(to)) {
					const rect = middle(from, 14);
					this.#fly({ rect, copy: this.#coin(rect) }, middle(to, 14), delay, duration, true);
				}
				if (target) this.#pop(target, delay + duration * 0.7, duration * 0.5);
				return;
			}
			case 'discard': {
				const to = find(`[data-testid="discard-${step.location}"]`)?.getBoundingClientRect();
				for (const card of step.cards) {
					const from = this.#cards.get(card);
					if (from && onScreen(to)) this.#fly(from, to, delay, duration, true);
					else from?.copy.remove();
				}
				return;
			}
			case 'refill': {
				const el = find(`[data-testid="display-${step.location}"] ${displayCard(step.card)}`);
				const deck = find(`[data-testid="deck-${step.location}"]`)?.getBoundingClientRect() ?? null;
				if (el) this.#arrive(el, deck, delay, duration);
				return;
			}
			case 'messenger': {
				const el = find('[data-testid="messenger"]');
				const from = this.#messenger;
				const at = el?.getBoundingClientRect();
				if (!el || !onScreen(from) || !onScreen(at)) return;
				const dx = from.left - at.left;
				const dy = from.top - at.top;
				this.#animate(
					el,
					[
						{ transform: `translate(${dx}px, ${dy}px)` },
						{ transform: `translate(${dx / 2}px, ${dy / 2 - 14}px)` },
						{ transform: 'none' }
					],
					delay,
					duration
				);
				return;
			}
			case 'removed':
				for (const from of this.#gone.get(step.location) ?? []) this.#fly(from, from.rect, delay, duration, true);
				return;
		}
	}

	/** A counter goes from `from` to `to` a unit at a time, and swells as it changes. */
	#count(el: HTMLElement, from: number, to: number, delay: number, duration: number): void {
		const text = el.firstChild;
		if (!(text instanceof Text) || !onScreen(el.getBoundingClientRect())) return;
		this.#pop(el, delay, duration);
		const start = performance.now() + delay;
		const count = { text, to, frame: 0 };
		const frame = (now: number) => {
			const done = Math.min(1, Math.max(0, (now - start) / duration));
			const shown = String(Math.round(from + (to - from) * done));
			// Written only when it changes: each write lays the panel out again.
			if (text.nodeValue !== shown) text.nodeValue = shown;
			if (done < 1) count.frame = requestAnimationFrame(frame);
		};
		count.frame = requestAnimationFrame(frame);
		this.#counting.push(count);
	}

	#pop(el: HTMLElement, delay: number, duration: number): void {
		if (!onScreen(el.getBoundingClientRect())) return;
		this.#animate(el, [{ transform: 'none' }, { transform: 'scale(1.3)' }, { transform: 'none' }], delay, duration);
	}

	/** What a step changed, as the page now draws it: what a highlight marks. */
	#changed(step: Step): (HTMLElement | null)[] {
		const mine = 'seat' in step && step.seat === this.#mySeat();
		switch (step.kind) {
			case 'take':
			case 'purse':
				return [landing(step.seat, mine, step.card, step.cell)];
			case 'count':
				return counters(step.seat, step.what, mine);
			case 'discard':
				return [find(`[data-testid="discard-${step.location}"]`)];
			case 'refill':
				return [find(`[data-testid="display-${step.location}"] ${displayCard(step.card)}`)];
			case 'messenger':
				return [find('[data-testid="messenger"]')];
			case 'removed':
				return [find(`[data-testid="display-${step.location}"]`)];
		}
	}

	#mark(el: HTMLElement | null): void {
		if (!el) return;
		this.#marked.push({ el, outline: el.style.outline });
		el.dataset.changed = '';
		el.style.outline = '3px solid var(--gold)';
	}

	#unmark(): void {
		clearTimeout(this.#markTimer);
		for (const { el, outline } of this.#marked) {
			delete el.dataset.changed;
			el.style.outline = outline;
		}
		this.#marked = [];
	}
}

/** `el` made to fly in the flight layer, from `rect` (where it is on the screen). */
function flying(el: HTMLElement, rect: DOMRect): HTMLElement {
	Object.assign(el.style, {
		position: 'absolute',
		left: `${rect.left}px`,
		top: `${rect.top}px`,
		width: `${rect.width}px`,
		height: `${rect.height}px`,
		margin: '0',
		transformOrigin: '0 0'
	});
	return el;
}

/**
 * Where the copies fly: one layer over the screen, which the pointer passes through and
 * whose size nothing in it changes (`contain: strict`), kept once made.
 */
function flightLayer(): HTMLElement {
	let layer = document.querySelector<HTMLElement>('body > [data-flights]');
	if (!layer) {
		layer = document.createElement('div');
		layer.dataset.flights = '';
		layer.setAttribute('aria-hidden', 'true');
		Object.assign(layer.style, {
			position: 'fixed',
			inset: '0',
			zIndex: '40',
			pointerEvents: 'none',
			contain: 'strict'
		});
		document.body.appendChild(layer);
	}
	return layer;
}
