// An embedded table's look from its address: `theme` (light, dark, or auto: the
// visitor's system) and `accent` (a hex colour for the main buttons and focus),
// as a style sheet (/embed/look.css) the embed pages link in their head. Made on
// the server, so the browser runs no theme code and the first paint has the colours.

/** The palette's dark values (the variables of src/routes/+layout.svelte). */
const DARK = `color-scheme:dark;--bg:#171614;--panel:#22201d;--ink:#eee8dc;--muted:#b2aa9c;
--castle:#9db7d6;--castle-paper:#26303c;--castle-tint:#2d3846;--village:#d2b178;--village-paper:#2f2e1f;
--village-tint:#363424;--gold-paper:#372f19;--gold-wash:#3a3117;--back-paper:#2c2733;--focus:#6aa9ff;
--green-text:#8ed49b;--red-text:#ff9096`;

/**
 * What keeps its light paper in the dark (cards, white controls, text fields, the
 * key and take choices, an ability's question, the settings): their own ink, green
 * and red included. A bare control (the language picker) and a free space of a
 * tableau have no paper of their own: they take the page's. Text fields get white
 * paper, or the browser's dark one would show under the light ink.
 */
const LIGHT_INSIDE = `html:root :is(.card,button:not(.primary,.spot),select:not(.bare),input,textarea,.keys,.decision,.take label,#table-settings){--ink:#1d1b18;--muted:#5f5a52;
--castle:#45607f;--castle-paper:#e9eef5;--castle-tint:#dfe6ef;--village:#6f5428;--village-paper:#eef0dc;
--village-tint:#e8e6cf;--gold-paper:#fff8e6;--gold-wash:#fff4d6;--back-paper:#ece6f2;--green-text:#1d5a2b;
--red-text:#a11a21;color:var(--ink)}html:root :is(input:not([type=checkbox],[type=radio],[type=range]),textarea){background-color:#fff}`;

const ACCENT = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** The style sheet for these query parameters ('' when the defaults apply). */
export function embedStyle(query: URLSearchParams): string {
	const theme = query.get('theme');
	const accent = query.get('accent') ?? '';
	const rules: string[] = [];
	if (theme === 'dark') rules.push(`html:root{${DARK}}${LIGHT_INSIDE}`);
	if (theme === 'auto') rules.push(`@media (prefers-color-scheme: dark){html:root{${DARK}}${LIGHT_INSIDE}}`);
	if (ACCENT.test(accent)) rules.push(`html:root{--green:${accent};--focus:${accent}}`);
	return rules.join('');
}

/** The address of that style sheet, or null when the defaults apply. */
export function embedLook(query: URLSearchParams): string | null {
	if (!embedStyle(query)) return null;
	const look = new URLSearchParams();
	for (const name of ['theme', 'accent']) if (query.has(name)) look.set(name, query.get(name)!);
	return `/embed/look.css?${look}`;
}
