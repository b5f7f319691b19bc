// End-of-game scoring of every card, worked out by hand from RULES.md.
// Grid tokens: 'id' face up, '~id' face down, 'id+N' N gold on the card.
// Shield letters in the comments: N Nobility, F Faith, S Scholarship,
// M Military, C Craftsmanship, P Peasantry.  Castle/Village = banner.
import { describe, expect, test } from 'vitest';
import type { PlayerScore } from '../../../engine/index.ts';
import { act, ALL_IDS, buy, engine, findCell, grid, toAct } from './helpers.ts';

interface Row {
	card: string;
	grid: string[];
	expectCell: number;
	keys?: number;
	gold?: number; // leftover stock, auto-placed onto face-up purses
	goldLeft?: number;
	also?: Record<string, number>; // other face-up cards' expected points
}

const rows: Row[] = [
	// ---------------------------------------------------------------- Castle
	{
		card: 'steward',
		grid: ['steward+1 queen-mother+5 judge', 'nun cardinal devout', 'chaplain scribe knight'],
		gold: 4,
		expectCell: 6, // queen mother is full (5/5); 2 of the 4 gold fit on steward → 3 gold × 2 = 6
		goldLeft: 2,
		also: { 'queen-mother': 10 }
	},
	{
		card: 'his-holiness',
		grid: ['his-holiness jester inventor', 'chatelaine ~farmer professor', 'nun scribe goldsmith'],
		expectCell: 12 // face up: F N S,S N,C S F F S,C → F N S C present; M, P missing (face-down Farmer's P ignored) → 2 × 6 = 12
	},
	{
		card: 'chaplain',
		grid: ['chaplain inventor vicar', 'judge ~beggar spy', 'nun winemaker knight'],
		expectCell: 8 // Village face up: inventor, vicar, spy, winemaker = 4 (face-down beggar no banner) → 4 × 2 = 8
	},
	{
		card: 'cardinal',
		grid: ['cardinal mother-superior monk', 'nun scribe ~sculptor', 'his-majesty judge devout'],
		expectCell: 12 // row: cardinal F1 + mother superior F2 + monk F1 = 4 → 12 (column would be 3, tableau 8)
	},
	{
		card: 'templar',
		grid: ['templar judge nun', 'knight cardinal devout', 'inventor baker spy'],
		keys: 7,
		expectCell: 7 // 1 per key held: 7
	},
	{
		card: 'gravedigger',
		grid: ['gravedigger+5 potter+1 judge', 'nun cardinal devout', 'inventor baker spy'],
		gold: 10,
		expectCell: 16, // free: gravedigger 3, potter 3 → 6 of 10 gold placed; gravedigger 8 × 2 = 16
		goldLeft: 4,
		also: { potter: 8 }
	},
	{
		card: 'alchemist',
		grid: ['alchemist baron judge', 'squire ~fisherman armorer', 'nun knight inventor'],
		expectCell: 16 // discount cards face up: alchemist (itself), baron, squire, armorer = 4 (face-down fisherman not) → 16
	},
	{
		card: 'astronomer',
		grid: ['judge nun knight', 'astronomer cardinal devout', 'inventor baker spy'],
		expectCell: 8 // left column → 8
	},
	{
		card: 'astronomer',
		grid: ['judge nun knight', 'cardinal astronomer devout', 'inventor baker spy'],
		expectCell: 0 // middle column → 0
	},
	{
		card: 'pilgrim',
		grid: ['pilgrim stable-boy ~spy', 'inventor clockmaker nun', 'knight baker judge'],
		expectCell: 12 // row: F | P,N | face-down (nothing) → 3 types × 4 = 12 (face-down spy's S, M ignored)
	},
	{
		card: 'devout',
		grid: ['devout jester nun', '~goldsmith inventor knight', 'judge baker monk'],
		expectCell: 10 // face up: F N F S,S M S P F,P → no C (face-down goldsmith's C ignored) → 10
	},
	{
		card: 'devout',
		grid: ['devout jester nun', '~goldsmith inventor knight', 'judge clockmaker monk'],
		expectCell: 0 // clockmaker shows C → 0
	},
	{
		card: 'nun',
		grid: ['nun mother-superior cardinal', 'monk judge inventor', '~sculptor scribe baker'],
		expectCell: 6 // column: nun F1 + monk F1 + face-down 0 = 2 → 6 (row would be 4 → 12)
	},
	{
		card: 'architect',
		grid: ['architect jester nun', 'knight ~farmer inventor', 'judge devout cardinal'],
		expectCell: 8 // tableau types: S N F M = 4 (face-down farmer's P ignored) → 8
	},
	{
		card: 'goldsmith',
		grid: ['judge nun knight', 'cardinal devout inventor', 'goldsmith baker spy'],
		expectCell: 6 // left column (bottom-left) → 6
	},
	{
		card: 'goldsmith',
		grid: ['judge nun goldsmith', 'cardinal devout inventor', 'knight baker spy'],
		expectCell: 0 // right column → 0
	},
	{
		card: 'apothecary',
		grid: ['apothecary inventor professor', 'chancellor knight nun', '~astronomer judge devout'],
		expectCell: 6 // column: apothecary S1 + chancellor S1 + face-down 0 = 2 → 6 (row would be 4)
	},
	{
		card: 'professor',
		grid: ['inventor professor ~astronomer', 'chancellor knight nun', 'judge devout jester'],
		expectCell: 9 // row: inventor S2 + professor S1 + face-down 0 = 3 → 9 (column 1, tableau 5)
	},
	{
		card: 'officer',
		grid: ['officer jester prince', 'royal-guard duchess knight', '~general nun inventor'],
		expectCell: 12 // N: jester1 prince1 royal-guard1 duchess2 = 5; M: officer1 royal-guard1 knight1 = 3 (face-down general no) → min 3 × 4 = 12
	},
	{
		card: 'captain',
		grid: ['judge nun captain', 'cardinal devout knight', 'inventor baker spy'],
		expectCell: 8 // right column → 8
	},
	{
		card: 'captain',
		grid: ['captain nun judge', 'cardinal devout knight', 'inventor baker spy'],
		expectCell: 0 // left column → 0
	},
	{
		card: 'judge',
		grid: ['judge nun knight', 'cardinal devout inventor', 'spy ~vicar jester'],
		expectCell: 6 // Castle face up: judge nun knight cardinal devout jester = 6; Village: inventor spy = 2 (face-down vicar none) → 2 pairs × 3 = 6
	},
	{
		card: 'patron',
		grid: ['patron baron duchess', '~general apothecary mercenary', 'shepherd traveler inventor'],
		expectCell: 20 // printed cost ≥5 face up: patron 7, duchess 5, mercenary 6, shepherd 5 = 4 (face-down general no) → 20
	},
	{
		card: 'guildmaster',
		grid: ['judge nun knight', 'cardinal devout inventor', 'baker guildmaster spy'],
		expectCell: 5 // bottom row → 5
	},
	{
		card: 'guildmaster',
		grid: ['judge nun knight', 'cardinal guildmaster inventor', 'baker devout spy'],
		expectCell: 0 // middle row → 0
	},
	{
		card: 'general',
		grid: ['general captain master-at-arms', 'mother-superior miraculously-cured cardinal', 'nun ~spy inventor'],
		expectCell: 18 // M: general1 captain2 master-at-arms2 = 5 → 1 set (face-down spy would make 6); F: MS2 MC2 cardinal1 nun1 = 6 → 2 sets; S: inventor 2 → 0; N C P 0 → 3 sets × 6 = 18
	},
	{
		card: 'knight',
		grid: ['jester knight prince', 'duchess royal-guard ~queen-mother', 'stable-boy his-majesty nun'],
		expectCell: 12 // row: jester1 + prince1; column: royal-guard1 + his-majesty1 → 4 × 3 = 12 (tableau N 7)
	},
	{
		card: 'lookout',
		grid: ['lookout knight duchess', 'stable-boy inventor devout', '~goldsmith judge cardinal'],
		expectCell: 12 // column: M | P,N | face-down → 3 types × 4 = 12 (row would be M,N = 2)
	},
	{
		card: 'royal-guard',
		grid: ['royal-guard knight nun', 'duchess jester prince', '~queen-mother inventor his-majesty'],
		expectCell: 9 // column: royal-guard N1 + duchess N2 + face-down 0 = 3 → 9 (row 1, tableau 6)
	},
	{
		card: 'banker',
		grid: ['banker vicar+3 potter+2', 'beekeeper+4 ~farmhand judge', 'nun knight inventor'],
		gold: 3,
		expectCell: 12, // 3+2+4 = 9 on purses, +3 leftover gold placed (free: vicar 2, potter 2, beekeeper 5) → 12 × 1 = 12
		goldLeft: 0
	},
	{
		card: 'pawnbroker',
		grid: ['pawnbroker cardinal devout', '~judge spy knight', 'nun witch inventor'],
		expectCell: 15 // printed cost exactly 4 face up: pawnbroker cardinal devout spy witch = 5 (face-down judge no) → 15
	},
	{
		card: 'chatelaine',
		grid: ['chatelaine nun ~spy', 'knight inventor farmer', 'judge baker devout'],
		expectCell: 6 // row: N,C | F | face-down → 3 types × 2 = 6 (column would be N C M S = 4)
	},
	{
		card: 'glassblower',
		grid: ['glassblower sculptor mother-superior', 'potter nun ~guildmaster', 'cardinal inventor knight'],
		expectCell: 16 // F: sculptor1 MS2 nun1 cardinal1 = 5; C: glassblower1 sculptor1 potter2 = 4 (face-down guildmaster no) → 4 × 4 = 16
	},
	{
		card: 'princess',
		grid: ['princess duchess ~prince', 'jester knight nun', 'inventor royal-guard judge'],
		expectCell: 9 // row: princess1 + duchess2 + face-down 0 = 3 → 9 (column 2)
	},
	{
		card: 'prince',
		grid: ['jester prince duchess', 'princess knight nun', 'his-majesty inventor judge'],
		expectCell: 16 // row: jester1 + prince1 + duchess2 = 4 → 16 (column 1)
	},
	{
		card: 'his-majesty',
		grid: ['his-majesty jester prince', 'knight duchess nun', 'princess inventor judge'],
		expectCell: 8 // column: his-majesty1 + knight0 + princess1 = 2 → 8 (row 3)
	},
	{
		card: 'queen-mother',
		grid: ['queen-mother+3 ~potter judge', 'nun cardinal devout', 'inventor baker spy'],
		gold: 5,
		expectCell: 10, // 2 of 5 gold fit (5 max); face-down potter is no purse → 5 × 2 = 10
		goldLeft: 3
	},
	{
		card: 'jester',
		grid: ['jester prince knight', 'duchess nun royal-guard', 'princess ~queen-mother his-majesty'],
		expectCell: 10 // row: jester1 prince1; column adds duchess2 princess1 → 5 × 2 = 10 (tableau 7)
	},
	{
		card: 'chancellor',
		grid: ['chancellor inventor spy', 'nun ~knight vicar', 'judge baker devout'],
		expectCell: 8 // Castle face up: chancellor (itself), nun, judge, devout = 4 → 8
	},
	{
		card: 'baron',
		grid: ['baron jester nun', '~farmer inventor knight', 'judge devout cardinal'],
		expectCell: 10 // no P face up (face-down farmer ignored) → 10
	},
	{
		card: 'baron',
		grid: ['baron jester nun', '~farmer inventor knight', 'judge devout stable-boy'],
		expectCell: 0 // stable-boy shows P → 0
	},
	{
		card: 'her-majesty-the-queen',
		grid: [
			'her-majesty-the-queen goldsmith chatelaine',
			'chancellor inventor ~guildmaster',
			'jester clockmaker knight'
		],
		expectCell: 30 // N: HMQ1 chatelaine1 chancellor1 jester1 = 4; S: goldsmith1 chancellor1 inventor2 = 4; C: goldsmith1 chatelaine1 clockmaker1 = 3 → 3 × 10 = 30
	},
	{
		card: 'duchess',
		grid: ['judge nun duchess', 'cardinal devout knight', 'inventor baker spy'],
		expectCell: 8 // top row → 8
	},
	{
		card: 'duchess',
		grid: ['judge nun knight', 'duchess devout cardinal', 'inventor baker spy'],
		expectCell: 0 // middle row → 0
	},
	{
		card: 'scribe',
		grid: ['scribe inventor ~astronomer', 'professor knight nun', 'chancellor judge devout'],
		expectCell: 12 // row: inventor S2; column: professor1 chancellor1 → 4 × 3 = 12 (tableau S 5)
	},
	{
		card: 'mother-superior',
		grid: ['mother-superior nun knight', 'cardinal devout judge', 'inventor baker spy'],
		expectCell: 5 // top row → 5
	},
	{
		card: 'mother-superior',
		grid: ['judge nun knight', 'cardinal devout spy', 'inventor baker mother-superior'],
		expectCell: 0 // bottom row → 0
	},
	// --------------------------------------------------------------- Village
	{
		card: 'inventor',
		grid: ['inventor spy ~vicar', 'judge baker nun', 'winemaker knight devout'],
		expectCell: 4 // Village face up: inventor (itself), spy, baker, winemaker = 4 → 4
	},
	{
		card: 'spy',
		grid: ['judge nun knight', 'cardinal spy inventor', 'baker devout winemaker'],
		expectCell: 6 // middle column → 6
	},
	{
		card: 'spy',
		grid: ['judge nun knight', 'spy cardinal inventor', 'baker devout winemaker'],
		expectCell: 0 // left column → 0
	},
	{
		card: 'vicar',
		grid: ['vicar+2 innkeeper judge', 'nun cardinal devout', 'inventor baker spy'],
		gold: 10,
		expectCell: 10, // free: vicar 3, innkeeper 6 = 9 of 10 gold placed → vicar 5 × 2 = 10
		goldLeft: 1,
		also: { innkeeper: 12 }
	},
	{
		card: 'miraculously-cured',
		grid: ['miraculously-cured+1 nun judge', 'knight cardinal devout', 'inventor baker spy'],
		expectCell: 2 // 1 gold, no leftover → 2
	},
	{
		card: 'squire',
		grid: ['squire clockmaker goldsmith', 'potter nun ~guildmaster', 'spice-merchant judge locksmith'],
		expectCell: 10 // row: clockmaker1 goldsmith1; column: potter2 spice-merchant1 → 5 × 2 = 10 (locksmith outside; tableau 6)
	},
	{
		card: 'philosopher',
		grid: ['philosopher jester nun', '~knight inventor baker', 'judge devout cardinal'],
		expectCell: 10 // no M face up (face-down knight ignored) → 10
	},
	{
		card: 'philosopher',
		grid: ['philosopher jester nun', '~knight inventor baker', 'judge devout spy'],
		expectCell: 0 // spy shows M → 0
	},
	{
		card: 'doctor',
		grid: ['doctor winemaker farmer', 'inventor baker ~shepherd', 'judge knight nun'],
		expectCell: 16 // S: doctor1 winemaker1 inventor2 judge1 = 5; P: winemaker1 farmer2 baker1 = 4 (face-down shepherd no) → 4 × 4 = 16
	},
	{
		card: 'executioner',
		grid: ['executioner nun knight', 'judge ~cardinal inventor', 'devout baker spy'],
		expectCell: 4 // Castle face up: nun knight judge devout = 4 (face-down cardinal no) → 4
	},
	{
		card: 'barbarian',
		grid: ['barbarian knight nun', '~inventor baker jester', 'devout cardinal farmer'],
		expectCell: 10 // no S face up (face-down inventor ignored) → 10
	},
	{
		card: 'barbarian',
		grid: ['barbarian knight nun', '~inventor baker jester', 'devout cardinal winemaker'],
		expectCell: 0 // winemaker shows S → 0
	},
	{
		card: 'militiaman',
		grid: ['militiaman master-at-arms ~knight', 'nun captain inventor', 'judge baker devout'],
		expectCell: 9 // row: militiaman1 + master-at-arms2 + face-down 0 = 3 → 9 (column 1)
	},
	{
		card: 'bombardier',
		grid: ['bombardier nun spy', 'captain inventor judge', '~knight baker devout'],
		expectCell: 9 // column: bombardier1 + captain2 + face-down 0 = 3 → 9 (row 2, tableau 4)
	},
	{
		card: 'stonemason',
		grid: ['stonemason nun clockmaker', 'potter inventor judge', '~guildmaster baker goldsmith'],
		expectCell: 9 // column: stonemason1 + potter2 + face-down 0 = 3 → 9 (row 2, tableau 5)
	},
	{
		card: 'blacksmith',
		grid: ['blacksmith goldsmith mother-superior', 'nun ~spy inventor', 'judge baker devout'],
		expectCell: 8 // exactly 2 shields face up: blacksmith, goldsmith, mother superior (F,F), inventor (S,S) = 4 (face-down spy no) → 8
	},
	{
		card: 'master-at-arms',
		grid: ['master-at-arms+1 nun judge', 'knight cardinal devout', 'inventor baker spy'],
		gold: 2,
		expectCell: 6, // 1 + 2 leftover = 3 (≤4) → 6
		goldLeft: 0
	},
	{
		card: 'mercenary',
		grid: ['mercenary monk knight', 'nun farmer captain', '~mother-superior inventor judge'],
		expectCell: 14 // F: monk1 nun1 = 2 (face-down MS no); M: merc1 knight1 captain2 = 4; P: merc1 monk1 farmer2 = 4 → 2 × 7 = 14
	},
	{
		card: 'innkeeper',
		grid: ['innkeeper+2 nun judge', 'knight cardinal devout', 'inventor baker spy'],
		gold: 3,
		expectCell: 10, // 2 + 3 = 5 (≤6) → 10
		goldLeft: 0
	},
	{
		card: 'sculptor',
		grid: ['sculptor nun judge', 'knight cardinal devout', 'inventor baker spy'],
		gold: 10,
		expectCell: 14, // 7 of 10 gold fit → 14
		goldLeft: 3
	},
	{
		card: 'clockmaker',
		grid: ['clockmaker potter nun', 'stonemason inventor judge', '~guildmaster baker devout'],
		expectCell: 9 // row: clockmaker1 + potter2 + nun0 = 3 → 9 (column 2)
	},
	{
		card: 'spice-merchant',
		grid: ['judge spice-merchant knight', 'cardinal nun devout', 'inventor baker spy'],
		expectCell: 0 // top row → 0 (middle-row yes case: rulebook example)
	},
	{
		card: 'armorer',
		grid: ['knight armorer spy', 'nun captain inventor', 'judge ~general devout'],
		expectCell: 12 // row: knight1 spy1; column: captain2 + face-down 0 → 4 × 3 = 12
	},
	{
		card: 'potter',
		grid: ['potter+2 nun judge', 'knight cardinal devout', 'inventor baker spy'],
		gold: 1,
		expectCell: 6, // 2 + 1 = 3 → 6
		goldLeft: 0
	},
	{
		card: 'farmer',
		grid: ['judge nun knight', 'cardinal devout spy', 'farmer baker inventor'],
		expectCell: 7 // bottom row → 7
	},
	{
		card: 'farmer',
		grid: ['farmer nun knight', 'cardinal devout spy', 'judge baker inventor'],
		expectCell: 0 // top row → 0
	},
	{
		card: 'locksmith',
		grid: ['locksmith nun knight', 'cardinal devout spy', 'judge baker inventor'],
		keys: 0,
		expectCell: 0 // 0 keys → 0 (11-key case: rulebook example)
	},
	{
		card: 'carpenter',
		grid: ['carpenter nun knight', 'cardinal ~devout spy', 'judge baker inventor'],
		expectCell: 8 // one face-down card → 8
	},
	{
		card: 'carpenter',
		grid: ['carpenter nun knight', 'cardinal devout spy', 'judge baker inventor'],
		expectCell: 0 // all face up → 0
	},
	{
		card: 'witch',
		grid: ['witch knight jester', '~monk inventor baker', 'judge farmer spy'],
		expectCell: 9 // no F face up (face-down monk ignored) → 9
	},
	{
		card: 'witch',
		grid: ['witch knight jester', '~monk inventor baker', 'judge farmer nun'],
		expectCell: 0 // nun shows F → 0
	},
	{
		card: 'brigand',
		grid: ['brigand inventor spy', 'baker winemaker ~farmer', 'farmhand traveler beggar'],
		expectCell: 14 // Village face up: 8 (face-down farmer no) → floor(8/3) = 2 × 7 = 14
	},
	{
		card: 'woodcutter',
		grid: ['judge nun knight', 'cardinal devout woodcutter', 'inventor baker spy'],
		expectCell: 5 // right column → 5
	},
	{
		card: 'woodcutter',
		grid: ['judge nun knight', 'cardinal woodcutter devout', 'inventor baker spy'],
		expectCell: 0 // middle column → 0
	},
	{
		card: 'monk',
		grid: ['monk farmer knight', 'baker nun ~shepherd', 'stable-boy inventor traveler'],
		expectCell: 10 // row: monk1 farmer2; column: baker1 stable-boy1 → 5 × 2 = 10 (traveler outside; tableau 6)
	},
	{
		card: 'beggar',
		grid: ['beggar mother-superior knight', 'nun inventor ~cardinal', 'monk judge devout'],
		expectCell: 8 // row: MS2; column: nun1 monk1 → 4 × 2 = 8 (devout outside; tableau 5)
	},
	{
		card: 'stable-boy',
		grid: ['stable-boy farmer baker', 'shepherd nun inventor', '~witch judge knight'],
		expectCell: 6 // column: stable-boy1 + shepherd1 + face-down 0 = 2 → 6 (row 4)
	},
	{
		card: 'winemaker',
		grid: ['winemaker knight nun', 'jester inventor judge', '~clockmaker baker devout'],
		expectCell: 6 // column: S,P | N | face-down → 3 types × 2 = 6 (row would be 4)
	},
	{
		card: 'shepherd',
		grid: ['shepherd farmer knight', 'baker nun inventor', '~witch judge devout'],
		expectCell: 9 // row: shepherd1 + farmer2 = 3 → 9 (column 2)
	},
	{
		card: 'usurper',
		grid: ['usurper nun knight', 'inventor ~judge jester', 'baker devout spy'],
		expectCell: 8 // Castle face up: nun knight jester devout = 4 (face-down judge no) → 8
	},
	{
		card: 'traveler',
		grid: ['traveler squire baker', '~woodcutter steward vicar', 'nun judge inventor'],
		expectCell: 10 // printed cost 0 face up: traveler squire baker steward vicar = 5 (face-down woodcutter no) → 10
	},
	{
		card: 'farmhand',
		grid: ['farmhand+4 beekeeper+9 judge', 'nun cardinal devout', 'inventor baker spy'],
		gold: 3,
		expectCell: 10, // beekeeper full; 1 of 3 gold fits on farmhand → 5 × 2 = 10
		goldLeft: 2,
		also: { beekeeper: 18 }
	},
	{
		card: 'revolutionary',
		grid: ['revolutionary knight nun', '~jester inventor baker', 'judge devout farmer'],
		expectCell: 9 // no N face up (face-down jester ignored) → 9
	},
	{
		card: 'revolutionary',
		grid: ['revolutionary knight nun', '~jester inventor baker', 'judge devout stable-boy'],
		expectCell: 0 // stable-boy shows N → 0
	},
	{
		card: 'fisherman',
		grid: ['judge nun knight', 'cardinal devout spy', 'inventor baker fisherman'],
		expectCell: 4 // bottom-right corner → 4
	},
	{
		card: 'fisherman',
		grid: ['judge nun knight', 'cardinal devout fisherman', 'inventor baker spy'],
		expectCell: 0 // right edge-middle → 0
	},
	{
		card: 'baker',
		grid: ['judge nun knight', 'baker devout spy', 'inventor cardinal winemaker'],
		expectCell: 3 // left edge-middle → 3
	},
	{
		card: 'baker',
		grid: ['judge nun knight', 'devout baker spy', 'inventor cardinal winemaker'],
		expectCell: 0 // centre → 0
	},
	{
		card: 'baker',
		grid: ['baker nun knight', 'devout judge spy', 'inventor cardinal winemaker'],
		expectCell: 0 // corner → 0
	},
	{
		card: 'beekeeper',
		grid: ['beekeeper+3 nun judge', 'knight cardinal devout', 'inventor baker spy'],
		gold: 4,
		expectCell: 14, // 3 + 4 = 7 (≤9) → 14
		goldLeft: 0
	}
];

// The rulebook's 75-point example (RULES.md §6). The face-down card is
// a Royal guard (N, M): if it were counted His Holiness would lose points.
const EXAMPLE = [
	'judge his-holiness locksmith',
	'clockmaker sculptor+2 spice-merchant',
	'banker ~royal-guard miraculously-cured+4'
];
rows.push(
	{ card: 'judge', grid: EXAMPLE, keys: 11, expectCell: 9 }, // 3 Castle (judge, HH, banker) + 5 Village → 3 pairs × 3
	{ card: 'his-holiness', grid: EXAMPLE, keys: 11, expectCell: 12 }, // F S C P present; N, M missing → 12
	{ card: 'locksmith', grid: EXAMPLE, keys: 11, expectCell: 11 }, // 11 keys
	{ card: 'clockmaker', grid: EXAMPLE, keys: 11, expectCell: 9 }, // row C: 1+1+1 → 9
	{ card: 'sculptor', grid: EXAMPLE, keys: 11, expectCell: 4 }, // 2 gold → 4
	{ card: 'spice-merchant', grid: EXAMPLE, keys: 11, expectCell: 5 }, // middle row → 5
	{ card: 'banker', grid: EXAMPLE, keys: 11, expectCell: 6 }, // 2 + 4 gold on purses → 6
	{ card: 'miraculously-cured', grid: EXAMPLE, keys: 11, expectCell: 8 } // 4 gold (full) → 8
);

const score = (r: Row) => engine.scoreTableau({ grid: grid(r.grid), keys: r.keys ?? 0, gold: r.gold ?? 0 });

describe('card scoring (hand-worked grids)', () => {
	test.each(rows.map((r, i) => [`${r.card} #${i}`, r] as const))('%s', (_name, r) => {
		const res = score(r);
		const [row, col] = findCell(r.grid, r.card);
		expect(res.cells[row][col]).toBe(r.expectCell);
		for (const [other, pts] of Object.entries(r.also ?? {})) {
			const [orow, ocol] = findCell(r.grid, other);
			expect(res.cells[orow][ocol], other).toBe(pts);
		}
		if (r.goldLeft !== undefined) expect(res.goldLeft).toBe(r.goldLeft);
		// face-down cards always score 0
		grid(r.grid).forEach((line, y) =>
			line.forEach((cell, x) => {
				if (cell.faceDown) expect(res.cells[y][x]).toBe(0);
			})
		);
	});

	test('every card has at least one scoring case', () => {
		const covered = new Set(rows.map((r) => r.card));
		const missing: string[] = [];
		for (const id of ALL) if (!covered.has(id)) missing.push(id);
		expect(missing).toEqual([]);
		expect([...ALL].sort()).toEqual([...ALL_IDS].sort());
	});
	// The rulebook's 75-point example itself is in test/engine/scoring.test.ts.
});

// The last card of the game, played through applyAction: the game ends, leftover
// gold goes onto purses automatically, scores(game) scores the real tableau.
describe('end of game through play (rulebook example, Banker bought last)', () => {
	const last = () =>
		buy({
			seat: 1,
			players: [
				{ gold: 0, keys: 0, tab: ['nun knight cardinal', 'devout inventor baker', 'spy winemaker prince'] },
				{
					gold: 10,
					keys: 8,
					tab: [
						'judge his-holiness locksmith',
						'clockmaker sculptor+2 spice-merchant',
						'* ~royal-guard miraculously-cured+4'
					]
				}
			],
			buy: 'banker'
		});
	const at = (s: PlayerScore, x: number, y: number) => s.cells.find((c) => c.x === x && c.y === y)?.points;
	test('option 1 (+3 keys): 3 gold left → sculptor 5 → 84', () => {
		const g = act(last(), 1, { type: 'option', index: 1 });
		expect(toAct(g)).toBeNull();
		const s = engine.scores(g)[1];
		// keys 8+3 = 11; gold 10-7 = 3 → all onto sculptor (2 → 5)
		// judge 9, HH 12, locksmith 11 / clockmaker 9, sculptor 10, spice 5 / banker 5+4 = 9, 0, MC 8 → 73 + 11
		expect(at(s, 1, 1)).toBe(10);
		expect(at(s, 0, 2)).toBe(9);
		expect(at(s, 2, 0)).toBe(11);
		expect(s.keys).toBe(11);
		expect(s.goldLeft).toBe(0);
		expect(s.total).toBe(84);
	});
	test('option 0 (2 on each purse): sculptor 4, MC full, then 3 leftover → sculptor 7 → 84', () => {
		const g = act(last(), 1, { type: 'option', index: 0 });
		expect(toAct(g)).toBeNull();
		const s = engine.scores(g)[1];
		// keys 8; sculptor 2+2+3 = 7 → 14; banker 7+4 = 11; locksmith 8
		// 9 + 12 + 8 + 9 + 14 + 5 + 11 + 0 + 8 = 76, + 8 keys = 84
		expect(at(s, 1, 1)).toBe(14);
		expect(at(s, 0, 2)).toBe(11);
		expect(at(s, 2, 0)).toBe(8);
		expect(s.goldLeft).toBe(0);
		expect(s.total).toBe(84);
	});
});

const ALL: string[] = [
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
	'mother-superior',
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
