// Gode råd i det første spil, på dansk (et lille modul for sig, se ../index.ts).
import { FACE_DOWN_GAIN as GAIN } from '$engine/index';
import { gold, key, messenger, purse } from '../icons';
import type { TipsContent } from '../content-types';

const hints: TipsContent = {
	dismiss: 'Forstået',
	more: 'Mere i reglerne',
	'first-pick': {
		title: 'Dit første kort',
		text: [
			'Tag et af de tre kort ved budbringeren ',
			messenger,
			`. Betal prisen og læg det med billedsiden opad, eller tag det gratis med billedsiden nedad og få ${GAIN.gold} guld `,
			gold,
			` og ${GAIN.keys} nøgler `,
			key,
			' i stedet. Vælg så et oplyst felt: Tallet er det, kortet lægger til dine point lige nu.'
		],
		more: 'turn'
	},
	'cant-afford': {
		title: 'For dyrt?',
		text: [
			`Et kort, du ikke har råd til, kan stadig tages med billedsiden nedad: Det giver ingen point, men det koster intet og giver dig ${GAIN.gold} guld `,
			gold,
			` og ${GAIN.keys} nøgler `,
			key,
			' til senere ture.'
		],
		more: 'face-down'
	},
	'first-key': {
		title: 'Dine nøgler',
		text: [
			'Før du tager et kort, må du bruge én nøgle ',
			key,
			': Flyt budbringeren til den anden kortrække, eller udskift de tre kort, hvor den står. Hver nøgle, der er tilbage ved slutningen, er 1 point værd.'
		],
		more: 'keys'
	},
	'first-decision': {
		title: 'Dit kort beder dig vælge',
		text: ['Denne evne kræver et valg. Hvert valg viser, hvad det ville give dig; vælg et og bekræft.'],
		more: 'abilities'
	},
	'last-turn': {
		title: 'Sidste kort',
		text: [
			'Dette er dit niende kort. Derefter lægges resterende guld på dine punge ',
			purse,
			', og alle kort giver point; resterende guld afgør kun uafgjort.'
		],
		more: 'end'
	}
};

export default hints;
