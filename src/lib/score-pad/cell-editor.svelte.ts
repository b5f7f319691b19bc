// The cell editor's decisions, for a dialog that only draws them: which space is
// open, finding its card (by name, location, shield; each card is laid once on the
// pad) or laying a face-down card without naming it, face down, gold on a purse up
// to its capacity, clearing it, moving on, and why the card scores what it does
// (the engine's breakdown).
import { findCard, type Location, type Shield } from '$engine/data';
import { scoreBreakdown } from '$engine/preview';
import {
	capacity,
	cardName,
	placedCards,
	searchCards,
	spotIndex,
	spotOf,
	UNNAMED_FACE_DOWN,
	wholeNumber,
	type Pad
} from './pad';
import type { CellRef } from './score-pad.svelte';

export class CellEditor {
	/** The space being edited (null: the dialog is closed). */
	at = $state<CellRef | null>(null);
	/** Choosing a card (the search) rather than looking at the chosen one. */
	picking = $state(true);
	/** What is typed in the search. */
	query = $state('');
	location = $state<Location | null>(null);
	shield = $state<Shield | null>(null);

	readonly player = $derived.by(() => (this.at ? this.#pad().players[this.at.player] : null));
	readonly cell = $derived(this.at && this.player ? this.player.cells[this.at.cell] : null);
	/** The card laid here; undefined for an empty space or a face-down card nobody named. */
	readonly card = $derived(this.cell?.card ? findCard(this.cell.card) : undefined);
	/** How much gold the card holds here: 0 unless a face-up purse. */
	readonly capacity = $derived(capacity(this.cell));
	/** No more gold fits (or none can go): "One gold more" is off, and says why. */
	readonly purseFull = $derived(!!this.cell && this.cell.gold >= this.capacity);
	readonly purseEmpty = $derived(!this.cell || this.cell.gold <= 0);

	/** Cards laid elsewhere on the pad, by id, with who has each: a card exists once. */
	readonly used: Readonly<Record<string, string>> = $derived.by(() =>
		Object.fromEntries(
			this.#pad().players.flatMap((p, i) =>
				p.cells.flatMap((c, j) => (c?.card && !(this.at?.player === i && this.at.cell === j) ? [[c.card, p.name]] : []))
			)
		)
	);
	/** Who has this card laid elsewhere on the pad, if anyone. */
	ownerOf(id: string): string | undefined {
		return Object.hasOwn(this.used, id) ? this.used[id] : undefined;
	}

	/** The cards matching the search, names in the page's language. */
	readonly results = $derived(searchCards(this.query, { location: this.location, shield: this.shield }, cardName));

	/** Why this card scores what it does here: the engine's breakdown over this player's grid. */
	readonly why = $derived.by(() => {
		const { at, player, cell } = this;
		if (!at || !player || !cell?.card) return null;
		const tableau = placedCards(player);
		const breakdown = scoreBreakdown({ tableau, keys: player.keys, gold: player.gold }, spotOf(at.cell));
		const names = breakdown.matches.map((spot) => {
			const card = findCard(player.cells[spotIndex(spot)]?.card);
			return card ? cardName(card) : '?';
		});
		return { breakdown, names, full: tableau.length === 9 };
	});

	/** The next space of this player, then the next player's first; null after the last. */
	readonly next = $derived.by((): CellRef | null => {
		const { at } = this;
		if (!at) return null;
		if (at.cell < 8) return { player: at.player, cell: at.cell + 1 };
		return at.player + 1 < this.#pad().players.length ? { player: at.player + 1, cell: 0 } : null;
	});

	readonly #pad: () => Pad;

	/** `pad`: the pad being edited (read each time: the page's pad). */
	constructor(pad: () => Pad) {
		this.#pad = pad;
	}

	/** Opens a space: an empty one starts with the search, a laid one shows its card. */
	moveTo(at: CellRef) {
		this.at = at;
		this.picking = !this.#pad().players[at.player].cells[at.cell];
		this.query = '';
	}

	close() {
		this.at = null;
	}

	/** Lays a card in the open space (face up, no gold). */
	choose(id: string) {
		if (!this.at) return;
		this.#pad().players[this.at.player].cells[this.at.cell] = { card: id, faceDown: false, gold: 0 };
		this.picking = false;
	}

	/** Lays a face-down card without naming it: at the table nobody turns it over to read it. */
	chooseFaceDown() {
		if (!this.at) return;
		this.#pad().players[this.at.player].cells[this.at.cell] = { ...UNNAMED_FACE_DOWN };
		this.picking = false;
	}

	/** Enter in the search lays the first card not laid elsewhere; false when there is none. */
	chooseFirst(): boolean {
		const first = this.results.find((c) => this.ownerOf(c.id) === undefined);
		if (first) this.choose(first.id);
		return !!first;
	}

	/** Face down, a card holds no gold: what it had goes. */
	setFaceDown(down: boolean) {
		const { cell } = this;
		// An unnamed card stays face down: name it ("Another card") to turn it up.
		if (!cell || cell.card === null) return;
		cell.faceDown = down;
		cell.gold = Math.min(cell.gold, capacity(cell));
	}

	/** Gold on the purse, 0 to its capacity. Returns what was kept, for the field to show. */
	setGold(value: unknown): number {
		const { cell } = this;
		if (!cell || cell.card === null) return 0;
		return (cell.gold = wholeNumber(value, capacity(cell)));
	}

	/** Empties the space and goes back to the search. */
	clear() {
		if (!this.at) return;
		this.#pad().players[this.at.player].cells[this.at.cell] = null;
		this.picking = true;
	}

	/** Back to the search, keeping the card until another is chosen. */
	pickAnother() {
		this.picking = true;
	}

	/** Leaves the search for the card already there. */
	keep() {
		if (this.cell) this.picking = false;
	}

	toggleLocation(location: Location) {
		this.location = this.location === location ? null : location;
	}

	toggleShield(shield: Shield) {
		this.shield = this.shield === shield ? null : shield;
	}
}
