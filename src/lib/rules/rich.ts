// Reads the rules' written texts into what <RichText> draws: `{castle}`, `{gold}`,
// `{military}`, `{mask:101,000,101}` become icons, and `{startGold}`-style names become
// the numbers (or phrases) given, so the data never repeats a number the engine holds.
// A token it does not know stays as written, and the content tests catch it.
import type { Icon, Rich } from './content-types';

const SHIELDS: readonly string[] = ['nobility', 'faith', 'scholarship', 'military', 'craftsmanship', 'peasantry'];

/** `{mask:101,000,101}`: the marked spaces of the grid, row by row; `{price:4>3}`: 4 gold brought down to 3. */
function icon(name: string, arg = ''): Icon | undefined {
	if (name === 'mask' && /^[01]{3}(,[01]{3}){2}$/.test(arg))
		return { mask: arg.split(',').map((r) => [...r].map(Number)) };
	const price = name === 'price' ? /^(\d+)>(\d+)$/.exec(arg) : null;
	if (price) return { was: Number(price[1]), price: Number(price[2]) };
	if (arg) return undefined;
	if (name === 'messenger') return { pawn: 'messenger' };
	if (name === 'castle' || name === 'village') return { banner: name };
	if (name === 'gold' || name === 'key' || name === 'purse' || name === 'facedown') return { icon: name };
	return SHIELDS.includes(name) ? ({ shield: name } as Icon) : undefined;
}

/** `{name}` or `{name:argument}`, with the two as groups. */
const TOKEN = /\{(\w+)(?::([^}]+))?\}/g;

/** A written text as prose with icons; `values` fill the named numbers and phrases. */
export function rich(text: string, values: Readonly<Record<string, string | number>> = {}): Rich {
	const out: Rich = [];
	const push = (piece: string | Icon) => {
		if (typeof piece !== 'string') out.push(piece);
		else if (typeof out[out.length - 1] === 'string') out[out.length - 1] += piece;
		else if (piece) out.push(piece);
	};
	// split() keeps the groups: text, name, argument, text, name, argument, …, text.
	const parts = text.split(TOKEN);
	for (let i = 0; i < parts.length; i += 3) {
		push(parts[i]);
		if (i + 1 === parts.length) break;
		const [name, arg] = [parts[i + 1], parts[i + 2] as string | undefined];
		const value = arg === undefined ? values[name] : undefined;
		push(value === undefined ? (icon(name, arg) ?? `{${name}${arg === undefined ? '' : `:${arg}`}}`) : String(value));
	}
	return out;
}
