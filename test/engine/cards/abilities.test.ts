// Abilities on purchase of every card, worked out by hand from RULES.md.
// Tableau tokens: 'id' face up, '~id' face down, 'id+N' N gold on it,
// '.' empty, '*' where the bought card goes.  Start: 10 gold, 2 keys unless
// stated.  Shields: N Nobility, F Faith, S Scholarship, M Military,
// C Craftsmanship, P Peasantry.
import { describe, expect, test } from 'vitest';
import type { GameState } from '../../../engine/index.ts';
import { act, buy, discardPile, display, engine, gold, keys, messengerAt, purseGold, setup, toAct } from './helpers.ts';

type Loc = 'castle' | 'village';
// Cards with the messenger icon (RULES.md §9), typed by hand.
const CASTLE_MESSENGER = [
	'chaplain',
	'templar',
	'pilgrim',
	'nun',
	'architect',
	'goldsmith',
	'apothecary',
	'professor',
	'captain',
	'judge',
	'guildmaster',
	'royal-guard',
	'banker',
	'pawnbroker',
	'glassblower',
	'princess',
	'his-majesty',
	'jester',
	'scribe'
];
const VILLAGE_MESSENGER = [
	'vicar',
	'miraculously-cured',
	'doctor',
	'executioner',
	'barbarian',
	'militiaman',
	'stonemason',
	'sculptor',
	'clockmaker',
	'potter',
	'farmer',
	'locksmith',
	'carpenter',
	'witch',
	'monk',
	'shepherd',
	'usurper',
	'farmhand',
	'revolutionary'
];
const CASTLE_CARDS = [
	'steward',
	'his-holiness',
	'chaplain',
	'cardinal',
	'templar',
	'gravedigger',
	'alchemist',
	'astronomer',
	'pilgrim',
	'devout',
	'nun',
	'architect',
	'goldsmith',
	'apothecary',
	'professor',
	'officer',
	'captain',
	'judge',
	'patron',
	'guildmaster',
	'general',
	'knight',
	'lookout',
	'royal-guard',
	'banker',
	'pawnbroker',
	'chatelaine',
	'glassblower',
	'princess',
	'prince',
	'his-majesty',
	'queen-mother',
	'jester',
	'chancellor',
	'baron',
	'her-majesty-the-queen',
	'duchess',
	'scribe',
	'mother-superior'
];
const VILLAGE_CARDS = [
	'inventor',
	'spy',
	'vicar',
	'miraculously-cured',
	'squire',
	'philosopher',
	'doctor',
	'executioner',
	'barbarian',
	'militiaman',
	'bombardier',
	'stonemason',
	'blacksmith',
	'master-at-arms',
	'mercenary',
	'innkeeper',
	'sculptor',
	'clockmaker',
	'spice-merchant',
	'armorer',
	'potter',
	'farmer',
	'locksmith',
	'carpenter',
	'witch',
	'brigand',
	'woodcutter',
	'monk',
	'beggar',
	'stable-boy',
	'winemaker',
	'shepherd',
	'usurper',
	'traveler',
	'farmhand',
	'revolutionary',
	'fisherman',
	'baker',
	'beekeeper'
];
const locOf = (id: string): Loc => (CASTLE_CARDS.includes(id) ? 'castle' : 'village');
const other = (l: Loc): Loc => (l === 'castle' ? 'village' : 'castle');
/** where the messenger must be after buying `id` face up from its own location */
const messengerAfter = (id: string): Loc =>
	CASTLE_MESSENGER.includes(id) || VILLAGE_MESSENGER.includes(id) ? other(locOf(id)) : locOf(id);

const covered = new Set<string>();

/** The turn is over: next seat to play, bought card gone from its display (refilled to 3). */
function expectTurnEnded(g: GameState, card: string, nextSeat = 1) {
	expect(toAct(g)).toMatchObject({ seat: nextSeat, decision: 'turn' });
	const d = display(g, locOf(card));
	expect(d).not.toContain(card);
	expect(d.filter((c) => c)).toHaveLength(3);
	expect(messengerAt(g)).toBe(messengerAfter(card));
}

// ---------------------------------------------------------------------------
// 1. Flat gains and gains per count (the new card counts itself).
interface GainRow {
	card: string;
	tab: string[];
	gold: number; // expected after (start 10)
	keys: number; // expected after (start 2)
}
const gains: GainRow[] = [
	// chaplain 5: 1-shield cards: nun, baker, chaplain = 3 (goldsmith/inventor have 2, face-down no) → 10-5+3
	{ card: 'chaplain', tab: ['nun goldsmith inventor', '~knight baker *'], gold: 8, keys: 2 },
	// cardinal 4: Castle cards face up: nun, knight, cardinal = 3 keys (face-down judge no, baker Village)
	{ card: 'cardinal', tab: ['nun knight', '~judge baker', '* .'], gold: 6, keys: 5 },
	// devout 4: occupied after placing: nun, ~knight, devout = 3 → 6 empty → 10-4+6
	{ card: 'devout', tab: ['nun ~knight *'], gold: 12, keys: 2 },
	// nun 3: Castle face up: knight, nun = 2 (face-down judge no) → 10-3+2
	{ card: 'nun', tab: ['knight baker', '~judge *'], gold: 9, keys: 2 },
	// goldsmith 4: exactly 2 shields: inventor(S,S), stable-boy(P,N), goldsmith = 3 keys
	{ card: 'goldsmith', tab: ['inventor nun', 'stable-boy ~spy', '* .'], gold: 6, keys: 5 },
	// professor 4: types M (knight), P N (stable-boy), S (itself) = 4 (face-down monk's F no) → 10-4+4
	{ card: 'professor', tab: ['knight stable-boy', '~monk *'], gold: 10, keys: 2 },
	// officer 5: N: duchess2 + royal-guard1 = 3; M: royal-guard1 + knight1 + officer1 = 3 → 10-5+6
	{ card: 'officer', tab: ['duchess royal-guard', 'knight ~general', '* .'], gold: 11, keys: 2 },
	// judge 4: +2 keys
	{ card: 'judge', tab: ['nun', '*'], gold: 6, keys: 4 },
	// general 7: types F (nun), S (inventor), M (general) = 3 keys (face-down baker's P no)
	{ card: 'general', tab: ['nun inventor', '~baker *'], gold: 3, keys: 5 },
	// knight 5: Castle face up: nun, judge, knight = 3 (face-down cardinal no) → 10-5+3
	{ card: 'knight', tab: ['nun baker', 'judge ~cardinal', '* .'], gold: 8, keys: 2 },
	// lookout 6: M: master-at-arms2 + spy1 + lookout1 = 4 keys (face-down knight no)
	{ card: 'lookout', tab: ['master-at-arms spy', '~knight *'], gold: 4, keys: 6 },
	// pawnbroker 4: printed cost 4 face up: cardinal, spy, pawnbroker = 3 (knight 5, face-down devout no) → 10-4+3
	{ card: 'pawnbroker', tab: ['cardinal spy', '~devout knight', '* .'], gold: 9, keys: 2 },
	// glassblower 5: F: sculptor1 + mother-superior2 = 3; C: sculptor1 + glassblower1 = 2 → 10-5+5
	{ card: 'glassblower', tab: ['sculptor mother-superior', '~potter *'], gold: 10, keys: 2 },
	// prince 6: N: duchess2 + jester1 + prince1 = 4 → 10-6+4
	{ card: 'prince', tab: ['duchess jester', '~queen-mother *'], gold: 8, keys: 2 },
	// jester 3: 2 × N: duchess2 + stable-boy1 + jester1 = 4 → 10-3+8
	{ card: 'jester', tab: ['duchess stable-boy', '~prince *'], gold: 15, keys: 2 },
	// chancellor 6: S: inventor2 + judge1 + chancellor1 = 4 keys (face-down professor no)
	{ card: 'chancellor', tab: ['inventor judge', '~professor *'], gold: 4, keys: 6 },
	// her majesty 7: N: duchess2 + herself1 = 3 keys (face-down jester no)
	{ card: 'her-majesty-the-queen', tab: ['duchess .', '~jester *'], gold: 3, keys: 5 },
	// duchess 5: +2 keys
	{ card: 'duchess', tab: ['nun', '*'], gold: 5, keys: 4 },
	// scribe 4: F: mother-superior2 + monk1 + scribe1 = 4 (face-down nun no) → 10-4+4
	{ card: 'scribe', tab: ['mother-superior monk', '~nun *'], gold: 10, keys: 2 },
	// mother superior 5: +4 keys
	{ card: 'mother-superior', tab: ['nun', '*'], gold: 5, keys: 6 },
	// inventor 2: S: judge1 + inventor2 = 3 (face-down professor no) → 10-2+3
	{ card: 'inventor', tab: ['judge .', '~professor *'], gold: 11, keys: 2 },
	// vicar 0: Village face up: baker, winemaker, vicar = 3 (face-down spy no) → 10+3
	{ card: 'vicar', tab: ['baker winemaker', '~spy *'], gold: 13, keys: 2 },
	// miraculously cured 2: purse cards face up: sculptor, steward, itself = 3 keys (face-down potter no)
	{ card: 'miraculously-cured', tab: ['sculptor steward', '~potter *'], gold: 8, keys: 5 },
	// doctor 5: S: winemaker1 + doctor1 = 2; P: winemaker1 + farmer2 = 3 → 10-5+5 (face-down inventor no)
	{ card: 'doctor', tab: ['winemaker farmer', '~inventor *'], gold: 10, keys: 2 },
	// master at arms 2: M: knight1 + spy1 + itself2 = 4 (face-down captain no) → 10-2+4
	{ card: 'master-at-arms', tab: ['knight spy', '~captain *'], gold: 12, keys: 2 },
	// mercenary 6: types F (nun), S P (winemaker), M P (itself) = 4 (face-down goldsmith's C no) → 10-6+4
	{ card: 'mercenary', tab: ['nun winemaker', '~goldsmith *'], gold: 8, keys: 2 },
	// sculptor 3: F: mother-superior2 + nun1 + sculptor1 = 4 keys (face-down monk no)
	{ card: 'sculptor', tab: ['mother-superior nun', '~monk *'], gold: 7, keys: 6 },
	// clockmaker 3: C: potter2 + goldsmith1 + clockmaker1 = 4 (face-down guildmaster no) → 10-3+4
	{ card: 'clockmaker', tab: ['potter goldsmith', '~guildmaster *'], gold: 11, keys: 2 },
	// spice merchant 0: 2 × C: potter2 + itself1 = 3 → +6 (face-down clockmaker no)
	{ card: 'spice-merchant', tab: ['potter .', '~clockmaker *'], gold: 16, keys: 2 },
	// farmer 5: P: stable-boy1 + baker1 + farmer2 = 4 keys (face-down shepherd no)
	{ card: 'farmer', tab: ['stable-boy baker', '~shepherd *'], gold: 5, keys: 6 },
	// locksmith 4: C: potter2 + clockmaker1 + locksmith1 = 4 keys (face-down guildmaster no)
	{ card: 'locksmith', tab: ['potter clockmaker', '~guildmaster *'], gold: 6, keys: 6 },
	// carpenter 0: present F (nun), M (knight), C (itself); face-down stable-boy no → 3 missing → 3 keys
	{ card: 'carpenter', tab: ['nun knight', '~stable-boy *'], gold: 10, keys: 5 },
	// woodcutter 0: occupied incl. face-down: nun, ~knight, baker, woodcutter = 4 → 10+4
	{ card: 'woodcutter', tab: ['nun ~knight', 'baker *'], gold: 14, keys: 2 },
	// monk 4: F: mother-superior2 + nun1 + monk1 = 4 keys (face-down scribe no)
	{ card: 'monk', tab: ['mother-superior nun', '~scribe *'], gold: 6, keys: 6 },
	// beggar 0: occupied: nun, ~knight, judge, ~spy, beggar = 5 → 10+5
	{ card: 'beggar', tab: ['nun ~knight judge', '~spy * .'], gold: 15, keys: 2 },
	// stable boy 4: N: duchess2 + jester1 + itself1 = 4 keys (face-down prince no)
	{ card: 'stable-boy', tab: ['duchess jester', '~prince *'], gold: 6, keys: 6 },
	// winemaker 2: Village face up: baker, spy, winemaker = 3 (face-down vicar no) → 10-2+3
	{ card: 'winemaker', tab: ['baker spy', '~vicar *'], gold: 11, keys: 2 },
	// shepherd 5: occupied nun, ~knight, judge, baker, shepherd = 5 → 4 empty → 10-5+4
	{ card: 'shepherd', tab: ['nun ~knight judge', 'baker * .'], gold: 9, keys: 2 },
	// usurper 5: exactly 1 shield: nun, usurper = 2 keys (inventor has 2, face-down knight no)
	{ card: 'usurper', tab: ['nun inventor', '~knight *'], gold: 5, keys: 4 },
	// traveler 0: 3 × printed cost 0: baker, steward, traveler = 3 → +9 (face-down beggar no)
	{ card: 'traveler', tab: ['baker steward', '~beggar *'], gold: 19, keys: 2 },
	// revolutionary 4: Village face up: baker, spy, itself = 3 keys (face-down vicar no)
	{ card: 'revolutionary', tab: ['baker spy', '~vicar *'], gold: 6, keys: 5 },
	// devout as 9th card: 9 spaces occupied (2 face down) → 0 empty → 10-4
	{ card: 'devout', tab: ['nun ~knight judge', 'baker ~spy inventor', 'winemaker cardinal *'], gold: 6, keys: 2 },
	// woodcutter as 9th card: 9 occupied → 10+9
	{ card: 'woodcutter', tab: ['nun ~knight judge', 'baker ~spy inventor', 'winemaker cardinal *'], gold: 19, keys: 2 },
	// shepherd as first card: 1 occupied → 8 empty → 10-5+8
	{ card: 'shepherd', tab: ['*'], gold: 13, keys: 2 },
	// baker 0: P: farmer2 + baker1 = 3 gold; Village face up: farmer, baker = 2 keys (face-down shepherd no)
	{ card: 'baker', tab: ['farmer judge', '~shepherd *'], gold: 13, keys: 4 }
];

describe('gains on purchase', () => {
	test.each(gains.map((r) => [r.card, r] as const))('%s', (card, r) => {
		covered.add(card);
		const g = buy({
			players: [
				{ gold: 10, keys: 2, tab: r.tab },
				{ gold: 10, keys: 2, tab: ['his-holiness'] }
			],
			buy: card
		});
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: r.gold, keys: r.keys });
		expect({ gold: gold(g, 1), keys: keys(g, 1) }).toEqual({ gold: 10, keys: 2 }); // opponent untouched
		expectTurnEnded(g, card);
	});
});

// ---------------------------------------------------------------------------
// 2. Opponents gain (all other players, 4 players).
describe('opponents gain', () => {
	const four = (card: string) =>
		buy({
			players: [
				{ gold: 10, keys: 2, tab: ['nun', '*'] },
				{ gold: 10, keys: 2, tab: ['baker'] },
				{ gold: 10, keys: 2, tab: ['spy'] },
				{ gold: 10, keys: 2, tab: ['farmer'] }
			],
			buy: card
		});
	const others = (g: GameState) => [1, 2, 3].map((s) => ({ gold: gold(g, s), keys: keys(g, s) }));

	test('his-holiness: me +3 keys, every opponent +1 key', () => {
		covered.add('his-holiness');
		const g = four('his-holiness');
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 5 }); // 10-7, 2+3
		expect(others(g)).toEqual(Array(3).fill({ gold: 10, keys: 3 }));
		expectTurnEnded(g, 'his-holiness');
	});
	test('royal-guard: me +1 key, every opponent +1 key', () => {
		covered.add('royal-guard');
		const g = four('royal-guard');
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 6, keys: 3 }); // 10-4, 2+1
		expect(others(g)).toEqual(Array(3).fill({ gold: 10, keys: 3 }));
		expectTurnEnded(g, 'royal-guard');
	});
	test('his-majesty: every opponent +1 gold, me nothing', () => {
		covered.add('his-majesty');
		const g = four('his-majesty');
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 4, keys: 2 }); // 10-6
		expect(others(g)).toEqual(Array(3).fill({ gold: 11, keys: 2 }));
		expectTurnEnded(g, 'his-majesty');
	});
	test('patron: every opponent +2 gold, me nothing', () => {
		covered.add('patron');
		const g = four('patron');
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 2 }); // 10-7
		expect(others(g)).toEqual(Array(3).fill({ gold: 12, keys: 2 }));
		expectTurnEnded(g, 'patron');
	});
	test('innkeeper: 2 gold on each of my purses (itself too), every opponent +2 gold', () => {
		covered.add('innkeeper');
		const g = buy({
			players: [
				{ gold: 10, keys: 2, tab: ['potter+1 ~vicar', '* .'] },
				{ gold: 10, keys: 2, tab: ['baker'] },
				{ gold: 10, keys: 2, tab: ['spy'] },
				{ gold: 10, keys: 2, tab: ['farmer'] }
			],
			buy: 'innkeeper'
		});
		expect(purseGold(g, 0, 'potter')).toBe(3); // 1 + 2 (cap 4)
		expect(purseGold(g, 0, 'innkeeper')).toBe(2); // 0 + 2 (cap 6)
		expect(purseGold(g, 0, 'vicar')).toBe(0); // face down: no purse
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 10, keys: 2 }); // cost 0, purse gold is not stock
		expect(others(g)).toEqual(Array(3).fill({ gold: 12, keys: 2 }));
		expectTurnEnded(g, 'innkeeper');
	});
});

// ---------------------------------------------------------------------------
// 3. Gold on each purse / fill purses.
describe('purse abilities', () => {
	test('queen-mother: +2 on each face-up purse, capped, itself included', () => {
		covered.add('queen-mother');
		// beekeeper 8/9 → 9 (only 1 fits), MC 3/4 → 4, QM 0/5 → 2, face-down vicar none
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['beekeeper+8 miraculously-cured+3', '~vicar *'] }, { tab: ['baker'] }],
			buy: 'queen-mother'
		});
		expect(purseGold(g, 0, 'beekeeper')).toBe(9);
		expect(purseGold(g, 0, 'miraculously-cured')).toBe(4);
		expect(purseGold(g, 0, 'queen-mother')).toBe(2);
		expect(purseGold(g, 0, 'vicar')).toBe(0);
		expect(gold(g, 0)).toBe(7); // 10-3, the excess is not given to the player
		expectTurnEnded(g, 'queen-mother');
	});
	test('potter: +2 on each purse, itself included', () => {
		covered.add('potter');
		// sculptor 6/7 → 7, steward 0/3 → 2, potter 0/4 → 2
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['sculptor+6 steward', '* .'] }, { tab: ['baker'] }],
			buy: 'potter'
		});
		expect(purseGold(g, 0, 'sculptor')).toBe(7);
		expect(purseGold(g, 0, 'steward')).toBe(2);
		expect(purseGold(g, 0, 'potter')).toBe(2);
		expect(gold(g, 0)).toBe(8); // 10-2
		expectTurnEnded(g, 'potter');
	});
	test('beekeeper: +2 on each purse, full purse gets nothing', () => {
		covered.add('beekeeper');
		// vicar 5/5 full stays 5, innkeeper 5/6 → 6, face-down gravedigger none, beekeeper 0/9 → 2
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['vicar+5 innkeeper+5', '~gravedigger *'] }, { tab: ['baker'] }],
			buy: 'beekeeper'
		});
		expect(purseGold(g, 0, 'vicar')).toBe(5);
		expect(purseGold(g, 0, 'innkeeper')).toBe(6);
		expect(purseGold(g, 0, 'gravedigger')).toBe(0);
		expect(purseGold(g, 0, 'beekeeper')).toBe(2);
		expect(gold(g, 0)).toBe(8); // 10-2
		expectTurnEnded(g, 'beekeeper');
	});

	describe('steward', () => {
		test('only itself as purse: fills itself to 3, no decision', () => {
			covered.add('steward');
			const g = buy({ players: [{ gold: 10, keys: 2, tab: ['nun', '*'] }, { tab: ['baker'] }], buy: 'steward' });
			expect(purseGold(g, 0, 'steward')).toBe(3);
			expect(gold(g, 0)).toBe(10); // cost 0
			expectTurnEnded(g, 'steward');
		});
		test('two purses with space (a full one and a face-down one ignored): automatic', () => {
			// sculptor 3/7, potter 4/4 full, ~vicar face down → purses with space: sculptor, steward → both filled
			const g = buy({
				players: [{ gold: 10, keys: 2, tab: ['sculptor+3 potter+4', '~vicar *'] }, { tab: ['baker'] }],
				buy: 'steward'
			});
			expect(purseGold(g, 0, 'sculptor')).toBe(7);
			expect(purseGold(g, 0, 'potter')).toBe(4);
			expect(purseGold(g, 0, 'steward')).toBe(3);
			expect(purseGold(g, 0, 'vicar')).toBe(0);
			expectTurnEnded(g, 'steward');
		});
		const three = () =>
			buy({
				// purses with space: sculptor 3/7, vicar 1/5, steward 0/3 (potter 4/4 full) → 3 → choice
				players: [{ gold: 10, keys: 2, tab: ['sculptor+3 vicar+1', 'potter+4 *'] }, { tab: ['baker'] }],
				buy: 'steward'
			});
		test('three purses with space: purses decision; pick vicar + steward', () => {
			let g = three();
			expect(toAct(g)).toMatchObject({ seat: 0, decision: 'purses' });
			g = act(g, 0, { type: 'purses', cards: ['vicar', 'steward'] });
			expect(purseGold(g, 0, 'vicar')).toBe(5);
			expect(purseGold(g, 0, 'steward')).toBe(3);
			expect(purseGold(g, 0, 'sculptor')).toBe(3);
			expect(purseGold(g, 0, 'potter')).toBe(4);
			expect(gold(g, 0)).toBe(10);
			expectTurnEnded(g, 'steward');
		});
		test('three purses with space: pick sculptor + vicar (steward stays empty)', () => {
			let g = three();
			g = act(g, 0, { type: 'purses', cards: ['sculptor', 'vicar'] });
			expect(purseGold(g, 0, 'sculptor')).toBe(7);
			expect(purseGold(g, 0, 'vicar')).toBe(5);
			expect(purseGold(g, 0, 'steward')).toBe(0);
			expectTurnEnded(g, 'steward');
		});
		test('three purses with space: a full purse, a duplicate or a non-purse is not a valid pick', () => {
			const g = three();
			expect(engine.applyAction(g, 0, { type: 'purses', cards: ['potter', 'vicar'] }).ok).toBe(false);
			expect(engine.applyAction(g, 0, { type: 'purses', cards: ['vicar', 'vicar'] }).ok).toBe(false);
			expect(engine.applyAction(g, 0, { type: 'purses', cards: ['baker', 'vicar'] }).ok).toBe(false);
		});
	});

	describe('banker', () => {
		const start = () =>
			buy({
				players: [{ gold: 10, keys: 2, tab: ['vicar+4 potter', 'steward+3 *'] }, { tab: ['baker'] }],
				buy: 'banker'
			});
		test('asks an option', () => {
			covered.add('banker');
			expect(toAct(start())).toMatchObject({ seat: 0, decision: 'option' });
		});
		test('option 0: 2 gold on each purse, capped', () => {
			const g = act(start(), 0, { type: 'option', index: 0 });
			expect(purseGold(g, 0, 'vicar')).toBe(5); // 4 → 5 (cap 5)
			expect(purseGold(g, 0, 'potter')).toBe(2); // 0 → 2
			expect(purseGold(g, 0, 'steward')).toBe(3); // full
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 2 }); // 10-7
			expectTurnEnded(g, 'banker');
		});
		test('option 1: 3 keys, purses untouched', () => {
			const g = act(start(), 0, { type: 'option', index: 1 });
			expect(purseGold(g, 0, 'vicar')).toBe(4);
			expect(purseGold(g, 0, 'potter')).toBe(0);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 5 });
			expectTurnEnded(g, 'banker');
		});
	});
});

// ---------------------------------------------------------------------------
// 4. Discard from the other display: gain = printed cost, card to discard pile,
// display refilled at end of turn.
describe('discard from display', () => {
	const decks = { castle: ['knight', 'nun', 'judge'], village: ['farmer', 'beggar', 'woodcutter'] };
	const vill = ['brigand', 'baker', 'spy'];
	const start = (card: string, castle: string[], village: string[]) =>
		buy({
			players: [{ gold: 10, keys: 2, tab: ['cardinal', '*'] }, { tab: ['witch'] }],
			buy: card,
			castle,
			village,
			decks,
			discards: { castle: [], village: [] }
		});
	const sorted = (a: (string | null)[]) => [...a].sort();

	test('gravedigger: discard Brigand (7) from the Village display → +7 gold', () => {
		covered.add('gravedigger');
		let g = start('gravedigger', ['gravedigger', 'duchess', 'prince'], vill);
		expect(toAct(g)).toMatchObject({ seat: 0, decision: 'discard' });
		// a card not in the Village display is refused
		expect(engine.applyAction(g, 0, { type: 'discard', card: 'duchess' }).ok).toBe(false);
		g = act(g, 0, { type: 'discard', card: 'brigand' });
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 13, keys: 2 }); // 10-4+7
		expect(discardPile(g, 'village')).toEqual(['brigand']);
		expect(sorted(display(g, 'village'))).toEqual(['baker', 'farmer', 'spy']); // refilled from deck top
		expect(sorted(display(g, 'castle'))).toEqual(['duchess', 'knight', 'prince']);
		expect(purseGold(g, 0, 'gravedigger')).toBe(0);
		expectTurnEnded(g, 'gravedigger');
	});
	test('gravedigger: discard a 0-cost card → nothing gained', () => {
		let g = start('gravedigger', ['gravedigger', 'duchess', 'prince'], vill);
		g = act(g, 0, { type: 'discard', card: 'baker' });
		expect(gold(g, 0)).toBe(6); // 10-4+0
		expect(discardPile(g, 'village')).toEqual(['baker']);
	});
	test('guildmaster: discard Spy (4) from the Village display → +4 keys, messenger to Village', () => {
		covered.add('guildmaster');
		let g = start('guildmaster', ['guildmaster', 'duchess', 'prince'], vill);
		expect(toAct(g)).toMatchObject({ seat: 0, decision: 'discard' });
		g = act(g, 0, { type: 'discard', card: 'spy' });
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 5, keys: 6 }); // 10-5, 2+4
		expect(discardPile(g, 'village')).toEqual(['spy']);
		expect(sorted(display(g, 'village'))).toEqual(['baker', 'brigand', 'farmer']);
		expectTurnEnded(g, 'guildmaster');
	});
	test('executioner: discard Patron (7) from the Castle display → +7 gold, messenger to Castle', () => {
		covered.add('executioner');
		let g = start('executioner', ['patron', 'duchess', 'prince'], ['executioner', 'baker', 'spy']);
		expect(toAct(g)).toMatchObject({ seat: 0, decision: 'discard' });
		expect(engine.applyAction(g, 0, { type: 'discard', card: 'baker' }).ok).toBe(false); // Village card
		g = act(g, 0, { type: 'discard', card: 'patron' });
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 17, keys: 2 }); // 10-0+7
		expect(discardPile(g, 'castle')).toEqual(['patron']);
		expect(sorted(display(g, 'castle'))).toEqual(['duchess', 'knight', 'prince']);
		expect(sorted(display(g, 'village'))).toEqual(['baker', 'farmer', 'spy']);
		expectTurnEnded(g, 'executioner');
	});
});

// ---------------------------------------------------------------------------
// 5. Neighbour effects.  Seat 0 acts; its neighbours are seats 1 and n-1.
describe('best-neighbour effects', () => {
	const play = (card: string, own: string[], opps: string[][], ownGold = 10) =>
		buy({
			players: [{ gold: ownGold, keys: 2, tab: own }, ...opps.map((t) => ({ gold: 10, keys: 2, tab: t }))],
			buy: card
		});
	const answer = (g: GameState, seat: number) => act(g, 0, { type: 'neighbor', seat });

	describe('templar (gold per F of a neighbour, then keys per own M)', () => {
		// own M: knight1 + templar1 = 2 keys in every case
		test('2 players: opponent F = mother-superior2 + nun1 = 3 → 10-5+3, no decision', () => {
			covered.add('templar');
			const g = play('templar', ['knight', '*'], [['mother-superior nun']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 8, keys: 4 });
			expectTurnEnded(g, 'templar');
		});
		test('3 players, seat 1 F=1, seat 2 F=3: decision; each answer', () => {
			const start = () => play('templar', ['knight', '*'], [['nun'], ['mother-superior monk']]);
			expect(toAct(start())).toMatchObject({ seat: 0, decision: 'neighbor' });
			expect(engine.applyAction(start(), 0, { type: 'neighbor', seat: 0 }).ok).toBe(false); // not a neighbour
			const a = answer(start(), 1);
			expect({ gold: gold(a, 0), keys: keys(a, 0) }).toEqual({ gold: 6, keys: 4 }); // 10-5+1
			expectTurnEnded(a, 'templar');
			const b = answer(start(), 2);
			expect({ gold: gold(b, 0), keys: keys(b, 0) }).toEqual({ gold: 8, keys: 4 }); // 10-5+3
		});
		test('3 players, equal F (2 and 2): no decision', () => {
			const g = play('templar', ['knight', '*'], [['mother-superior'], ['nun monk']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 7, keys: 4 }); // 10-5+2
			expectTurnEnded(g, 'templar');
		});
		test('face-down cards of the neighbour do not count', () => {
			// 2 players: opponent nun + ~mother-superior → F 1
			const g = play('templar', ['knight', '*'], [['nun ~mother-superior']]);
			expect(gold(g, 0)).toBe(6);
		});
	});

	describe('spy (gold per own S, then keys per M of a neighbour)', () => {
		// own S: inventor2 + spy1 = 3 → 10-4+3 = 9 gold in every case
		test('2 players: opponent M = knight1 + master-at-arms2 = 3 keys', () => {
			covered.add('spy');
			const g = play('spy', ['inventor', '*'], [['knight master-at-arms']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 9, keys: 5 });
			expectTurnEnded(g, 'spy');
		});
		test('3 players, seat 1 M=1, seat 2 M=3: decision; each answer', () => {
			const start = () => play('spy', ['inventor', '*'], [['knight'], ['master-at-arms general']]);
			expect(toAct(start())).toMatchObject({ seat: 0, decision: 'neighbor' });
			const a = answer(start(), 1);
			expect({ gold: gold(a, 0), keys: keys(a, 0) }).toEqual({ gold: 9, keys: 3 });
			expectTurnEnded(a, 'spy');
			const b = answer(start(), 2);
			expect({ gold: gold(b, 0), keys: keys(b, 0) }).toEqual({ gold: 9, keys: 5 });
		});
	});

	describe('witch (gold per own P, then keys per F of a neighbour)', () => {
		// own P: baker1 + witch1 = 2 → 10-4+2 = 8 gold
		test('2 players: opponent F = nun1 + monk1 = 2 keys', () => {
			covered.add('witch');
			const g = play('witch', ['baker', '*'], [['nun monk']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 8, keys: 4 });
			expectTurnEnded(g, 'witch');
		});
		test('3 players, seat 1 F=2, seat 2 F=0: decision; each answer', () => {
			const start = () => play('witch', ['baker', '*'], [['mother-superior'], ['knight']]);
			expect(toAct(start())).toMatchObject({ seat: 0, decision: 'neighbor' });
			const a = answer(start(), 1);
			expect({ gold: gold(a, 0), keys: keys(a, 0) }).toEqual({ gold: 8, keys: 4 });
			const b = answer(start(), 2);
			expect({ gold: gold(b, 0), keys: keys(b, 0) }).toEqual({ gold: 8, keys: 2 });
			expectTurnEnded(b, 'witch');
		});
	});

	describe('brigand (keys per Castle card of a neighbour)', () => {
		test('2 players: opponent Castle face up = nun, knight = 2 (face-down judge no)', () => {
			covered.add('brigand');
			const g = play('brigand', ['baker', '*'], [['nun knight', '~judge farmer']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 4 }); // 10-7
			expectTurnEnded(g, 'brigand');
		});
		test('4 players: neighbours are seats 1 (1 Castle) and 3 (3 Castle); seat 2 (4) is not a neighbour', () => {
			const start = () =>
				play('brigand', ['baker', '*'], [['nun'], ['duchess prince', 'jester chancellor'], ['knight judge cardinal']]);
			expect(toAct(start())).toMatchObject({ seat: 0, decision: 'neighbor' });
			expect(engine.applyAction(start(), 0, { type: 'neighbor', seat: 2 }).ok).toBe(false);
			const a = answer(start(), 3);
			expect({ gold: gold(a, 0), keys: keys(a, 0) }).toEqual({ gold: 3, keys: 5 });
			expectTurnEnded(a, 'brigand');
			const b = answer(start(), 1);
			expect(keys(b, 0)).toBe(3);
		});
		test('3 players, equal (2 and 2): no decision', () => {
			const g = play('brigand', ['baker', '*'], [['nun knight'], ['judge cardinal']]);
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 3, keys: 4 });
			expectTurnEnded(g, 'brigand');
		});
	});
});

// ---------------------------------------------------------------------------
// 6. Choice cards: option 0 = 1 gold per shield of a kind in the best
// neighbour's tableau, option 1 = 2 keys.  2 players unless stated.
describe('choice cards', () => {
	const rows = [
		// barbarian 2: opponent S = inventor2 + judge1 = 3
		{ card: 'barbarian', opp: ['inventor judge'], cost: 2, perShield: 3 },
		// militiaman 2: opponent P = farmer2 + baker1 = 3
		{ card: 'militiaman', opp: ['farmer baker'], cost: 2, perShield: 3 },
		// bombardier 2: opponent C = potter2 + clockmaker1 = 3 (face-down guildmaster no)
		{ card: 'bombardier', opp: ['potter clockmaker', '~guildmaster .'], cost: 2, perShield: 3 },
		// blacksmith 5: opponent N = duchess2 + jester1 = 3
		{ card: 'blacksmith', opp: ['duchess jester'], cost: 5, perShield: 3 }
	];
	for (const r of rows) {
		describe(r.card, () => {
			const start = () =>
				buy({
					players: [
						{ gold: 10, keys: 2, tab: ['nun', '*'] },
						{ gold: 10, keys: 2, tab: r.opp }
					],
					buy: r.card
				});
			test('asks an option', () => {
				covered.add(r.card);
				expect(toAct(start())).toMatchObject({ seat: 0, decision: 'option' });
			});
			test(`option 0: +${r.perShield} gold`, () => {
				const g = act(start(), 0, { type: 'option', index: 0 });
				expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 10 - r.cost + r.perShield, keys: 2 });
				expectTurnEnded(g, r.card);
			});
			test('option 1: +2 keys', () => {
				const g = act(start(), 0, { type: 'option', index: 1 });
				expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 10 - r.cost, keys: 4 });
				expectTurnEnded(g, r.card);
			});
		});
	}
	// 3 players, option 0: the two neighbours give different amounts → decision.
	const three = [
		// militiaman 2: seat 1 P = baker1, seat 2 P = farmer2 + shepherd1 = 3
		{ card: 'militiaman', s1: ['baker'], s2: ['farmer shepherd'], cost: 2, a1: 1, a2: 3 },
		// bombardier 2: seat 1 C = potter2, seat 2 C = 0 (face-down clockmaker)
		{ card: 'bombardier', s1: ['potter'], s2: ['~clockmaker'], cost: 2, a1: 2, a2: 0 },
		// blacksmith 5: seat 1 N = jester1, seat 2 N = duchess2 + prince1 = 3
		{ card: 'blacksmith', s1: ['jester'], s2: ['duchess prince'], cost: 5, a1: 1, a2: 3 }
	];
	test.each(three.map((r) => [r.card, r] as const))('%s, 3 players: option 0 then each neighbour', (card, r) => {
		const start = () =>
			act(
				buy({
					players: [
						{ gold: 10, keys: 2, tab: ['nun', '*'] },
						{ gold: 10, keys: 2, tab: r.s1 },
						{ gold: 10, keys: 2, tab: r.s2 }
					],
					buy: card
				}),
				0,
				{ type: 'option', index: 0 }
			);
		expect(toAct(start())).toMatchObject({ seat: 0, decision: 'neighbor' });
		const a = act(start(), 0, { type: 'neighbor', seat: 1 });
		expect({ gold: gold(a, 0), keys: keys(a, 0) }).toEqual({ gold: 10 - r.cost + r.a1, keys: 2 });
		expectTurnEnded(a, card);
		const b = act(start(), 0, { type: 'neighbor', seat: 2 });
		expect({ gold: gold(b, 0), keys: keys(b, 0) }).toEqual({ gold: 10 - r.cost + r.a2, keys: 2 });
	});
	test('militiaman, 3 players, equal neighbours (P 2 and 2): option 0 needs no neighbour decision', () => {
		const g = act(
			buy({
				players: [
					{ gold: 10, keys: 2, tab: ['nun', '*'] },
					{ gold: 10, keys: 2, tab: ['farmer'] },
					{ gold: 10, keys: 2, tab: ['baker shepherd'] }
				],
				buy: 'militiaman'
			}),
			0,
			{ type: 'option', index: 0 }
		);
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 10, keys: 2 }); // 10-2+2
		expectTurnEnded(g, 'militiaman');
	});

	describe('3 players', () => {
		// barbarian: seat 1 S = judge1, seat 2 S = inventor2 + professor1 = 3
		const start = () =>
			buy({
				players: [
					{ gold: 10, keys: 2, tab: ['nun', '*'] },
					{ gold: 10, keys: 2, tab: ['judge'] },
					{ gold: 10, keys: 2, tab: ['inventor professor'] }
				],
				buy: 'barbarian'
			});
		test('option 0 then neighbour decision', () => {
			let g = act(start(), 0, { type: 'option', index: 0 });
			expect(toAct(g)).toMatchObject({ seat: 0, decision: 'neighbor' });
			g = act(g, 0, { type: 'neighbor', seat: 2 });
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 11, keys: 2 }); // 10-2+3
			expectTurnEnded(g, 'barbarian');
			const h = act(act(start(), 0, { type: 'option', index: 0 }), 0, { type: 'neighbor', seat: 1 });
			expect(gold(h, 0)).toBe(9); // 10-2+1
		});
		test('option 1: no neighbour decision', () => {
			const g = act(start(), 0, { type: 'option', index: 1 });
			expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 8, keys: 4 });
			expectTurnEnded(g, 'barbarian');
		});
	});
});

// ---------------------------------------------------------------------------
// 7. Discounts: own purchase at full price, the next one cheaper.
// Follow-up cards: duchess (Castle, 5, only keys) and farmer (Village, 5, only keys).
const discounts = [
	// card, printed cost, castle discount, village discount
	['alchemist', 6, 1, 1],
	['astronomer', 5, 1, 0],
	['pilgrim', 6, 0, 1],
	['architect', 4, 0, 1],
	['apothecary', 3, 1, 0],
	['captain', 5, 0, 1],
	['chatelaine', 2, 1, 0],
	['princess', 3, 1, 0],
	['baron', 3, 1, 1],
	['squire', 0, 1, 1],
	['philosopher', 2, 1, 0],
	['stonemason', 3, 0, 1],
	['armorer', 3, 1, 1],
	['farmhand', 0, 0, 1],
	['fisherman', 2, 1, 0]
] as const;

describe('discounts', () => {
	test.each(discounts)('%s: bought at full price %i; next purchase cheaper', (card, cost, dc) => {
		covered.add(card);
		const next = dc ? 'duchess' : 'farmer'; // a card of a discounted location
		const nextLoc: Loc = dc ? 'castle' : 'village';
		const castle = [...(locOf(card) === 'castle' ? [card] : []), ...(nextLoc === 'castle' ? [next] : [])];
		const village = [...(locOf(card) === 'village' ? [card] : []), ...(nextLoc === 'village' ? [next] : [])];
		let { game: g } = setup({
			players: [
				{ gold: 20, keys: 2, tab: ['nun'] },
				{ gold: 10, keys: 2, tab: ['baker'] }
			],
			messenger: locOf(card),
			castle,
			village
		});
		g = act(g, 0, { type: 'take', card, faceDown: false, x: 1, y: 0 });
		expect(gold(g, 0)).toBe(20 - cost); // own discount does not apply to itself
		expectTurnEnded(g, card);
		// seat 1 takes a card face down (not the follow-up card)
		const pick = display(g, messengerAt(g)).find((c) => c && c !== next)!;
		g = act(g, 1, { type: 'take', card: pick, faceDown: true, x: 1, y: 0 });
		expect(toAct(g)).toMatchObject({ seat: 0, decision: 'turn' });
		if (messengerAt(g) !== nextLoc) g = act(g, 0, { type: 'key', use: 'messenger' });
		const before = gold(g, 0);
		g = act(g, 0, { type: 'take', card: next, faceDown: false, x: 2, y: 0 });
		expect(gold(g, 0)).toBe(before - 4); // 5 - 1
	});

	// Discount card already in the tableau; buy a card of each location.
	test.each(discounts)('%s in tableau: Castle and Village prices', (card, _cost, dc, dv) => {
		for (const [next, d] of [
			['duchess', dc],
			['farmer', dv]
		] as const) {
			const g = buy({ players: [{ gold: 10, keys: 2, tab: [`${card} *`] }, { tab: ['baker'] }], buy: next });
			expect(gold(g, 0), next).toBe(10 - (5 - d)); // full price 5 where no discount applies
		}
	});

	test('discounts stack: baron + squire + princess → Castle −3 (duchess 5 → 2)', () => {
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['baron squire', 'princess *'] }, { tab: ['beggar'] }],
			buy: 'duchess'
		});
		expect(gold(g, 0)).toBe(8);
	});
	test('excess discount gives no gold: baron + squire + armorer, chatelaine (2) costs 0', () => {
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['baron squire', 'armorer *'] }, { tab: ['beggar'] }],
			buy: 'chatelaine'
		});
		expect(gold(g, 0)).toBe(10);
	});
	test('face-down discount cards give no discount: ~baron ~armorer, duchess costs 5', () => {
		const g = buy({
			players: [{ gold: 10, keys: 2, tab: ['~baron ~armorer', 'nun *'] }, { tab: ['beggar'] }],
			buy: 'duchess'
		});
		expect(gold(g, 0)).toBe(5);
	});
});

// ---------------------------------------------------------------------------
// 8. Face-down takes: no ability, no messenger move, +6 gold +2 keys.
describe('face-down take', () => {
	test.each(['judge', 'patron', 'steward', 'gravedigger'])('%s face down: +6 gold +2 keys, nothing else', (card) => {
		const { game, target } = setup({
			players: [
				{ gold: 10, keys: 2, tab: ['nun', '*'] },
				{ gold: 10, keys: 2, tab: ['baker'] }
			],
			buy: card
		});
		const g = act(game, 0, { type: 'take', card, faceDown: true, x: target!.x, y: target!.y });
		expect({ gold: gold(g, 0), keys: keys(g, 0) }).toEqual({ gold: 16, keys: 4 });
		expect({ gold: gold(g, 1), keys: keys(g, 1) }).toEqual({ gold: 10, keys: 2 });
		expect(messengerAt(g)).toBe('castle');
		expect(toAct(g)).toMatchObject({ seat: 1, decision: 'turn' });
	});
});

// Messenger: every card with the icon sends it to the other location, the
// others leave it where it is; checked by expectTurnEnded for all 78 cards.
describe('coverage', () => {
	test('every card has an ability case', () => {
		expect(CASTLE_MESSENGER.length + VILLAGE_MESSENGER.length).toBe(38);
		expect(CASTLE_CARDS.length + VILLAGE_CARDS.length).toBe(78);
		const missing = [...CASTLE_CARDS, ...VILLAGE_CARDS].filter((c) => !covered.has(c));
		expect(missing).toEqual([]);
	});
});
