// `npx tsx scripts/make-icons.ts`: draws the app's mark (a castle on the castle blue,
// the red Messenger pawn in its gate) and writes the favicon and the install icons
// into static/. The table's your-turn badge (src/lib/table/turn/your-turn.ts) draws
// the same castle. The PNGs are the SVG rasterised by Debian's Chromium, so they need
// no image tool; commit what it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser.ts';

const STATIC = 'static';

// The palette of src/routes/+layout.svelte.
const CASTLE = '#45607f';
const PAPER = '#e9eef5';
const GATE = '#23344a';
const RED = '#d8262e';
const RED_DEEP = '#6b0d12';

/** The castle and the pawn, on a 512-unit square, centred. */
const MARK = `<g transform="translate(0 -22)">
	<path fill="${PAPER}" d="M104 408V148h24v28h28v-28h28v84h28v-28h28v28h32v-28h28v28h28v-84h28v28h28v-28h24v260Z"/>
	<rect x="136" y="212" width="16" height="40" rx="8" fill="${GATE}"/>
	<rect x="360" y="212" width="16" height="40" rx="8" fill="${GATE}"/>
	<path fill="${GATE}" d="M216 408v-72a40 40 0 0 1 80 0v72Z"/>
	<g transform="translate(222 315) scale(3.4)" stroke="${RED_DEEP}" stroke-width="1.2">
		<circle cx="10" cy="6" r="4.6" fill="${RED}"/>
		<path d="M4 25 7.5 12h5L16 25Z" fill="${RED}"/>
		<path d="M3 25h14" stroke-width="2" stroke-linecap="round"/>
	</g>
</g>`;

/**
 * `any`: a rounded tile, the mark filling it. `maskable`: the colour to every edge and
 * the mark inside the central circle a platform's mask always keeps (80 %).
 */
function icon(purpose: 'any' | 'maskable'): string {
	const tile =
		purpose === 'any'
			? `<rect width="512" height="512" rx="112" fill="${CASTLE}"/>`
			: `<rect width="512" height="512" fill="${CASTLE}"/>`;
	const mark =
		purpose === 'any' ? MARK : `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${MARK}</g>`;
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${tile}${mark}</svg>\n`;
}

const PNGS: { file: string; purpose: 'any' | 'maskable'; size: number }[] = [
	{ file: 'icons/icon-192.png', purpose: 'any', size: 192 },
	{ file: 'icons/icon-512.png', purpose: 'any', size: 512 },
	{ file: 'icons/maskable-192.png', purpose: 'maskable', size: 192 },
	{ file: 'icons/maskable-512.png', purpose: 'maskable', size: 512 },
	// iOS rounds the corners itself and paints transparency black: the full tile.
	{ file: 'apple-touch-icon.png', purpose: 'maskable', size: 180 }
];

mkdirSync(join(STATIC, 'icons'), { recursive: true });
writeFileSync(join(STATIC, 'favicon.svg'), icon('any').replace(/\n\t*/g, ''));

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
	for (const { file, purpose, size } of PNGS) {
		const page = await browser.newPage({ viewport: { width: size, height: size } });
		const svg = icon(purpose).replace('<svg ', `<svg width="${size}" height="${size}" `);
		await page.setContent(`<body style="margin:0">${svg}</body>`);
		writeFileSync(join(STATIC, file), await page.locator('svg').screenshot({ omitBackground: true }));
		await page.close();
		console.log(`${file}  ${size}×${size}  ${purpose}`);
	}
} finally {
	await browser.close();
}
