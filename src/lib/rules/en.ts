// The rules of Castle Combo in English, in our own words: the Rules panel, the icon
// legend and the card detail's own sentences (what a card does and scores is
// $lib/cards/sentences'; the first-game tips are tips/en.ts).
import { FACE_DOWN_GAIN, LOCATION_CARDS, STARTING_STOCK, type Count, type Location, type Shield } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import {
	castle,
	facedown,
	gold,
	key,
	lister,
	mask,
	messenger,
	pluralizer,
	positionName,
	purse,
	shield,
	spaceIndex,
	village
} from './icons';
import { detailNotes } from '$lib/cards/detail-notes';
import type { CardWords, RulesContent } from './content-types';

const SHIELDS: Record<Shield, string> = {
	nobility: 'Nobility',
	faith: 'Faith',
	scholarship: 'Scholarship',
	military: 'Military',
	craftsmanship: 'Craftsmanship',
	peasantry: 'Peasantry'
};
const LOCATIONS: Record<Location, string> = { castle: 'Castle', village: 'Village' };

const plural = pluralizer('en');
const list = lister('en-GB');
const points = (n: number) => plural(n, { one: '# point', other: '# points' });
const FACE_DOWN = `${FACE_DOWN_GAIN.gold} gold and ${plural(FACE_DOWN_GAIN.keys, { one: '# key', other: '# keys' })}`;

/* ------------------------------- card detail ------------------------------- */

const HERE = {
	tableau: 'in the tableau',
	row: 'in this row',
	column: 'in this column',
	rowAndColumn: 'in this row and column'
} as const;

const POSITIONS = {
	top: 'the top row',
	middleRow: 'the middle row',
	bottom: 'the bottom row',
	left: 'the left column',
	middleColumn: 'the middle column',
	right: 'the right column',
	corner: 'a corner',
	edgeMiddle: 'the middle of an edge (not a corner, not the centre)',
	marked: 'one of its marked spaces'
} as const;

const SPACES = [
	'top left',
	'top middle',
	'top right',
	'middle left',
	'centre',
	'middle right',
	'bottom left',
	'bottom middle',
	'bottom right'
];

/** "2 Military shields in this column": n units of a count, for the score's why. */
function units(c: Count, n: number): string {
	const s = (one: string, other = `${one}s`) => plural(n, { one: `# ${one}`, other: `# ${other}` });
	switch (c.type) {
		case 'shields':
			return `${s(`${SHIELDS[c.shield]} shield`)} ${HERE[c.area]}`;
		case 'distinctShieldTypes':
			return `${plural(n, { one: '# different kind', other: '# different kinds' })} of shield ${HERE[c.area]}`;
		case 'missingShieldTypes':
			return `${s('kind')} of shield missing from the tableau`;
		case 'shieldSets':
			return `${s('set')} of ${list(c.shields.map((x) => SHIELDS[x]))}`;
		case 'identicalShieldSets':
			return `${s('set')} of ${c.size} same shields`;
		case 'keys':
			return s('key');
		case 'banners':
			return s(`${LOCATIONS[c.location]} card`);
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? `${s('pair')} of a Castle and a Village card`
				: `${s('group')} of ${c.banners.length} ${LOCATIONS[c.banners[0]]} cards`;
		case 'cardsWithShieldCount':
			return `${s('card')} with exactly ${plural(c.shieldCount, { one: '# shield', other: '# shields' })}`;
		case 'cardsWithCost':
			return `${s('card')} costing ${c.orMore ? `${c.cost} or more` : `exactly ${c.cost}`}`;
		case 'cardsWithDiscount':
			return `${s('card')} with a discount`;
		case 'cardsWithPurse':
			return s('purse card');
		case 'goldOnThisPurse':
			return `${n} gold on this card (room for ${c.capacity})`;
		case 'goldOnAllPurses':
			return `${n} gold on all purses`;
		case 'occupiedPositions':
			return s('card');
		case 'emptyPositions':
			return s('empty space');
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return String(n);
	}
}

function why(b: ScoreBreakdown, matches: string[], full: boolean): string {
	const c = b.counted;
	if (b.faceDown) return 'Face down: no points.';
	switch (c.type) {
		case 'ifShieldMissing':
			return b.count
				? `${points(b.points)}: no card of the tableau shows a ${SHIELDS[c.shield]} shield.`
				: `0 points: the tableau shows a ${SHIELDS[c.shield]} shield.`;
		case 'ifAnyFaceDown':
			return b.count
				? `${points(b.points)}: the tableau holds a face-down card.`
				: '0 points: no card of the tableau is face down.';
		case 'ifPosition': {
			const needed = POSITIONS[positionName(c.mask) ?? 'marked'];
			const now = b.position
				? ` It is at the ${SPACES[spaceIndex(b.position)]}${full ? '' : ' of the grid so far'}.`
				: '';
			return b.count ? `${points(b.points)}: it lies in ${needed}.${now}` : `0 points: it must end in ${needed}.${now}`;
		}
		default: {
			const named = matches.length ? ` (${matches.join(', ')})` : '';
			return `${points(b.perUnit)} × ${units(c, b.count)} = ${b.points}${named}.`;
		}
	}
}

const card: CardWords = {
	why,
	notes: (c) =>
		detailNotes(c, {
			countsItself: 'The ability counts this card too: it is already in your tableau when the ability happens.',
			discount:
				'A discount is permanent and adds up with your other discounts, but it never lowers the price of the card that gives it.',
			neighbours:
				'Your neighbours are the players just before and just after you in turn order; in a two-player game, your opponent.',
			rowColumn:
				"This card's row (or column) means the three cards in line with it, itself included; row and column together are five cards.",
			position:
				'Where a card ends up is only settled once your grid is full: rows and columns can still grow on either side.',
			purse: (capacity) =>
				`A purse card: gold put on it stays there and cannot be spent. At the end, your leftover gold is placed on your purses first, up to ${capacity} on this one.`,
			faceDown: 'Face-down cards show nothing: no shield, no banner, no cost, no points.'
		}),
	messenger: (to) =>
		`Bought face up, it sends the Messenger to the ${LOCATIONS[to]}: the next player takes from there (unless they spend a key).`,
	faceDown: `Taken face down instead, it costs nothing and gives ${FACE_DOWN}, but no ability, no shields and no points.`,
	headings: {
		ability: 'When bought face up',
		scoring: 'At the end of the game',
		shields: 'Shields:',
		now: 'Right now'
	},
	close: 'Close',
	player: (seat) => `Player ${seat + 1}`,
	printed: (location, cost) => `${LOCATIONS[location]} card · printed cost ${cost} gold`,
	costNow: (cost, printed, have) =>
		(cost < printed
			? `It costs you ${cost} gold now instead of ${printed}, thanks to your discounts.`
			: `It costs you ${cost} gold now.`) +
		(cost > have ? ` You have ${have}: not enough to buy it, but you can always take it face down.` : ''),
	paid: (cost, faceDown, owner) =>
		faceDown
			? `${owner ?? 'You'} took it face down, for ${FACE_DOWN}.`
			: cost === null
				? ''
				: `${owner ?? 'You'} bought it for ${cost} gold.`,
	pointsNow: (n, owner, faceDown, final) =>
		faceDown
			? 'Face down, it scores nothing.'
			: final
				? `It scored ${points(n)} for ${owner ?? 'you'}.`
				: `If the game ended now, it would score ${points(n)} for ${owner ?? 'you'}.`,
	where: (place) =>
		place.kind === 'display'
			? `In the ${LOCATIONS[place.location]} display.`
			: place.kind === 'tableau'
				? `In ${place.owner === null ? 'your' : `${place.owner}'s`} tableau.`
				: 'In a discard pile.'
};

/* -------------------------------- the rules -------------------------------- */

const content: RulesContent = {
	locale: 'en',
	names: { shields: SHIELDS, locations: LOCATIONS },
	ui: {
		title: 'How to play',
		close: 'Close',
		tabs: { rules: 'Rules', legend: 'Icons' },
		contents: 'Contents',
		tips: {
			heading: 'Tips',
			text: 'Short tips appear during your first game at the moments they matter, then never again.',
			again: 'Show tips again',
			done: 'Tips will show again in your next game.'
		}
	},
	sections: [
		{
			id: 'goal',
			title: 'The goal',
			blocks: [
				{
					p: [
						'Each player recruits nine characters from the Castle ',
						castle,
						' and the Village ',
						village,
						' and lays them out in a 3×3 grid, their tableau. Every character does something once, when you buy it, and scores points at the end of the game according to its scroll.'
					]
				},
				{ p: ['After nine turns each, the player with the most points wins.'] }
			]
		},
		{
			id: 'setup',
			title: 'Setup',
			blocks: [
				{
					bullets: [
						[
							`The ${LOCATION_CARDS.castle.length} Castle cards and the ${LOCATION_CARDS.village.length} Village cards are shuffled into two separate decks.`
						],
						['Three cards of each deck are laid face up: the Castle display above, the Village display below.'],
						['The Messenger ', messenger, ' starts beside the Village display.'],
						[
							`Everyone takes ${STARTING_STOCK.gold} `,
							gold,
							` and ${STARTING_STOCK.keys} `,
							key,
							'. The supply of gold and keys never runs out.'
						],
						['A random player goes first; play then passes around the table.']
					]
				}
			]
		},
		{
			id: 'turn',
			title: 'A turn',
			blocks: [
				{ p: ['Your turn has four steps, in this order:'] },
				{
					steps: [
						[
							'Spend a key ',
							key,
							' (optional, at most one): move the Messenger to the other display, or replace the three cards where the Messenger stands.'
						],
						[
							'Take one of the three cards beside the Messenger ',
							messenger,
							'. Either pay its cost in gold and lay it face up, or take it face down for free (see below).'
						],
						['If you bought it face up, its ability happens at once.'],
						[
							'If the card shows a Messenger icon, the Messenger moves to the other display. Then both displays are refilled to three cards from their decks.'
						]
					]
				},
				{ note: ['Everybody plays exactly nine turns, so everyone ends with nine cards.'] }
			]
		},
		{
			id: 'keys',
			title: 'Keys',
			blocks: [
				{
					p: [
						'Keys ',
						key,
						' give you control over what you can take. At the start of your turn you may spend one key, and only one, for one of two things:'
					]
				},
				{
					bullets: [
						['Move the Messenger to the other display, to buy from there.'],
						[
							'Discard the three cards where the Messenger stands and reveal three new ones. Discarded cards go to a face-up pile that anyone may look at; when a deck runs out, its discard pile is shuffled into a new deck.'
						]
					]
				},
				{ p: ['Every key you still hold at the end is worth 1 point, and some cards score for keys as well.'] }
			]
		},
		{
			id: 'face-down',
			title: 'Face-down cards',
			blocks: [
				{
					p: [
						'Any card of the display you may take from can be taken face down ',
						facedown,
						`, even one you could not afford. It costs nothing, and you gain ${FACE_DOWN_GAIN.gold} `,
						gold,
						` and ${FACE_DOWN_GAIN.keys} `,
						key,
						' at once.'
					]
				},
				{
					p: [
						'A face-down card has no ability, does not move the Messenger, shows no shield, banner or cost, and scores nothing. It still takes up a space in your grid.'
					]
				}
			]
		},
		{
			id: 'placing',
			title: 'Placing cards',
			blocks: [
				{
					bullets: [
						['Your first card may go anywhere.'],
						['Every later card must touch a card already in your tableau by a side (not only a corner).'],
						['Your tableau may never grow beyond three columns or three rows. After nine cards it is a full 3×3 grid.']
					]
				},
				{
					note: [
						'Which row or column a card ends in is only settled as the grid fills: three cards side by side are one row, but it may still become the top, middle or bottom row.'
					]
				}
			]
		},
		{
			id: 'abilities',
			title: 'Abilities',
			blocks: [
				{
					p: [
						'A card bought face up does what its text says right after you place it. Unless it says otherwise, you gain, and you count what is in your own tableau, the new card included.'
					]
				},
				{
					bullets: [
						[
							'Discounts: some cards make later purchases cheaper, for Castle cards ',
							castle,
							', Village cards ',
							village,
							' or both. All your discounts add up; a card never costs less than 0, and a discount never applies to the card that gives it.'
						],
						[
							'Purses ',
							purse,
							': some abilities put gold from the supply on your purse cards, never more than each can hold. Gold on a purse stays there; it cannot be spent.'
						],
						['Opponents means every other player.'],
						[
							'A neighbour is the player just before or just after you in turn order; when an ability counts a neighbour’s tableau, you choose which one. With two players, your opponent is your only neighbour.'
						],
						[
							'Some cards let you discard a card from a display and gain its printed cost in gold or keys; others offer a choice of two rewards.'
						]
					]
				}
			]
		},
		{
			id: 'scoring',
			title: 'Scoring',
			blocks: [
				{
					p: [
						'At the end, each face-up card scores by its scroll, always looking only at your own tableau: so many points per shield of a kind, per card of a location, per set, or a fixed amount if a condition holds (a position, a missing shield kind, and so on).'
					]
				},
				{
					bullets: [
						[
							'Shields: ',
							shield('nobility'),
							' ',
							shield('faith'),
							' ',
							shield('scholarship'),
							' ',
							shield('military'),
							' ',
							shield('craftsmanship'),
							' ',
							shield('peasantry'),
							'. A card with two identical shields counts twice.'
						],
						[
							'\u201cThis row\u201d or \u201cthis column\u201d means the three cards in line with the scoring card, itself included; \u201crow and column\u201d means those five cards.'
						],
						['Every key you hold is worth 1 point.'],
						['Gold in your stock is worth nothing, except to break a tie.'],
						['Face-down cards score 0.']
					]
				},
				{
					note: [
						'Example: a card that scores 3 points per Military shield in its column, with two Military shields in that column, is worth 3 × 2 = 6 points.'
					]
				}
			]
		},
		{
			id: 'end',
			title: 'The end and the tie-break',
			blocks: [
				{
					p: [
						'The game ends when every player has nine cards. First, everyone puts their leftover gold on their own purse cards ',
						purse,
						', as much as each can hold (this table does it for you). Then everyone scores their cards and keys.'
					]
				},
				{
					p: [
						'The most points wins. On a tie, the tied player with the most gold left in stock wins; if that is equal too, they share the victory.'
					]
				}
			]
		},
		{
			id: 'empty-location',
			title: 'When a location runs out',
			blocks: [
				{
					p: [
						'If a display cannot be brought back to three cards even after its discard pile has been shuffled into a new deck, that location leaves the game: its remaining cards are set aside and the Messenger stays at the other display for good.'
					]
				},
				{
					p: [
						'From then on Messenger icons do nothing and a key can no longer move the Messenger, but a key can still replace the three cards of the remaining display. This can only happen in big games.'
					]
				}
			]
		},
		{
			id: 'online',
			title: 'At this table',
			blocks: [
				{
					bullets: [
						[
							'Tap a card for its full explanation: what it does, what it costs you now, and what it scores where it lies.'
						],
						[
							'When you pick a card, the spaces where it may go light up with what it would add to your score if the game ended now.'
						],
						['The score beside each player is that same projection; the real score is counted at the end.']
					]
				}
			]
		}
	],
	legend: {
		title: 'Icons',
		groups: [
			{
				title: 'Shields',
				entries: (Object.keys(SHIELDS) as Shield[]).map((s) => ({
					icon: shield(s),
					name: SHIELDS[s],
					text: [
						{
							nobility: 'Mostly on Castle cards.',
							faith: 'Mostly on Castle cards.',
							scholarship: 'Mostly on Castle cards.',
							military: 'Mostly on Village cards.',
							craftsmanship: 'Mostly on Village cards.',
							peasantry: 'Only on Village cards.'
						}[s]
					]
				}))
			},
			{
				title: 'Locations',
				entries: [
					{
						icon: castle,
						name: 'Castle banner',
						text: ['A Castle card (grey-blue edge). Cards that count “Castle cards” count these, face up.']
					},
					{
						icon: village,
						name: 'Village banner',
						text: ['A Village card (brown edge). Cards that count “Village cards” count these, face up.']
					},
					{
						icon: messenger,
						name: 'Messenger',
						text: [
							'Stands beside the display you take from. A card with the Messenger mark (a little figure with an arrow, top right) sends it to the other display when bought face up.'
						]
					}
				]
			},
			{
				title: 'Gold, keys, purses',
				entries: [
					{ icon: gold, name: 'Gold', text: ['Pays for cards. Leftover gold only breaks ties.'] },
					{
						icon: key,
						name: 'Key',
						text: ['Spend one per turn to move the Messenger or refresh its display. 1 point each at the end.']
					},
					{
						icon: purse,
						name: 'Purse',
						text: [
							'A purse card stores gold, up to the number shown (',
							purse,
							'2/5 = 2 stored, room for 5). Stored gold scores for the card and cannot be spent.'
						]
					},
					{
						icon: { was: 4, price: 3 },
						name: 'Discount',
						text: [
							'“−1 cost ',
							castle,
							'” means Castle cards cost you 1 gold less from now on. A struck-through price with a green one beside it is what the card costs you.'
						]
					},
					{
						icon: facedown,
						name: 'Face down',
						text: [`Taken for free with ${FACE_DOWN}; no ability, no shields, no points.`]
					}
				]
			},
			{
				title: 'Positions',
				entries: [
					{ icon: mask('111,000,000'), name: 'A row', text: ['Scores if the card ends in the marked row.'] },
					{ icon: mask('100,100,100'), name: 'A column', text: ['Scores if the card ends in the marked column.'] },
					{ icon: mask('101,000,101'), name: 'Corners', text: ['Scores if the card ends in one of the four corners.'] },
					{
						icon: mask('010,101,010'),
						name: 'Edge middles',
						text: ['Scores if the card ends in the middle of an edge: neither a corner nor the centre.']
					}
				]
			},
			{
				title: 'Words on the cards',
				entries: [
					{
						icon: null,
						name: 'In row / in column',
						text: ['The three cards in line with this card, itself included. “Row + column”: those five cards.']
					},
					{
						icon: null,
						name: 'Neighbour',
						text: [
							'The player just before or just after you in turn order. You choose which one an ability counts; with two players it is your opponent.'
						]
					},
					{ icon: null, name: 'Others', text: ['Every other player at the table.'] },
					{ icon: null, name: 'Set', text: ['One of each listed shield; each shield belongs to one set only.'] }
				]
			}
		]
	},
	card
};

export default content;
