// A translated sentence with an element inside it ("No table with the code
// <code>k7xq…</code>", "… on <a>the replay page</a>"): the message is rendered
// with markers in place of those parameters, then split at them, so each
// language keeps its own word order and the page draws the element where the
// marker landed.
const MARK = '\u{E001}';

/** The marker standing for slot `name` in a message's parameters. */
export const slot = (name: string) => `${MARK}${name}${MARK}`;

export type Piece = string | { slot: string };

/** Splits a message rendered with `slot(…)` parameters into text and slots. */
export function pieces(text: string): Piece[] {
	return text
		.split(MARK)
		.map((piece, i): Piece => (i % 2 ? { slot: piece } : piece))
		.filter((piece) => piece !== '');
}
