// Reads the rules' written texts into what <RichText> draws: `{castle}`, `{gold}`,
// `{military}`, `{mask:101,000,101}` become icons, and `{startGold}`-style names become
// the numbers (or phrases) given, so the data never repeats a number the engine holds.
import type { Icon, Rich, SectionId } from './content-types';
import { SECTION_IDS } from './content-types';

const ICONS: Readonly<Record<string, Icon>> = {
	gold: { icon: 'gold' },
	key: { icon: 'key' },
	purse: { icon: 'purse' },
	facedown: { icon: 'facedown' },
	castle: { banner: 'castle' },
	village: { banner: 'village' },
	messenger: { pawn: 'messenger' },
	nobility: { shield: 'nobility' },
	faith: { shield: 'faith' },
	scholarship: { shield: 'scholarship' },
	military: { shield: 'military' },
	craftsmanship: { shield: 'craftsmanship' },
	peasantry: { shield: 'peasantry' }
};

/** `{mask:101,000,101}`: the marked spaces of the grid, row by row; `{price:4>3}`: 4 gold brought down to 3. */
function icon(name: string, arg: string | undefined): Icon | undefined {
	if (arg === undefined) return ICONS[name];
	if (name === 'mask') return { mask: arg.split(',').map((row) => [...row].map(Number)) };
	if (name === 'price') {
		const [was, price] = arg.split('>').map(Number);
		return { was, price };
	}
	return undefined;
}

/** `{name}` or `{name:argument}`. */
const TOKEN = /\{(\w+)(?::([^}]+))?\}/;

export type Values = Readonly<Record<string, string | number>>;

/** A written text as prose with icons; `values` fill the named numbers and phrases. */
export function rich(text: string, values: Values = {}): Rich {
	const out: Rich = [];
	const push = (piece: string | Icon) => {
		const last = out.length - 1;
		if (typeof piece !== 'string') out.push(piece);
		else if (typeof out[last] === 'string') out[last] += piece;
		else if (piece) out.push(piece);
	};
	// split() with the token's two groups: text, name, argument, text, name, argument, …, text.
	const parts = text.split(new RegExp(TOKEN.source, 'g'));
	for (let i = 0; i < parts.length; i += 3) {
		push(parts[i]);
		if (i + 1 >= parts.length) break;
		const [name, arg] = [parts[i + 1], parts[i + 2] as string | undefined];
		const value = arg === undefined ? values[name] : undefined;
		const found = value === undefined ? icon(name, arg) : undefined;
		if (value === undefined && !found) throw new Error(`Unknown {${name}} in the rules text: ${text}`);
		push(found ?? String(value));
	}
	return out;
}

/** A single icon written alone (a legend entry's). */
export function iconOf(text: string): Icon {
	const [only, ...rest] = rich(text);
	if (typeof only === 'string' || !only || rest.length) throw new Error(`Not one icon: ${text}`);
	return only;
}

/** A section named by the data (a tip's "more in the rules"), checked against the known ones. */
export function sectionId(id: string): SectionId {
	if (!(SECTION_IDS as readonly string[]).includes(id)) throw new Error(`Unknown rules section: ${id}`);
	return id as SectionId;
}
