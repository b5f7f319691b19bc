// Reglerne for Castle Combo på dansk, med egne ord: regelpanelet, symboloversigten og
// kortdetaljens egne sætninger. Ordene følger den danske regelbog (budbringeren,
// slottet, landsbyen, skjold, pung, tableau; messages/glossary.json).
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
	nobility: 'Adel',
	faith: 'Religion',
	scholarship: 'Lærdom',
	military: 'Militær',
	craftsmanship: 'Håndværk',
	peasantry: 'Bonde'
};
/** Skjoldene som ord i en sætning, som regelbogen skriver dem („militærskjold“). */
const SHIELD_WORDS: Record<Shield, string> = {
	nobility: 'adelsskjold',
	faith: 'religionsskjold',
	scholarship: 'lærdomsskjold',
	military: 'militærskjold',
	craftsmanship: 'håndværksskjold',
	peasantry: 'bondeskjold'
};
const LOCATIONS: Record<Location, string> = { castle: 'Slottet', village: 'Landsbyen' };
const LOCATION_CARD: Record<Location, string> = { castle: 'slotskort', village: 'landsbykort' };
const DISPLAY: Record<Location, string> = { castle: 'kortrækken ved slottet', village: 'kortrækken ved landsbyen' };
const TO: Record<Location, string> = { castle: 'slottet', village: 'landsbyen' };

const plural = pluralizer('da');
const list = lister('da');
const points = (n: number) => plural(n, { one: '# point', other: '# point' });
const keys = (n: number) => plural(n, { one: '# nøgle', other: '# nøgler' });
const FACE_DOWN = `${FACE_DOWN_GAIN.gold} guld og ${keys(FACE_DOWN_GAIN.keys)}`;
/** „Adas tableau“, „Klaus' tableau“. */
const genitive = (name: string) => (/[sxz]$/i.test(name) ? `${name}'` : `${name}s`);

/* ------------------------------- kortdetaljen ------------------------------- */

const HERE = {
	tableau: 'i tableauet',
	row: 'i denne række',
	column: 'i denne kolonne',
	rowAndColumn: 'i denne række og kolonne'
} as const;

/** Hvor et kort skal ligge (efter „ligger“). */
const POSITIONS = {
	top: 'i den øverste række',
	middleRow: 'i den midterste række',
	bottom: 'i den nederste række',
	left: 'i venstre kolonne',
	middleColumn: 'i den midterste kolonne',
	right: 'i højre kolonne',
	corner: 'i et hjørne',
	edgeMiddle: 'midt på en kant (hverken et hjørne eller midten)',
	marked: 'på et af sine markerede felter'
} as const;

const SPACES = [
	'øverst til venstre',
	'øverst i midten',
	'øverst til højre',
	'i midten til venstre',
	'helt i midten',
	'i midten til højre',
	'nederst til venstre',
	'nederst i midten',
	'nederst til højre'
];

/** „2 militærskjolde i denne kolonne“: n enheder af en optælling, til pointenes hvorfor. */
function units(c: Count, n: number): string {
	const s = (one: string, other: string) => plural(n, { one: `# ${one}`, other: `# ${other}` });
	switch (c.type) {
		case 'shields':
			return `${s(SHIELD_WORDS[c.shield], `${SHIELD_WORDS[c.shield]}e`)} ${HERE[c.area]}`;
		case 'distinctShieldTypes':
			return `${s('skjoldtype', 'forskellige skjoldtyper')} ${HERE[c.area]}`;
		case 'missingShieldTypes':
			return `${s('manglende skjoldtype', 'manglende skjoldtyper')} i tableauet`;
		case 'shieldSets':
			return `${n} sæt af ${list(c.shields.map((x) => SHIELD_WORDS[x]))}`;
		case 'identicalShieldSets':
			return `${n} sæt af ${c.size} ens skjolde`;
		case 'keys':
			return keys(n);
		case 'banners':
			return `${n} ${LOCATION_CARD[c.location]}`;
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? `${n} par af et slotskort og et landsbykort`
				: `${s('gruppe', 'grupper')} af ${c.banners.length} ${LOCATION_CARD[c.banners[0]]}`;
		case 'cardsWithShieldCount':
			return `${n} kort med præcis ${plural(c.shieldCount, { one: '# skjold', other: '# skjolde' })}`;
		case 'cardsWithCost':
			return `${n} kort, der koster ${c.orMore ? `${c.cost} eller mere` : `præcis ${c.cost}`}`;
		case 'cardsWithDiscount':
			return `${n} kort med rabat`;
		case 'cardsWithPurse':
			return `${n} kort med pung`;
		case 'goldOnThisPurse':
			return `${n} guld på dette kort (plads til ${c.capacity})`;
		case 'goldOnAllPurses':
			return `${n} guld på alle punge`;
		case 'occupiedPositions':
			return `${n} kort`;
		case 'emptyPositions':
			return s('tomt felt', 'tomme felter');
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return String(n);
	}
}

function why(b: ScoreBreakdown, matches: string[], full: boolean): string {
	const c = b.counted;
	if (b.faceDown) return 'Med billedsiden nedad: ingen point.';
	switch (c.type) {
		case 'ifShieldMissing':
			return b.count
				? `${points(b.points)}: Intet kort i tableauet viser et ${SHIELD_WORDS[c.shield]}.`
				: `0 point: Tableauet viser et ${SHIELD_WORDS[c.shield]}.`;
		case 'ifAnyFaceDown':
			return b.count
				? `${points(b.points)}: Tableauet har et kort med billedsiden nedad.`
				: '0 point: Intet kort i tableauet ligger med billedsiden nedad.';
		case 'ifPosition': {
			const needed = POSITIONS[positionName(c.mask) ?? 'marked'];
			const space = b.position ? SPACES[spaceIndex(b.position)] : null;
			const now = space ? (full ? ` Det ligger ${space}.` : ` Indtil videre ligger det ${space}.`) : '';
			return b.count ? `${points(b.points)}: Det ligger ${needed}.${now}` : `0 point: Det skal ende ${needed}.${now}`;
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
			countsItself: 'Evnen tæller også dette kort med: Det ligger allerede i dit tableau, når evnen bruges.',
			discount:
				'En rabat er permanent og lægges sammen med dine andre rabatter, men den sænker aldrig prisen på det kort, der giver den.',
			neighbours:
				'Dine naboer er spillerne lige før og lige efter dig i turrækkefølgen; i et spil for to er det din modstander.',
			rowColumn:
				'Dette korts række (eller kolonne) er de tre kort på linje med det, det selv medregnet; række og kolonne tilsammen er fem kort.',
			position:
				'Hvor et kort ender, ligger først fast, når dit tableau er fuldt: Rækker og kolonner kan stadig vokse til begge sider.',
			purse: (capacity) =>
				`Et kort med pung: Guld, der lægges på det, bliver der og kan ikke bruges. Ved slutningen lægges dit resterende guld først på dine punge, op til ${capacity} på dette.`,
			faceDown: 'Kort med billedsiden nedad viser intet: intet skjold, intet banner, ingen pris, ingen point.'
		}),
	messenger: (to) =>
		`Købt med billedsiden opad sender det budbringeren til ${TO[to]}: Næste spiller tager derfra (medmindre de bruger en nøgle).`,
	faceDown: `Tager du det i stedet med billedsiden nedad, koster det intet og giver ${FACE_DOWN}, men ingen evne, ingen skjolde og ingen point.`,
	headings: {
		ability: 'Når det købes med billedsiden opad',
		scoring: 'Ved spillets slutning',
		shields: 'Skjolde:',
		now: 'Lige nu'
	},
	close: 'Luk',
	player: (seat) => `Spiller ${seat + 1}`,
	printed: (location, cost) => `${location === 'castle' ? 'Slotskort' : 'Landsbykort'} · trykt pris ${cost} guld`,
	costNow: (cost, printed, have) =>
		(cost < printed
			? `Det koster dig ${cost} guld nu i stedet for ${printed}, takket være dine rabatter.`
			: `Det koster dig ${cost} guld nu.`) +
		(cost > have ? ` Du har ${have}: ikke nok til at købe det, men du kan altid tage det med billedsiden nedad.` : ''),
	paid: (cost, faceDown, owner) =>
		faceDown
			? `${owner ?? 'Du'} tog det med billedsiden nedad for ${FACE_DOWN}.`
			: cost === null
				? ''
				: `${owner ?? 'Du'} købte det for ${cost} guld.`,
	pointsNow: (n, owner, faceDown, final) =>
		faceDown
			? 'Med billedsiden nedad giver det ingen point.'
			: final
				? `Det gav ${owner ?? 'dig'} ${points(n)}.`
				: `Hvis spillet sluttede nu, ville det give ${owner ?? 'dig'} ${points(n)}.`,
	where: (place) =>
		place.kind === 'display'
			? `I ${DISPLAY[place.location]}.`
			: place.kind === 'tableau'
				? place.owner === null
					? 'I dit tableau.'
					: `I ${genitive(place.owner)} tableau.`
				: 'I en bunke af kasserede kort.'
};

/* -------------------------------- reglerne -------------------------------- */

const content: RulesContent = {
	locale: 'da',
	names: { shields: SHIELDS, locations: LOCATIONS },
	ui: {
		title: 'Sådan spiller du',
		close: 'Luk',
		tabs: { rules: 'Regler', legend: 'Symboler' },
		contents: 'Indhold',
		tips: {
			heading: 'Gode råd',
			text: 'Korte råd dukker op i dit første spil, lige når de er nyttige, og derefter aldrig igen.',
			again: 'Vis rådene igen',
			done: 'Rådene vises igen i dit næste spil.'
		}
	},
	sections: [
		{
			id: 'goal',
			title: 'Målet',
			blocks: [
				{
					p: [
						'Hver spiller rekrutterer ni personer fra slottet ',
						castle,
						' og landsbyen ',
						village,
						' og lægger dem i et gitter på 3×3 kort, sit tableau. Hver person gør noget én gang, når du køber den, og giver point i slutningen af spillet efter sit pointbanner.'
					]
				},
				{ p: ['Efter ni ture hver vinder den spiller, der har flest point.'] }
			]
		},
		{
			id: 'setup',
			title: 'Opsætning',
			blocks: [
				{
					bullets: [
						[
							`De ${LOCATION_CARDS.castle.length} slotskort og de ${LOCATION_CARDS.village.length} landsbykort blandes hver for sig til to stakke.`
						],
						[
							'Fra hver stak vendes tre kort med billedsiden opad: kortrækken ved slottet øverst, kortrækken ved landsbyen nedenunder.'
						],
						['Budbringeren ', messenger, ' starter ved kortrækken ved landsbyen.'],
						[
							`Alle tager ${STARTING_STOCK.gold} `,
							gold,
							` og ${STARTING_STOCK.keys} `,
							key,
							'. Lageret af guld og nøgler slipper aldrig op.'
						],
						['En tilfældig spiller begynder; derefter går turen videre rundt om bordet.']
					]
				}
			]
		},
		{
			id: 'turn',
			title: 'En tur',
			blocks: [
				{ p: ['Din tur har fire trin i denne rækkefølge:'] },
				{
					steps: [
						[
							'Brug en nøgle ',
							key,
							' (valgfrit, højst én): Flyt budbringeren til den anden kortrække, eller udskift de tre kort, hvor budbringeren står.'
						],
						[
							'Tag et af de tre kort ved budbringeren ',
							messenger,
							'. Betal enten dets pris i guld og læg det med billedsiden opad, eller tag det gratis med billedsiden nedad (se nedenfor).'
						],
						['Har du købt det med billedsiden opad, sker dets evne med det samme.'],
						[
							'Har kortet et budbringerikon, flytter budbringeren til den anden kortrække. Derefter fyldes begge kortrækker op til tre kort fra deres stakke.'
						]
					]
				},
				{ note: ['Alle spiller præcis ni ture, så alle ender med ni kort.'] }
			]
		},
		{
			id: 'keys',
			title: 'Nøgler',
			blocks: [
				{
					p: [
						'Nøgler ',
						key,
						' giver dig kontrol over, hvad du kan tage. I starten af din tur må du bruge én nøgle, og kun én, til en af to ting:'
					]
				},
				{
					bullets: [
						['Flyt budbringeren til den anden kortrække for at købe derfra.'],
						[
							'Kassér de tre kort, hvor budbringeren står, og vend tre nye. Kasserede kort lægges i en synlig bunke, som alle må se; når en stak slipper op, blandes dens kasserede kort til en ny stak.'
						]
					]
				},
				{
					p: ['Hver nøgle, du stadig har ved slutningen, er 1 point værd, og nogle kort giver også point for nøgler.']
				}
			]
		},
		{
			id: 'face-down',
			title: 'Kort med billedsiden nedad',
			blocks: [
				{
					p: [
						'Ethvert kort i den kortrække, du må tage fra, kan tages med billedsiden nedad ',
						facedown,
						', også et, du ikke har råd til. Det koster intet, og du får straks ',
						`${FACE_DOWN_GAIN.gold} `,
						gold,
						` og ${FACE_DOWN_GAIN.keys} `,
						key,
						'.'
					]
				},
				{
					p: [
						'Et kort med billedsiden nedad har ingen evne, flytter ikke budbringeren, viser intet skjold, banner eller pris og giver ingen point. Det optager stadig et felt i dit tableau.'
					]
				}
			]
		},
		{
			id: 'placing',
			title: 'Placering af kort',
			blocks: [
				{
					bullets: [
						['Dit første kort må ligge hvor som helst.'],
						['Hvert senere kort skal røre et kort i dit tableau med en side (ikke kun med et hjørne).'],
						[
							'Dit tableau må aldrig blive bredere end tre kolonner eller højere end tre rækker. Efter ni kort er det et fuldt 3×3-gitter.'
						]
					]
				},
				{
					note: [
						'Hvilken række eller kolonne et kort ender i, afgøres først, når gitteret fyldes: Tre kort side om side er én række, men om det bliver den øverste, midterste eller nederste række, er stadig åbent.'
					]
				}
			]
		},
		{
			id: 'abilities',
			title: 'Evner',
			blocks: [
				{
					p: [
						'Et kort, der er købt med billedsiden opad, gør, hvad teksten siger, lige efter du har placeret det. Medmindre andet står, er det dig, der får noget, og der tælles det, der er i dit eget tableau, det nye kort medregnet.'
					]
				},
				{
					bullets: [
						[
							'Rabatter: Nogle kort gør senere køb billigere, for slotskort ',
							castle,
							', landsbykort ',
							village,
							' eller begge. Alle dine rabatter lægges sammen; et kort koster aldrig under 0, og en rabat gælder aldrig for det kort, der giver den.'
						],
						[
							'Punge ',
							purse,
							': Nogle evner lægger guld fra lageret på dine kort med pung, aldrig mere end hver kan rumme. Guld på en pung bliver der; det kan ikke bruges.'
						],
						['Modstandere betyder alle andre spillere.'],
						[
							'En nabo er spilleren lige før eller lige efter dig i turrækkefølgen; når en evne tæller en nabos tableau, vælger du hvilken. Med to spillere er din modstander din eneste nabo.'
						],
						[
							'Nogle kort lader dig kassere et kort fra en kortrække og få dets trykte pris i guld eller nøgler; andre giver et valg mellem to belønninger.'
						]
					]
				}
			]
		},
		{
			id: 'scoring',
			title: 'Pointtælling',
			blocks: [
				{
					p: [
						'Ved slutningen giver hvert kort med billedsiden opad point efter sit pointbanner, og det ser altid kun på dit eget tableau: så mange point pr. skjold af en type, pr. kort fra et sted, pr. sæt, eller et fast antal, hvis en betingelse er opfyldt (en placering, en manglende skjoldtype osv.).'
					]
				},
				{
					bullets: [
						[
							'Skjolde: ',
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
							'. Et kort med to ens skjolde tæller dobbelt.'
						],
						[
							'»Denne række« eller »denne kolonne« er de tre kort på linje med det kort, der giver point, det selv medregnet; »række og kolonne« er de fem kort.'
						],
						['Hver nøgle, du har, er 1 point værd.'],
						['Guld i din beholdning er intet værd, undtagen til at afgøre uafgjort.'],
						['Kort med billedsiden nedad giver 0 point.']
					]
				},
				{
					note: [
						'Eksempel: Et kort, der giver 3 point pr. militærskjold i sin kolonne, er med to militærskjolde i den kolonne 3 × 2 = 6 point værd.'
					]
				}
			]
		},
		{
			id: 'end',
			title: 'Slutningen og uafgjort',
			blocks: [
				{
					p: [
						'Spillet slutter, når alle spillere har ni kort. Først lægger alle deres resterende guld på deres egne kort med pung ',
						purse,
						', så meget hver kan rumme (dette bord gør det for dig). Derefter tæller alle point for deres kort og nøgler.'
					]
				},
				{
					p: [
						'Flest point vinder. Ved uafgjort vinder den af de involverede spillere, der har mest guld tilbage i beholdningen; er det også lige, deler de sejren.'
					]
				}
			]
		},
		{
			id: 'empty-location',
			title: 'Når et sted løber tør',
			blocks: [
				{
					p: [
						'Kan en kortrække ikke fyldes op til tre kort, selv efter at dens kasserede kort er blandet til en ny stak, forlader det sted spillet: Dets resterende kort fjernes, og budbringeren bliver ved den anden kortrække resten af spillet.'
					]
				},
				{
					p: [
						'Fra da af gør budbringerikoner intet, og en nøgle kan ikke længere flytte budbringeren, men en nøgle kan stadig udskifte de tre kort i den tilbageværende kortrække. Det kan kun ske i store spil.'
					]
				}
			]
		},
		{
			id: 'online',
			title: 'Ved dette bord',
			blocks: [
				{
					bullets: [
						[
							'Tryk på et kort for at få det fuldt forklaret: hvad det gør, hvad det koster dig nu, og hvad det giver der, hvor det ligger.'
						],
						[
							'Når du vælger et kort, lyser de felter op, hvor det må ligge, med det, det ville lægge til dine point, hvis spillet sluttede nu.'
						],
						['Pointtallet ved hver spiller er netop den beregning; de rigtige point tælles ved slutningen.']
					]
				}
			]
		}
	],
	legend: {
		title: 'Symboler',
		groups: [
			{
				title: 'Skjolde',
				entries: (Object.keys(SHIELDS) as Shield[]).map((s) => ({
					icon: shield(s),
					name: SHIELDS[s],
					text: [
						{
							nobility: 'Mest på slotskort.',
							faith: 'Mest på slotskort.',
							scholarship: 'Mest på slotskort.',
							military: 'Mest på landsbykort.',
							craftsmanship: 'Mest på landsbykort.',
							peasantry: 'Kun på landsbykort.'
						}[s]
					]
				}))
			},
			{
				title: 'Steder',
				entries: [
					{
						icon: castle,
						name: 'Slotsbanner',
						text: [
							'Et slotskort (gråblå kant). Kort, der tæller »slotskort«, tæller disse, når de ligger med billedsiden opad.'
						]
					},
					{
						icon: village,
						name: 'Landsbybanner',
						text: [
							'Et landsbykort (brun kant). Kort, der tæller »landsbykort«, tæller disse, når de ligger med billedsiden opad.'
						]
					},
					{
						icon: messenger,
						name: 'Budbringeren',
						text: [
							'Står ved den kortrække, du tager fra. Et kort med budbringerikonet (en lille figur med en pil, øverst til højre) sender den til den anden kortrække, når det købes med billedsiden opad.'
						]
					}
				]
			},
			{
				title: 'Guld, nøgler, punge',
				entries: [
					{ icon: gold, name: 'Guld', text: ['Betaler for kort. Resterende guld afgør kun uafgjort.'] },
					{
						icon: key,
						name: 'Nøgle',
						text: [
							'Brug én pr. tur til at flytte budbringeren eller forny dens kortrække. 1 point hver ved slutningen.'
						]
					},
					{
						icon: purse,
						name: 'Pung',
						text: [
							'Et kort med pung opbevarer guld, op til det viste tal (',
							purse,
							'2/5 = 2 opbevaret, plads til 5). Opbevaret guld giver point til kortet og kan ikke bruges.'
						]
					},
					{
						icon: { was: 4, price: 3 },
						name: 'Rabat',
						text: [
							'»−1 i pris ',
							castle,
							'« betyder, at slotskort fremover koster dig 1 guld mindre. En overstreget pris med en grøn ved siden af er det, kortet koster dig.'
						]
					},
					{
						icon: facedown,
						name: 'Med billedsiden nedad',
						text: [`Taget gratis mod ${FACE_DOWN}; ingen evne, ingen skjolde, ingen point.`]
					}
				]
			},
			{
				title: 'Placeringer',
				entries: [
					{
						icon: mask('111,000,000'),
						name: 'En række',
						text: ['Giver point, hvis kortet ender i den markerede række.']
					},
					{
						icon: mask('100,100,100'),
						name: 'En kolonne',
						text: ['Giver point, hvis kortet ender i den markerede kolonne.']
					},
					{
						icon: mask('101,000,101'),
						name: 'Hjørner',
						text: ['Giver point, hvis kortet ender i et af de fire hjørner.']
					},
					{
						icon: mask('010,101,010'),
						name: 'Midt på kanterne',
						text: ['Giver point, hvis kortet ender midt på en kant: hverken et hjørne eller midten.']
					}
				]
			},
			{
				title: 'Ord på kortene',
				entries: [
					{
						icon: null,
						name: 'I række / i kolonne',
						text: ['De tre kort på linje med dette kort, det selv medregnet. »Række + kolonne«: de fem kort.']
					},
					{
						icon: null,
						name: 'Nabo',
						text: [
							'Spilleren lige før eller lige efter dig i turrækkefølgen. Du vælger, hvilken en evne tæller; med to spillere er det din modstander.'
						]
					},
					{ icon: null, name: 'Andre', text: ['Alle andre spillere ved bordet.'] },
					{ icon: null, name: 'Sæt', text: ['Ét af hvert nævnt skjold; hvert skjold hører kun til ét sæt.'] }
				]
			}
		]
	},
	card
};

export default content;
