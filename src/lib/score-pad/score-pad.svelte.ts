// The score pad being edited, as a controller the page only draws: its players,
// their points and ranking (from the engine, through pad.ts), the link that holds
// it, and which cell's editor is open.
import {
	decodePad,
	emptyPlayer,
	encodePad,
	MAX_COUNT,
	MAX_PLAYERS,
	MIN_PLAYERS,
	scorePad,
	wholeNumber,
	type Pad
} from './pad';

/** One space of one player's grid. */
export interface CellRef {
	player: number;
	/** Reading order, 0 (top left) to 8 (bottom right). */
	cell: number;
}

export class ScorePad {
	// Deriveds over the pad read it through a function: it is set in the constructor.
	pad: Pad;
	readonly scores = $derived.by(() => scorePad(this.pad));
	/** The pad as a query string: the link holds everything. */
	readonly query = $derived.by(() => encodePad(this.pad));
	/** Best first: by the engine's rank (points, then gold left), then in seat order. */
	readonly ranking = $derived.by(() =>
		this.scores
			.map((s, player) => ({ ...s, player, name: this.pad.players[player].name }))
			.sort((a, b) => a.rank - b.rank || a.player - b.player)
	);
	readonly canAddPlayer = $derived.by(() => this.pad.players.length < MAX_PLAYERS);
	readonly canRemovePlayer = $derived.by(() => this.pad.players.length > MIN_PLAYERS);

	/** The cell whose editor is open (null: closed). */
	editing = $state<CellRef | null>(null);
	/** The editor was opened once: it stays loaded from then on. */
	editorUsed = $state(false);
	/** What opened the editor, to give the focus back when it closes. */
	#opener: { focus(): void } | null = null;

	/** The pad as the URL's query has it (anything malformed reads as empty). */
	constructor(params: URLSearchParams) {
		this.pad = $state(decodePad(params));
	}

	/** Where the address bar should point, or null when it already shows this pad. */
	urlToWrite(currentSearch: string): `/score?${string}` | null {
		return currentSearch === `?${this.query}` ? null : `/score?${this.query}`;
	}

	addPlayer() {
		if (this.canAddPlayer) this.pad.players.push(emptyPlayer(this.pad.players.length));
	}

	removePlayer(player: number) {
		if (this.canRemovePlayer) this.pad.players.splice(player, 1);
	}

	/** Keys from a number field: a whole number 0–999. Returns what was kept, for the field to show. */
	setKeys(player: number, value: unknown): number {
		return (this.pad.players[player].keys = wholeNumber(value, MAX_COUNT));
	}

	/** Leftover gold from a number field, as setKeys. */
	setGold(player: number, value: unknown): number {
		return (this.pad.players[player].gold = wholeNumber(value, MAX_COUNT));
	}

	open(cell: CellRef, opener: { focus(): void } | null = null) {
		this.editing = cell;
		this.editorUsed = true;
		this.#opener = opener;
	}

	/** Closes the editor and gives the focus back to what opened it. */
	close() {
		this.editing = null;
		this.#opener?.focus();
	}
}
