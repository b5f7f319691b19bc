// Les règles de Castle Combo en français, avec nos propres mots : le panneau des règles,
// la légende des icônes et les phrases propres au détail d’une carte. Les termes sont
// ceux du glossaire (Messager, Château, Village, blason, bourse, rivière ;
// messages/glossary.json) ; espaces insécables avant : ; ? et dans « ».
import { FACE_DOWN_GAIN, LOCATION_CARDS, STARTING_STOCK, type Count, type Location, type Shield } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import {
	castle,
	facedown,
	gold,
	key,
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
	nobility: 'Noblesse',
	faith: 'Foi',
	scholarship: 'Savoir',
	military: 'Militaire',
	craftsmanship: 'Artisanat',
	peasantry: 'Paysannerie'
};
const LOCATIONS: Record<Location, string> = { castle: 'Château', village: 'Village' };

const plural = pluralizer('fr');
const points = (n: number) => plural(n, { one: '# point', other: '# points' });
const keys = (n: number) => plural(n, { one: '# clé', other: '# clés' });
const FACE_DOWN = `${FACE_DOWN_GAIN.gold} or et ${keys(FACE_DOWN_GAIN.keys)}`;

/* ---------------------------- détail d’une carte ---------------------------- */

const HERE = {
	tableau: 'dans le tableau',
	row: 'sur cette ligne',
	column: 'dans cette colonne',
	rowAndColumn: 'sur cette ligne et dans cette colonne'
} as const;

/** Où une carte doit se trouver (après « se trouve »). */
const POSITIONS = {
	top: 'sur la ligne du haut',
	middleRow: 'sur la ligne du milieu',
	bottom: 'sur la ligne du bas',
	left: 'dans la colonne de gauche',
	middleColumn: 'dans la colonne du milieu',
	right: 'dans la colonne de droite',
	corner: 'dans un coin',
	edgeMiddle: 'au milieu d’un bord (ni coin ni centre)',
	marked: 'sur l’une de ses cases marquées'
} as const;

const SPACES = [
	'en haut à gauche',
	'en haut au milieu',
	'en haut à droite',
	'au milieu à gauche',
	'au centre',
	'au milieu à droite',
	'en bas à gauche',
	'en bas au milieu',
	'en bas à droite'
];

/** « 2 blasons Militaire dans cette colonne » : n unités d’un décompte, pour le pourquoi des points. */
function units(c: Count, n: number): string {
	const s = (one: string, other: string) => plural(n, { one: `# ${one}`, other: `# ${other}` });
	switch (c.type) {
		case 'shields':
			return `${s(`blason ${SHIELDS[c.shield]}`, `blasons ${SHIELDS[c.shield]}`)} ${HERE[c.area]}`;
		case 'distinctShieldTypes':
			return `${s('type de blason', 'types de blason différents')} ${HERE[c.area]}`;
		case 'missingShieldTypes':
			return `${s('type de blason absent', 'types de blason absents')} du tableau`;
		case 'shieldSets':
			return `${s('série', 'séries')} ${c.shields.map((x) => SHIELDS[x]).join(' + ')}`;
		case 'identicalShieldSets':
			return `${s('série', 'séries')} de ${c.size} blasons identiques`;
		case 'keys':
			return keys(n);
		case 'banners':
			return s(`carte ${LOCATIONS[c.location]}`, `cartes ${LOCATIONS[c.location]}`);
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? `${s('paire', 'paires')} Château + Village`
				: `${s('groupe', 'groupes')} de ${c.banners.length} cartes ${LOCATIONS[c.banners[0]]}`;
		case 'cardsWithShieldCount':
			return `${s('carte', 'cartes')} avec exactement ${plural(c.shieldCount, { one: '# blason', other: '# blasons' })}`;
		case 'cardsWithCost':
			return `${s('carte', 'cartes')} coûtant ${c.orMore ? `${c.cost} ou plus` : `exactement ${c.cost}`}`;
		case 'cardsWithDiscount':
			return `${s('carte', 'cartes')} avec réduction`;
		case 'cardsWithPurse':
			return `${s('carte', 'cartes')} avec bourse`;
		case 'goldOnThisPurse':
			return `${n} or sur cette carte (place pour ${c.capacity})`;
		case 'goldOnAllPurses':
			return `${n} or sur toutes les bourses`;
		case 'occupiedPositions':
			return s('carte', 'cartes');
		case 'emptyPositions':
			return s('case vide', 'cases vides');
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return String(n);
	}
}

function why(b: ScoreBreakdown, matches: string[], full: boolean): string {
	const c = b.counted;
	if (b.faceDown) return 'Face cachée : aucun point.';
	switch (c.type) {
		case 'ifShieldMissing':
			return b.count
				? `${points(b.points)}\u00a0: aucune carte du tableau ne montre de blason ${SHIELDS[c.shield]}.`
				: `0 point\u00a0: le tableau montre un blason ${SHIELDS[c.shield]}.`;
		case 'ifAnyFaceDown':
			return b.count
				? `${points(b.points)}\u00a0: le tableau contient une carte face cachée.`
				: '0 point : aucune carte du tableau n’est face cachée.';
		case 'ifPosition': {
			const needed = POSITIONS[positionName(c.mask) ?? 'marked'];
			const space = b.position ? SPACES[spaceIndex(b.position)] : null;
			const now = space ? (full ? ` Elle est ${space}.` : ` Pour l’instant, elle est ${space}.`) : '';
			return b.count
				? `${points(b.points)}\u00a0: elle se trouve ${needed}.${now}`
				: `0 point\u00a0: elle doit finir ${needed}.${now}`;
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
			countsItself:
				'La capacité compte aussi cette carte : elle est déjà dans votre tableau quand la capacité s’applique.',
			discount:
				'Une réduction est permanente et s’ajoute à vos autres réductions, mais elle ne baisse jamais le prix de la carte qui la donne.',
			neighbours:
				'Vos voisins sont les joueurs juste avant et juste après vous dans l’ordre du tour ; à deux joueurs, c’est votre adversaire.',
			rowColumn:
				'La ligne (ou la colonne) de cette carte, ce sont les trois cartes alignées avec elle, elle comprise ; ligne et colonne ensemble font cinq cartes.',
			position:
				'L’emplacement final d’une carte n’est fixé qu’une fois votre tableau complet : lignes et colonnes peuvent encore s’étendre d’un côté ou de l’autre.',
			purse: (capacity) =>
				`Une carte avec bourse\u00a0: l’or posé dessus y reste et ne peut pas être dépensé. À la fin, votre or restant va d’abord sur vos bourses, jusqu’à ${capacity} sur celle-ci.`,
			faceDown: 'Les cartes face cachée ne montrent rien : ni blason, ni bannière, ni coût, ni points.'
		}),
	messenger: (to) =>
		`Achetée face visible, elle envoie le Messager au ${LOCATIONS[to]}\u00a0: le joueur suivant prend là-bas (sauf s’il dépense une clé).`,
	faceDown: `Prise face cachée à la place, elle ne coûte rien et rapporte ${FACE_DOWN}, mais n’a ni capacité, ni blason, ni points.`,
	headings: {
		ability: 'Achetée face visible',
		scoring: 'En fin de partie',
		shields: 'Blasons\u00a0:',
		now: 'En ce moment'
	},
	close: 'Fermer',
	player: (seat) => `Joueur ${seat + 1}`,
	printed: (location, cost) => `Carte ${LOCATIONS[location]} · coût imprimé ${cost} or`,
	costNow: (cost, printed, have) =>
		(cost < printed
			? `Elle vous coûte ${cost} or maintenant au lieu de ${printed}, grâce à vos réductions.`
			: `Elle vous coûte ${cost} or maintenant.`) +
		(cost > have
			? ` Vous avez ${have}\u00a0: pas assez pour l’acheter, mais vous pouvez toujours la prendre face cachée.`
			: ''),
	paid: (cost, faceDown, owner) =>
		faceDown
			? `${owner ? `${owner} l’a prise` : 'Vous l’avez prise'} face cachée, pour ${FACE_DOWN}.`
			: cost === null
				? ''
				: `${owner ? `${owner} l’a achetée` : 'Vous l’avez achetée'} pour ${cost} or.`,
	pointsNow: (n, owner, faceDown, final) =>
		faceDown
			? 'Face cachée, elle ne rapporte rien.'
			: final
				? owner
					? `Elle a rapporté ${points(n)} à ${owner}.`
					: `Elle vous a rapporté ${points(n)}.`
				: owner
					? `Si la partie s’arrêtait maintenant, elle rapporterait ${points(n)} à ${owner}.`
					: `Si la partie s’arrêtait maintenant, elle vous rapporterait ${points(n)}.`,
	where: (place) =>
		place.kind === 'display'
			? `Dans la rivière du ${LOCATIONS[place.location]}.`
			: place.kind === 'tableau'
				? place.owner === null
					? 'Dans votre tableau.'
					: `Dans le tableau de ${place.owner}.`
				: 'Dans une défausse.'
};

/* -------------------------------- les règles -------------------------------- */

const content: RulesContent = {
	locale: 'fr',
	names: { shields: SHIELDS, locations: LOCATIONS },
	ui: {
		title: 'Comment jouer',
		close: 'Fermer',
		tabs: { rules: 'Règles', legend: 'Icônes' },
		contents: 'Sommaire',
		tips: {
			heading: 'Astuces',
			text: 'De courtes astuces apparaissent pendant votre première partie, au moment où elles servent, puis plus jamais.',
			again: 'Revoir les astuces',
			done: 'Les astuces réapparaîtront lors de votre prochaine partie.'
		}
	},
	sections: [
		{
			id: 'goal',
			title: 'Le but',
			blocks: [
				{
					p: [
						'Chaque joueur recrute neuf personnages du Château ',
						castle,
						' et du Village ',
						village,
						' et les dispose en une grille de 3×3 cartes : son tableau. Chaque personnage agit une fois, quand vous l’achetez, et rapporte des points en fin de partie selon son parchemin.'
					]
				},
				{ p: ['Après neuf tours chacun, le joueur qui a le plus de points gagne.'] }
			]
		},
		{
			id: 'setup',
			title: 'Mise en place',
			blocks: [
				{
					bullets: [
						[
							`Les ${LOCATION_CARDS.castle.length} cartes Château et les ${LOCATION_CARDS.village.length} cartes Village sont mélangées séparément en deux pioches.`
						],
						[
							'Trois cartes de chaque pioche sont révélées : la rivière du Château en haut, la rivière du Village en dessous.'
						],
						['Le Messager ', messenger, ' commence à côté de la rivière du Village.'],
						[
							`Chacun prend ${STARTING_STOCK.gold} `,
							gold,
							` et ${STARTING_STOCK.keys} `,
							key,
							'. La réserve d’or et de clés est illimitée.'
						],
						['Un joueur tiré au hasard commence ; on joue ensuite à tour de rôle autour de la table.']
					]
				}
			]
		},
		{
			id: 'turn',
			title: 'Un tour',
			blocks: [
				{ p: ['Votre tour comporte quatre étapes, dans cet ordre :'] },
				{
					steps: [
						[
							'Dépenser une clé ',
							key,
							' (facultatif, une au plus) : déplacez le Messager vers l’autre rivière, ou remplacez les trois cartes là où se trouve le Messager.'
						],
						[
							'Prenez l’une des trois cartes à côté du Messager ',
							messenger,
							'. Payez son coût en or et posez-la face visible, ou prenez-la gratuitement face cachée (voir plus bas).'
						],
						['Si vous l’avez achetée face visible, sa capacité s’applique aussitôt.'],
						[
							'Si la carte montre une icône de Messager, le Messager passe à l’autre rivière. Puis les deux rivières sont complétées à trois cartes depuis leur pioche.'
						]
					]
				},
				{ note: ['Chacun joue exactement neuf tours : tout le monde finit avec neuf cartes.'] }
			]
		},
		{
			id: 'keys',
			title: 'Les clés',
			blocks: [
				{
					p: [
						'Les clés ',
						key,
						' vous donnent la main sur ce que vous pouvez prendre. Au début de votre tour, vous pouvez dépenser une clé, et une seule, pour l’une de ces deux actions :'
					]
				},
				{
					bullets: [
						['Déplacer le Messager vers l’autre rivière, pour y acheter.'],
						[
							'Défausser les trois cartes là où se trouve le Messager et en révéler trois nouvelles. Les cartes défaussées vont sur une défausse visible que chacun peut consulter ; quand une pioche est vide, sa défausse est mélangée pour former une nouvelle pioche.'
						]
					]
				},
				{
					p: [
						'Chaque clé qu’il vous reste à la fin vaut 1 point, et certaines cartes rapportent aussi des points pour les clés.'
					]
				}
			]
		},
		{
			id: 'face-down',
			title: 'Les cartes face cachée',
			blocks: [
				{
					p: [
						'Toute carte de la rivière où vous pouvez prendre peut être prise face cachée ',
						facedown,
						', même une que vous ne pourriez pas payer. Cela ne coûte rien, et vous gagnez aussitôt ',
						`${FACE_DOWN_GAIN.gold} `,
						gold,
						` et ${FACE_DOWN_GAIN.keys} `,
						key,
						'.'
					]
				},
				{
					p: [
						'Une carte face cachée n’a pas de capacité, ne déplace pas le Messager, ne montre ni blason, ni bannière, ni coût, et ne rapporte rien. Elle occupe tout de même une case de votre tableau.'
					]
				}
			]
		},
		{
			id: 'placing',
			title: 'Poser ses cartes',
			blocks: [
				{
					bullets: [
						['Votre première carte peut aller n’importe où.'],
						[
							'Chaque carte suivante doit toucher par un côté une carte déjà dans votre tableau (pas seulement par un coin).'
						],
						[
							'Votre tableau ne peut jamais dépasser trois colonnes ni trois lignes. Après neuf cartes, c’est une grille complète de 3×3.'
						]
					]
				},
				{
					note: [
						'La ligne ou la colonne où finit une carte ne se décide qu’à mesure que la grille se remplit : trois cartes côte à côte forment une ligne, mais elle peut encore devenir celle du haut, du milieu ou du bas.'
					]
				}
			]
		},
		{
			id: 'abilities',
			title: 'Les capacités',
			blocks: [
				{
					p: [
						'Une carte achetée face visible fait ce que dit son texte juste après que vous l’avez posée. Sauf mention contraire, c’est vous qui gagnez, et l’on compte ce qui se trouve dans votre propre tableau, nouvelle carte comprise.'
					]
				},
				{
					bullets: [
						[
							'Réductions : certaines cartes rendent vos achats suivants moins chers, pour les cartes Château ',
							castle,
							', les cartes Village ',
							village,
							' ou les deux. Toutes vos réductions s’additionnent ; une carte ne coûte jamais moins de 0, et une réduction ne s’applique jamais à la carte qui la donne.'
						],
						[
							'Bourses ',
							purse,
							' : certaines capacités posent de l’or de la réserve sur vos cartes avec bourse, jamais plus que chacune ne peut contenir. L’or sur une bourse y reste ; il ne peut pas être dépensé.'
						],
						['« Adversaires » désigne tous les autres joueurs.'],
						[
							'Un voisin est le joueur juste avant ou juste après vous dans l’ordre du tour ; quand une capacité compte le tableau d’un voisin, vous choisissez lequel. À deux joueurs, votre adversaire est votre seul voisin.'
						],
						[
							'Certaines cartes vous font défausser une carte d’une rivière et gagner son coût imprimé en or ou en clés ; d’autres offrent le choix entre deux récompenses.'
						]
					]
				}
			]
		},
		{
			id: 'scoring',
			title: 'Le décompte',
			blocks: [
				{
					p: [
						'À la fin, chaque carte face visible rapporte des points selon son parchemin, toujours en ne regardant que votre propre tableau : tant de points par blason d’un type, par carte d’un lieu, par série, ou un nombre fixe si une condition est remplie (une position, un type de blason absent, etc.).'
					]
				},
				{
					bullets: [
						[
							'Blasons : ',
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
							'. Une carte avec deux blasons identiques compte double.'
						],
						[
							'« Cette ligne » ou « cette colonne » désigne les trois cartes alignées avec la carte qui marque, elle comprise ; « ligne et colonne » désigne ces cinq cartes.'
						],
						['Chaque clé que vous avez vaut 1 point.'],
						['L’or de votre réserve ne vaut rien, sauf pour départager une égalité.'],
						['Les cartes face cachée valent 0 point.']
					]
				},
				{
					note: [
						'Exemple : une carte qui rapporte 3 points par blason Militaire dans sa colonne, avec deux blasons Militaire dans cette colonne, vaut 3 × 2 = 6 points.'
					]
				}
			]
		},
		{
			id: 'end',
			title: 'La fin et l’égalité',
			blocks: [
				{
					p: [
						'La partie se termine quand chaque joueur a neuf cartes. D’abord, chacun pose son or restant sur ses propres cartes avec bourse ',
						purse,
						', autant que chacune peut en contenir (cette table le fait pour vous). Puis chacun compte les points de ses cartes et de ses clés.'
					]
				},
				{
					p: [
						'Le plus de points l’emporte. En cas d’égalité, le joueur à égalité qui a le plus d’or restant en réserve gagne ; si c’est encore égal, ils se partagent la victoire.'
					]
				}
			]
		},
		{
			id: 'empty-location',
			title: 'Quand un lieu s’épuise',
			blocks: [
				{
					p: [
						'Si une rivière ne peut pas être complétée à trois cartes, même après avoir mélangé sa défausse pour former une nouvelle pioche, ce lieu quitte la partie : ses cartes restantes sont retirées, et le Messager reste définitivement à côté de l’autre rivière.'
					]
				},
				{
					p: [
						'Dès lors, les icônes de Messager n’ont plus d’effet et une clé ne peut plus déplacer le Messager, mais une clé peut toujours remplacer les trois cartes de la rivière restante. Cela n’arrive que dans les parties à nombreux joueurs.'
					]
				}
			]
		},
		{
			id: 'online',
			title: 'À cette table',
			blocks: [
				{
					bullets: [
						[
							'Touchez une carte pour son explication complète : ce qu’elle fait, ce qu’elle vous coûte maintenant et ce qu’elle rapporte là où elle se trouve.'
						],
						[
							'Quand vous choisissez une carte, les cases où elle peut aller s’allument avec ce qu’elle ajouterait à votre score si la partie s’arrêtait maintenant.'
						],
						['Le score affiché à côté de chaque joueur est cette même projection ; le vrai score se compte à la fin.']
					]
				}
			]
		}
	],
	legend: {
		title: 'Icônes',
		groups: [
			{
				title: 'Blasons',
				entries: (Object.keys(SHIELDS) as Shield[]).map((s) => ({
					icon: shield(s),
					name: SHIELDS[s],
					text: [
						{
							nobility: 'Surtout sur les cartes Château.',
							faith: 'Surtout sur les cartes Château.',
							scholarship: 'Surtout sur les cartes Château.',
							military: 'Surtout sur les cartes Village.',
							craftsmanship: 'Surtout sur les cartes Village.',
							peasantry: 'Uniquement sur les cartes Village.'
						}[s]
					]
				}))
			},
			{
				title: 'Lieux',
				entries: [
					{
						icon: castle,
						name: 'Bannière Château',
						text: [
							'Une carte Château (bord gris-bleu). Les cartes qui comptent les « cartes Château » comptent celles-ci, face visible.'
						]
					},
					{
						icon: village,
						name: 'Bannière Village',
						text: [
							'Une carte Village (bord brun). Les cartes qui comptent les « cartes Village » comptent celles-ci, face visible.'
						]
					},
					{
						icon: messenger,
						name: 'Messager',
						text: [
							'Se tient à côté de la rivière où vous prenez. Une carte avec la marque du Messager (un petit personnage avec une flèche, en haut à droite) l’envoie vers l’autre rivière quand elle est achetée face visible.'
						]
					}
				]
			},
			{
				title: 'Or, clés, bourses',
				entries: [
					{ icon: gold, name: 'Or', text: ['Paie les cartes. L’or restant ne sert qu’à départager une égalité.'] },
					{
						icon: key,
						name: 'Clé',
						text: [
							'Dépensez-en une par tour pour déplacer le Messager ou renouveler sa rivière. 1 point chacune à la fin.'
						]
					},
					{
						icon: purse,
						name: 'Bourse',
						text: [
							'Une carte avec bourse stocke de l’or, jusqu’au nombre indiqué (',
							purse,
							'2/5 = 2 stockés, place pour 5). L’or stocké rapporte des points à la carte et ne peut pas être dépensé.'
						]
					},
					{
						icon: { was: 4, price: 3 },
						name: 'Réduction',
						text: [
							'« −1 au coût ',
							castle,
							' » signifie que les cartes Château vous coûtent désormais 1 or de moins. Un prix barré avec un prix vert à côté est ce que la carte vous coûte.'
						]
					},
					{
						icon: facedown,
						name: 'Face cachée',
						text: [`Prise gratuitement avec ${FACE_DOWN}\u00a0; ni capacité, ni blasons, ni points.`]
					}
				]
			},
			{
				title: 'Emplacements',
				entries: [
					{
						icon: mask('111,000,000'),
						name: 'Une ligne',
						text: ['Rapporte des points si la carte finit sur la ligne marquée.']
					},
					{
						icon: mask('100,100,100'),
						name: 'Une colonne',
						text: ['Rapporte des points si la carte finit dans la colonne marquée.']
					},
					{
						icon: mask('101,000,101'),
						name: 'Les coins',
						text: ['Rapporte des points si la carte finit dans l’un des quatre coins.']
					},
					{
						icon: mask('010,101,010'),
						name: 'Milieux des bords',
						text: ['Rapporte des points si la carte finit au milieu d’un bord : ni dans un coin, ni au centre.']
					}
				]
			},
			{
				title: 'Mots sur les cartes',
				entries: [
					{
						icon: null,
						name: 'Sur la ligne / dans la colonne',
						text: ['Les trois cartes alignées avec cette carte, elle comprise. « Ligne + colonne » : ces cinq cartes.']
					},
					{
						icon: null,
						name: 'Voisin',
						text: [
							'Le joueur juste avant ou juste après vous dans l’ordre du tour. Vous choisissez lequel une capacité compte ; à deux joueurs, c’est votre adversaire.'
						]
					},
					{ icon: null, name: 'Les autres', text: ['Tous les autres joueurs à la table.'] },
					{
						icon: null,
						name: 'Série',
						text: ['Un exemplaire de chaque blason indiqué ; chaque blason n’appartient qu’à une seule série.']
					}
				]
			}
		]
	},
	card
};

export default content;
