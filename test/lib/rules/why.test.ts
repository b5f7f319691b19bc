// The card detail's "why" in every locale, for every card in a few tableaux:
// a sentence with the engine's own numbers and the counted cards' names.
import { describe, expect, test } from 'vitest';
import { CARDS, findCard, type PlacedCard } from '$engine/index';
import { scoreBreakdown, type ScoreBreakdown } from '$engine/preview';
import { createRandom, shuffleInPlace } from '$engine/sim';
import { cardName } from '$lib/cards/card-names';
import { inLocale, LOCALES } from '../i18n/helpers';
import { cardWordsIn } from './load';

interface Grid {
	tableau: PlacedCard[];
	keys: number;
	gold: number;
}

/**
 * Every card three times over: three shuffles of the 78 cut into 3×3 grids: the
 * first all face up, the second with a face-down card in the centre, the third
 * still filling (6 cards, so positions are only "so far").
 */
function grids(): Grid[] {
	const out: Grid[] = [];
	for (const seed of ['a', 'b', 'c']) {
		const ids = shuffleInPlace(
			CARDS.map((c) => c.id),
			createRandom(`why:${seed}`)
		);
		for (let start = 0; start < ids.length; start += 9) {
			const n = out.length;
			const chunk = [...ids, ...ids].slice(start, start + 9);
			const size = seed === 'c' ? 6 : 9;
			const tableau = chunk.slice(0, size).map((card, i) => {
				const purse = findCard(card)?.purse ?? 0;
				const faceDown = seed === 'b' && i === 4;
				return { x: i % 3, y: Math.floor(i / 3), card, faceDown, gold: faceDown ? 0 : Math.min(purse, 2) };
			});
			out.push({ tableau, keys: n % 6, gold: n % 4 });
		}
	}
	return out;
}

const GRIDS = grids();

test('the tableaux hold every card, face up and in full grids', () => {
	const full = GRIDS.filter((g) => g.tableau.length === 9).flatMap((g) => g.tableau.filter((p) => !p.faceDown));
	expect(new Set(full.map((p) => p.card)).size).toBe(CARDS.length);
	expect(GRIDS.some((g) => g.tableau.some((p) => p.faceDown))).toBe(true);
	expect(GRIDS.some((g) => g.tableau.length < 9)).toBe(true);
});

/** Counts that read as "points × units = total"; the others (conditions) name the points alone. */
const isProduct = (b: ScoreBreakdown) => !b.counted.type.startsWith('if');

describe.each(LOCALES)('%s', (locale) => {
	const words = cardWordsIn(locale);

	test('every card of every tableau has a why, with the engine’s numbers and the counted cards', () => {
		let products = 0;
		for (const grid of GRIDS) {
			for (const placed of grid.tableau) {
				const b = scoreBreakdown(grid, placed);
				const names = inLocale(locale, () =>
					b.matches.map(({ x, y }) => cardName(grid.tableau.find((p) => p.x === x && p.y === y)!.card))
				);
				const text = words.why(b, names, grid.tableau.length === 9);
				const at = `${placed.card} in ${grid.tableau.map((p) => p.card).join(' ')}: ${text}`;
				expect(text, at).toMatch(/\.$/);
				expect(text, at).not.toMatch(/[{}]|undefined|NaN|null|\[object|\$\{/);
				if (b.faceDown) continue;
				expect(text, at).toContain(String(b.points));
				if (isProduct(b)) {
					products += 1;
					expect(text, at).toMatch(new RegExp(`^${b.perUnit}\\D.* × ${b.count}\\D.*= ${b.points}\\b`));
					for (const name of names) expect(text, at).toContain(name);
				}
			}
		}
		expect(products).toBeGreaterThan(100);
	});
});

describe('the why in each language, for the rulebook’s kind of example', () => {
	// Bombardier: 3 points per Military shield in its column; here two (itself and the Royal guard).
	const grid: Grid = {
		keys: 0,
		gold: 0,
		tableau: [
			{ x: 0, y: 0, card: 'bombardier', faceDown: false, gold: 0 },
			{ x: 0, y: 1, card: 'royal-guard', faceDown: false, gold: 0 },
			{ x: 1, y: 1, card: 'judge', faceDown: false, gold: 0 }
		]
	};
	const expected: Record<string, string> = {
		en: '3 points × 2 Military shields in this column = 6',
		de: '3 Punkte × 2 Militär-Wappen in dieser Spalte = 6',
		da: '3 point × 2 militærskjolde i denne kolonne = 6',
		vi: '3 điểm × 2 khiên Quân sự trên cột này = 6',
		fr: '3 points × 2 blasons Militaire dans cette colonne = 6'
	};
	test.each(LOCALES)('%s', async (locale) => {
		const b = scoreBreakdown(grid, { x: 0, y: 0 });
		expect(b.points).toBe(6);
		const card = cardWordsIn(locale);
		expect(card.why(b, ['A', 'B'], false)).toBe(`${expected[locale]} (A, B).`);
		// One unit takes the singular where the language has one.
		const one = scoreBreakdown(
			{ ...grid, tableau: grid.tableau.filter((p) => p.card !== 'royal-guard') },
			{ x: 0, y: 0 }
		);
		expect(one.count).toBe(1);
		expect(card.why(one, ['A'], false)).toMatch(
			{
				en: /× 1 Military shield in/,
				de: /× 1 Militär-Wappen/,
				da: /× 1 militærskjold i/,
				vi: /× 1 khiên/,
				fr: /× 1 blason Militaire dans/
			}[locale]!
		);
	});
});
