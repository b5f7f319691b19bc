// Les astuces de la première partie, en français (un petit module à part, voir ../index.ts).
import { FACE_DOWN_GAIN as GAIN } from '$engine/index';
import { gold, key, messenger, purse } from '../icons';
import type { TipsContent } from '../content-types';

const hints: TipsContent = {
	dismiss: 'Compris',
	more: 'Plus dans les règles',
	'first-pick': {
		title: 'Votre première carte',
		text: [
			'Prenez l’une des trois cartes à côté du Messager ',
			messenger,
			`. Payez son coût pour la poser face visible, ou prenez-la gratuitement face cachée pour gagner ${GAIN.gold} or `,
			gold,
			` et ${GAIN.keys} clés `,
			key,
			'. Choisissez ensuite une case allumée : le nombre indique ce que la carte ajoute à votre score maintenant.'
		],
		more: 'turn'
	},
	'cant-afford': {
		title: 'Trop cher ?',
		text: [
			`Une carte que vous ne pouvez pas payer peut quand même être prise face cachée : elle ne rapporte aucun point, mais elle est gratuite et vous donne ${GAIN.gold} or `,
			gold,
			` et ${GAIN.keys} clés `,
			key,
			' pour les tours suivants.'
		],
		more: 'face-down'
	},
	'first-key': {
		title: 'Vos clés',
		text: [
			'Avant de prendre une carte, vous pouvez dépenser une clé ',
			key,
			' : déplacez le Messager vers l’autre rivière, ou remplacez les trois cartes là où il se trouve. Chaque clé restante à la fin vaut 1 point.'
		],
		more: 'keys'
	},
	'first-decision': {
		title: 'Votre carte vous demande de choisir',
		text: [
			'Cette capacité demande une décision. Chaque choix montre ce qu’il vous rapporterait ; choisissez-en un et confirmez.'
		],
		more: 'abilities'
	},
	'last-turn': {
		title: 'Dernière carte',
		text: [
			'C’est votre neuvième carte. Ensuite, l’or restant va sur vos bourses ',
			purse,
			' et toutes les cartes rapportent leurs points ; l’or restant ne sert qu’à départager une égalité.'
		],
		more: 'end'
	}
};

export default hints;
