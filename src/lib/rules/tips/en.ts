// The first-game tips in English: a module of their own, so a tip loads a few
// lines of words instead of the whole rules (see ../index.ts). From the engine
// they take only FACE_DOWN_GAIN, which lives in engine/constants.ts so that it
// brings no rule code along.
import { FACE_DOWN_GAIN as GAIN } from '$engine/index';
import { gold, key, messenger, purse } from '../icons';
import type { TipsContent } from '../content-types';

const hints: TipsContent = {
	dismiss: 'Got it',
	more: 'More in the rules',
	'first-pick': {
		title: 'Your first card',
		text: [
			'Take one of the three cards beside the Messenger ',
			messenger,
			`. Pay its cost to lay it face up, or take it face down for free and gain ${GAIN.gold} gold `,
			gold,
			` and ${GAIN.keys} keys `,
			key,
			' instead. Then choose a lit space: the number is what it adds to your score now.'
		],
		more: 'turn'
	},
	'cant-afford': {
		title: 'Too expensive?',
		text: [
			`A card you cannot afford can still be taken face down: it scores nothing, but it costs nothing and gives you ${GAIN.gold} gold `,
			gold,
			` and ${GAIN.keys} keys `,
			key,
			' for later turns.'
		],
		more: 'face-down'
	},
	'first-key': {
		title: 'Your keys',
		text: [
			'Before you take a card you may spend one key ',
			key,
			': move the Messenger to the other display, or replace the three cards where it stands. Each key left at the end is worth 1 point.'
		],
		more: 'keys'
	},
	'first-decision': {
		title: 'Your card asks you to choose',
		text: ['This ability needs a decision. Each choice shows what it would give you; pick one and confirm.'],
		more: 'abilities'
	},
	'last-turn': {
		title: 'Last card',
		text: [
			'This is your ninth card. After it, leftover gold goes onto your purses ',
			purse,
			' and every card scores; leftover gold only breaks ties.'
		],
		more: 'end'
	}
};

export default hints;
