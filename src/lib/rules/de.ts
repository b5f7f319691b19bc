// Die Regeln von Castle Combo auf Deutsch, in eigenen Worten: das Regel-Panel, die
// Symbol-Übersicht und die eigenen Sätze der Kartendetails. Begriffe wie in der
// Kosmos-Ausgabe (Herold, Auslage, Wappen, Münzbeutel, Kartenreihe; messages/glossary.json).
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
	faith: 'Glaube',
	scholarship: 'Lehre',
	military: 'Militär',
	craftsmanship: 'Handwerk',
	peasantry: 'Bauerntum'
};
/** Die Wappen als Wort im Satz, wie die Kosmos-Regel sie schreibt („Glaub-Wappen“). */
const SHIELD_WORDS: Record<Shield, string> = {
	nobility: 'Adel-Wappen',
	faith: 'Glaub-Wappen',
	scholarship: 'Lehr-Wappen',
	military: 'Militär-Wappen',
	craftsmanship: 'Handwerk-Wappen',
	peasantry: 'Bauerntum-Wappen'
};
const LOCATIONS: Record<Location, string> = { castle: 'Schloss', village: 'Dorf' };
const LOCATION_CARD: Record<Location, { one: string; other: string }> = {
	castle: { one: 'Schloss-Karte', other: 'Schloss-Karten' },
	village: { one: 'Dorf-Karte', other: 'Dorf-Karten' }
};
const DISPLAY: Record<Location, string> = { castle: 'Schloss-Reihe', village: 'Dorf-Reihe' };

const plural = pluralizer('de');
const list = lister('de');
const points = (n: number) => plural(n, { one: '# Punkt', other: '# Punkte' });
const FACE_DOWN = `${FACE_DOWN_GAIN.gold} Gold und ${FACE_DOWN_GAIN.keys} Schlüssel`;

/* ------------------------------ Kartendetails ------------------------------ */

const HERE = {
	tableau: 'in der Auslage',
	row: 'in dieser Zeile',
	column: 'in dieser Spalte',
	rowAndColumn: 'in dieser Zeile und Spalte'
} as const;

/** Wo eine Karte liegen muss (nach „liegt“). */
const POSITIONS = {
	top: 'in der oberen Zeile',
	middleRow: 'in der mittleren Zeile',
	bottom: 'in der unteren Zeile',
	left: 'in der linken Spalte',
	middleColumn: 'in der mittleren Spalte',
	right: 'in der rechten Spalte',
	corner: 'in einer Ecke',
	edgeMiddle: 'in der Mitte eines Rands (weder Ecke noch Zentrum)',
	marked: 'auf einem ihrer markierten Felder'
} as const;

const SPACES = [
	'oben links',
	'oben in der Mitte',
	'oben rechts',
	'in der Mitte links',
	'genau in der Mitte',
	'in der Mitte rechts',
	'unten links',
	'unten in der Mitte',
	'unten rechts'
];

/** „2 Militär-Wappen in dieser Spalte“: n Einheiten einer Zählung, für das Warum der Punkte. */
function units(c: Count, n: number): string {
	const s = (one: string, other: string) => plural(n, { one: `# ${one}`, other: `# ${other}` });
	switch (c.type) {
		case 'shields':
			return `${n} ${SHIELD_WORDS[c.shield]} ${HERE[c.area]}`;
		case 'distinctShieldTypes':
			return `${s('Wappen-Art', 'verschiedene Wappen-Arten')} ${HERE[c.area]}`;
		case 'missingShieldTypes':
			return `${s('fehlende Wappen-Art', 'fehlende Wappen-Arten')} in der Auslage`;
		case 'shieldSets':
			return `${s('Set', 'Sets')} aus ${list(c.shields.map((x) => SHIELD_WORDS[x]))}`;
		case 'identicalShieldSets':
			return `${s('Set', 'Sets')} aus ${c.size} gleichen Wappen`;
		case 'keys':
			return `${n} Schlüssel`;
		case 'banners':
			return s(LOCATION_CARD[c.location].one, LOCATION_CARD[c.location].other);
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? `${s('Paar', 'Paare')} aus Schloss- und Dorf-Karte`
				: `${s('Gruppe', 'Gruppen')} aus ${c.banners.length} ${LOCATION_CARD[c.banners[0]].other}`;
		case 'cardsWithShieldCount':
			return `${s('Karte', 'Karten')} mit genau ${c.shieldCount} Wappen`;
		case 'cardsWithCost':
			return `${s('Karte', 'Karten')} mit Kosten von ${c.orMore ? `${c.cost} oder mehr` : `genau ${c.cost}`}`;
		case 'cardsWithDiscount':
			return `${s('Karte', 'Karten')} mit Rabatt`;
		case 'cardsWithPurse':
			return `${s('Karte', 'Karten')} mit Münzbeutel`;
		case 'goldOnThisPurse':
			return `${n} Gold auf dieser Karte (Platz für ${c.capacity})`;
		case 'goldOnAllPurses':
			return `${n} Gold auf allen Münzbeuteln`;
		case 'occupiedPositions':
			return s('Karte', 'Karten');
		case 'emptyPositions':
			return s('leeres Feld', 'leere Felder');
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return String(n);
	}
}

function why(b: ScoreBreakdown, matches: string[], full: boolean): string {
	const c = b.counted;
	if (b.faceDown) return 'Verdeckt: keine Punkte.';
	switch (c.type) {
		case 'ifShieldMissing':
			return b.count
				? `${points(b.points)}: Keine Karte der Auslage zeigt ein ${SHIELD_WORDS[c.shield]}.`
				: `0 Punkte: Die Auslage zeigt ein ${SHIELD_WORDS[c.shield]}.`;
		case 'ifAnyFaceDown':
			return b.count
				? `${points(b.points)}: Die Auslage enthält eine verdeckte Karte.`
				: '0 Punkte: Keine Karte der Auslage ist verdeckt.';
		case 'ifPosition': {
			const needed = POSITIONS[positionName(c.mask) ?? 'marked'];
			const space = b.position ? SPACES[spaceIndex(b.position)] : null;
			const now = space ? (full ? ` Sie liegt ${space}.` : ` Bisher liegt sie ${space}.`) : '';
			return b.count
				? `${points(b.points)}: Sie liegt ${needed}.${now}`
				: `0 Punkte: Sie muss am Ende ${needed} liegen.${now}`;
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
				'Die Fähigkeit zählt diese Karte mit: Sie liegt schon in deiner Auslage, wenn die Fähigkeit ausgeführt wird.',
			discount:
				'Ein Rabatt gilt dauerhaft und addiert sich zu deinen anderen Rabatten, senkt aber nie den Preis der Karte, die ihn gewährt.',
			neighbours:
				'Deine Nachbarn sind die Personen direkt vor und direkt nach dir in der Zugreihenfolge; zu zweit ist es dein Gegenüber.',
			rowColumn:
				'Die Zeile (oder Spalte) dieser Karte sind die drei Karten in einer Linie mit ihr, sie selbst eingeschlossen; Zeile und Spalte zusammen sind fünf Karten.',
			position:
				'Wo eine Karte am Ende liegt, steht erst fest, wenn deine Auslage voll ist: Zeilen und Spalten können noch auf beiden Seiten wachsen.',
			purse: (capacity) =>
				`Eine Karte mit Münzbeutel: Gold darauf bleibt liegen und kann nicht ausgegeben werden. Bei Spielende kommt dein übriges Gold zuerst auf deine Münzbeutel, auf diesen höchstens ${capacity}.`,
			faceDown: 'Verdeckte Karten zeigen nichts: kein Wappen, kein Banner, keine Kosten, keine Punkte.'
		}),
	messenger: (to) =>
		`Offen gekauft, schickt sie den Herold zum ${LOCATIONS[to]}: Die nächste Person nimmt dort (außer sie gibt einen Schlüssel aus).`,
	faceDown: `Stattdessen verdeckt genommen, kostet sie nichts und bringt ${FACE_DOWN}, aber keine Fähigkeit, keine Wappen und keine Punkte.`,
	headings: {
		ability: 'Beim offenen Kauf',
		scoring: 'Bei Spielende',
		shields: 'Wappen:',
		now: 'Gerade jetzt'
	},
	close: 'Schließen',
	player: (seat) => `Spieler ${seat + 1}`,
	printed: (location, cost) => `${LOCATION_CARD[location].one} · aufgedruckte Kosten ${cost} Gold`,
	costNow: (cost, printed, have) =>
		(cost < printed
			? `Sie kostet dich jetzt ${cost} Gold statt ${printed}, dank deiner Rabatte.`
			: `Sie kostet dich jetzt ${cost} Gold.`) +
		(cost > have ? ` Du hast ${have}: zu wenig, um sie zu kaufen, aber verdeckt nehmen kannst du sie immer.` : ''),
	paid: (cost, faceDown, owner) =>
		faceDown
			? `${owner ?? 'Du'} ${owner ? 'hat' : 'hast'} sie verdeckt genommen, für ${FACE_DOWN}.`
			: cost === null
				? ''
				: `${owner ?? 'Du'} ${owner ? 'hat' : 'hast'} sie für ${cost} Gold gekauft.`,
	pointsNow: (n, owner, faceDown, final) =>
		faceDown
			? 'Verdeckt bringt sie nichts.'
			: final
				? `Sie hat ${owner ?? 'dir'} ${points(n)} gebracht.`
				: `Endete das Spiel jetzt, brächte sie ${owner ?? 'dir'} ${points(n)}.`,
	where: (place) =>
		place.kind === 'display'
			? `In der ${DISPLAY[place.location]}.`
			: place.kind === 'tableau'
				? place.owner === null
					? 'In deiner Auslage.'
					: `In der Auslage von ${place.owner}.`
				: 'Auf einem Abwurfstapel.'
};

/* -------------------------------- die Regeln -------------------------------- */

const content: RulesContent = {
	locale: 'de',
	names: { shields: SHIELDS, locations: LOCATIONS },
	ui: {
		title: 'Spielregeln',
		close: 'Schließen',
		tabs: { rules: 'Regeln', legend: 'Symbole' },
		contents: 'Inhalt',
		tips: {
			heading: 'Tipps',
			text: 'In deiner ersten Partie erscheinen kurze Tipps genau dann, wenn sie helfen, danach nie wieder.',
			again: 'Tipps wieder zeigen',
			done: 'In deiner nächsten Partie erscheinen die Tipps wieder.'
		}
	},
	sections: [
		{
			id: 'goal',
			title: 'Das Ziel',
			blocks: [
				{
					p: [
						'Alle werben neun Charaktere aus dem Schloss ',
						castle,
						' und dem Dorf ',
						village,
						' an und legen sie in ein Raster aus 3×3 Karten, ihre Auslage. Jeder Charakter tut einmal etwas, wenn du ihn kaufst, und bringt bei Spielende Punkte nach seiner Wertungsbedingung.'
					]
				},
				{ p: ['Nach je neun Zügen gewinnt, wer die meisten Punkte hat.'] }
			]
		},
		{
			id: 'setup',
			title: 'Spielvorbereitung',
			blocks: [
				{
					bullets: [
						[
							`Die ${LOCATION_CARDS.castle.length} Schloss-Karten und die ${LOCATION_CARDS.village.length} Dorf-Karten werden getrennt zu zwei Nachziehstapeln gemischt.`
						],
						[
							'Von jedem Nachziehstapel werden drei Karten offen ausgelegt: oben die Schloss-Reihe, darunter die Dorf-Reihe.'
						],
						['Der Herold ', messenger, ' steht zu Beginn neben der Dorf-Reihe.'],
						[
							`Alle nehmen sich ${STARTING_STOCK.gold} `,
							gold,
							` und ${STARTING_STOCK.keys} `,
							key,
							'. Der Vorrat an Gold und Schlüsseln geht nie aus.'
						],
						['Eine zufällig bestimmte Person beginnt; danach geht es reihum.']
					]
				}
			]
		},
		{
			id: 'turn',
			title: 'Ein Spielzug',
			blocks: [
				{ p: ['Dein Zug hat vier Schritte, in dieser Reihenfolge:'] },
				{
					steps: [
						[
							'Einen Schlüssel ',
							key,
							' ausgeben (freiwillig, höchstens einen): Bewege den Herold zur anderen Kartenreihe oder ersetze die drei Karten, neben denen der Herold steht.'
						],
						[
							'Nimm eine der drei Karten neben dem Herold ',
							messenger,
							'. Bezahle ihre Kosten in Gold und lege sie offen aus, oder nimm sie kostenlos verdeckt (siehe unten).'
						],
						['Hast du sie offen gekauft, wird ihre Fähigkeit sofort ausgeführt.'],
						[
							'Zeigt die Karte einen Herold-Pfeil, geht der Herold zur anderen Kartenreihe. Dann werden beide Kartenreihen von ihren Nachziehstapeln auf drei Karten aufgefüllt.'
						]
					]
				},
				{ note: ['Alle spielen genau neun Züge, also haben am Ende alle neun Karten.'] }
			]
		},
		{
			id: 'keys',
			title: 'Schlüssel',
			blocks: [
				{
					p: [
						'Schlüssel ',
						key,
						' geben dir Einfluss darauf, was du nehmen kannst. Zu Beginn deines Zuges darfst du einen Schlüssel ausgeben, und nur einen, für eine von zwei Aktionen:'
					]
				},
				{
					bullets: [
						['Bewege den Herold zur anderen Kartenreihe, um dort zu kaufen.'],
						[
							'Wirf die drei Karten ab, neben denen der Herold steht, und decke drei neue auf. Abgeworfene Karten kommen auf einen offenen Abwurfstapel, den alle durchsehen dürfen; ist ein Nachziehstapel leer, wird sein Abwurfstapel zu einem neuen Nachziehstapel gemischt.'
						]
					]
				},
				{
					p: [
						'Jeder Schlüssel, den du am Ende noch hast, ist 1 Punkt wert, und manche Karten bringen zusätzlich Punkte für Schlüssel.'
					]
				}
			]
		},
		{
			id: 'face-down',
			title: 'Verdeckte Karten',
			blocks: [
				{
					p: [
						'Jede Karte der Kartenreihe, aus der du nehmen darfst, kannst du verdeckt ',
						facedown,
						' nehmen, auch eine, die du dir nicht leisten kannst. Das kostet nichts, und du erhältst sofort ',
						`${FACE_DOWN_GAIN.gold} `,
						gold,
						` und ${FACE_DOWN_GAIN.keys} `,
						key,
						'.'
					]
				},
				{
					p: [
						'Eine verdeckte Karte hat keine Fähigkeit, bewegt den Herold nicht, zeigt weder Wappen noch Banner noch Kosten und bringt keine Punkte. Sie belegt aber einen Platz in deiner Auslage.'
					]
				}
			]
		},
		{
			id: 'placing',
			title: 'Karten auslegen',
			blocks: [
				{
					bullets: [
						['Deine erste Karte darf an eine beliebige Stelle.'],
						['Jede weitere Karte muss eine Karte deiner Auslage an einer Seite berühren (nicht nur an einer Ecke).'],
						[
							'Deine Auslage darf nie mehr als drei Spalten oder drei Zeilen haben. Nach neun Karten ist sie ein volles 3×3-Raster.'
						]
					]
				},
				{
					note: [
						'In welcher Zeile oder Spalte eine Karte am Ende liegt, entscheidet sich erst, wenn sich die Auslage füllt: Drei Karten nebeneinander sind eine Zeile, aber ob es die obere, mittlere oder untere wird, ist noch offen.'
					]
				}
			]
		},
		{
			id: 'abilities',
			title: 'Fähigkeiten',
			blocks: [
				{
					p: [
						'Eine offen gekaufte Karte tut, was ihr Text sagt, direkt nachdem du sie ausgelegt hast. Steht nichts anderes da, erhältst du etwas, und gezählt wird, was in deiner eigenen Auslage liegt, die neue Karte eingeschlossen.'
					]
				},
				{
					bullets: [
						[
							'Rabatte: Manche Karten machen spätere Käufe billiger, für Schloss-Karten ',
							castle,
							', Dorf-Karten ',
							village,
							' oder beide. Alle deine Rabatte addieren sich; eine Karte kostet nie weniger als 0, und ein Rabatt gilt nie für die Karte, die ihn gewährt.'
						],
						[
							'Münzbeutel ',
							purse,
							': Manche Fähigkeiten legen Gold aus dem Vorrat auf deine Karten mit Münzbeutel, nie mehr, als jede fassen kann. Gold auf einem Münzbeutel bleibt dort; es kann nicht ausgegeben werden.'
						],
						['„Alle anderen“ heißt: alle Personen außer dir.'],
						[
							'Ein Nachbar ist die Person direkt vor oder direkt nach dir in der Zugreihenfolge; zählt eine Fähigkeit die Auslage eines Nachbarn, wählst du, welche. Zu zweit ist dein Gegenüber dein einziger Nachbar.'
						],
						[
							'Manche Karten lassen dich eine Karte aus einer Kartenreihe abwerfen und ihre aufgedruckten Kosten als Gold oder Schlüssel erhalten; andere lassen dich zwischen zwei Belohnungen wählen.'
						]
					]
				}
			]
		},
		{
			id: 'scoring',
			title: 'Wertung',
			blocks: [
				{
					p: [
						'Bei Spielende bringt jede offene Karte Punkte nach ihrer Wertungsbedingung, und die betrachtet immer nur deine eigene Auslage: so viele Punkte pro Wappen einer Art, pro Karte eines Ortes, pro Set, oder eine feste Zahl, wenn eine Bedingung erfüllt ist (eine Position, eine fehlende Wappen-Art usw.).'
					]
				},
				{
					bullets: [
						[
							'Wappen: ',
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
							'. Eine Karte mit zwei gleichen Wappen zählt doppelt.'
						],
						[
							'„Diese Zeile“ oder „diese Spalte“ sind die drei Karten in einer Linie mit der wertenden Karte, sie selbst eingeschlossen; „Zeile und Spalte“ sind diese fünf Karten.'
						],
						['Jeder Schlüssel, den du hast, ist 1 Punkt wert.'],
						['Gold in deinem Vorrat ist nichts wert, außer um einen Gleichstand zu entscheiden.'],
						['Verdeckte Karten bringen 0 Punkte.']
					]
				},
				{
					note: [
						'Beispiel: Eine Karte, die 3 Punkte pro Militär-Wappen in ihrer Spalte bringt, ist mit zwei Militär-Wappen in dieser Spalte 3 × 2 = 6 Punkte wert.'
					]
				}
			]
		},
		{
			id: 'end',
			title: 'Spielende und Gleichstand',
			blocks: [
				{
					p: [
						'Das Spiel endet, wenn alle neun Karten haben. Zuerst legen alle ihr übriges Gold auf ihre eigenen Karten mit Münzbeutel ',
						purse,
						', so viel jede fassen kann (dieser Tisch erledigt das für dich). Dann werten alle ihre Karten und Schlüssel.'
					]
				},
				{
					p: [
						'Wer die meisten Punkte hat, gewinnt. Bei Gleichstand gewinnt, wer davon mehr Gold übrig hat (nicht auf Karten); ist auch das gleich, teilt ihr euch den Sieg.'
					]
				}
			]
		},
		{
			id: 'empty-location',
			title: 'Wenn ein Ort erschöpft ist',
			blocks: [
				{
					p: [
						'Lässt sich eine Kartenreihe selbst dann nicht wieder auf drei Karten auffüllen, wenn ihr Abwurfstapel zu einem neuen Nachziehstapel gemischt wurde, scheidet dieser Ort aus: Seine übrigen Karten kommen aus dem Spiel, und der Herold bleibt für immer bei der anderen Kartenreihe.'
					]
				},
				{
					p: [
						'Ab dann bewirken Herold-Pfeile nichts mehr, und ein Schlüssel kann den Herold nicht mehr bewegen, wohl aber die drei Karten der verbleibenden Kartenreihe ersetzen. Das kann nur in großen Runden passieren.'
					]
				}
			]
		},
		{
			id: 'online',
			title: 'An diesem Tisch',
			blocks: [
				{
					bullets: [
						[
							'Tippe auf eine Karte, um sie ganz erklärt zu bekommen: was sie tut, was sie dich jetzt kostet und was sie dort bringt, wo sie liegt.'
						],
						[
							'Wählst du eine Karte, leuchten die Felder auf, auf die sie darf, jeweils mit dem, was sie deiner Punktzahl hinzufügen würde, wenn das Spiel jetzt endete.'
						],
						['Die Punktzahl neben jeder Person ist genau diese Hochrechnung; gezählt wird erst am Ende.']
					]
				}
			]
		}
	],
	legend: {
		title: 'Symbole',
		groups: [
			{
				title: 'Wappen',
				entries: (Object.keys(SHIELDS) as Shield[]).map((s) => ({
					icon: shield(s),
					name: SHIELDS[s],
					text: [
						{
							nobility: 'Vor allem auf Schloss-Karten.',
							faith: 'Vor allem auf Schloss-Karten.',
							scholarship: 'Vor allem auf Schloss-Karten.',
							military: 'Vor allem auf Dorf-Karten.',
							craftsmanship: 'Vor allem auf Dorf-Karten.',
							peasantry: 'Nur auf Dorf-Karten.'
						}[s]
					]
				}))
			},
			{
				title: 'Orte',
				entries: [
					{
						icon: castle,
						name: 'Schloss-Banner',
						text: [
							'Eine Schloss-Karte (grau-blauer Rand). Karten, die „Schloss-Karten“ zählen, zählen diese, wenn sie offen liegen.'
						]
					},
					{
						icon: village,
						name: 'Dorf-Banner',
						text: [
							'Eine Dorf-Karte (brauner Rand). Karten, die „Dorf-Karten“ zählen, zählen diese, wenn sie offen liegen.'
						]
					},
					{
						icon: messenger,
						name: 'Herold',
						text: [
							'Steht neben der Kartenreihe, aus der du nimmst. Eine Karte mit Herold-Pfeil (eine kleine Figur mit Pfeil, oben rechts) schickt ihn beim offenen Kauf zur anderen Kartenreihe.'
						]
					}
				]
			},
			{
				title: 'Gold, Schlüssel, Münzbeutel',
				entries: [
					{ icon: gold, name: 'Gold', text: ['Bezahlt Karten. Übriges Gold entscheidet nur einen Gleichstand.'] },
					{
						icon: key,
						name: 'Schlüssel',
						text: [
							'Gib pro Zug einen aus, um den Herold zu bewegen oder seine Kartenreihe zu erneuern. Am Ende je 1 Punkt.'
						]
					},
					{
						icon: purse,
						name: 'Münzbeutel',
						text: [
							'Eine Karte mit Münzbeutel hält Gold bis zur angegebenen Zahl (',
							purse,
							'2/5 = 2 darauf, Platz für 5). Gold darauf bringt der Karte Punkte und kann nicht ausgegeben werden.'
						]
					},
					{
						icon: { was: 4, price: 3 },
						name: 'Rabatt',
						text: [
							'„−1 Kosten ',
							castle,
							'“ heißt: Schloss-Karten kosten dich ab jetzt 1 Gold weniger. Ein durchgestrichener Preis mit einem grünen daneben ist das, was die Karte dich kostet.'
						]
					},
					{
						icon: facedown,
						name: 'Verdeckt',
						text: [`Kostenlos genommen, mit ${FACE_DOWN}; keine Fähigkeit, keine Wappen, keine Punkte.`]
					}
				]
			},
			{
				title: 'Positionen',
				entries: [
					{
						icon: mask('111,000,000'),
						name: 'Eine Zeile',
						text: ['Punkte, wenn die Karte am Ende in der markierten Zeile liegt.']
					},
					{
						icon: mask('100,100,100'),
						name: 'Eine Spalte',
						text: ['Punkte, wenn die Karte am Ende in der markierten Spalte liegt.']
					},
					{
						icon: mask('101,000,101'),
						name: 'Ecken',
						text: ['Punkte, wenn die Karte am Ende in einer der vier Ecken liegt.']
					},
					{
						icon: mask('010,101,010'),
						name: 'Randmitten',
						text: ['Punkte, wenn die Karte am Ende in der Mitte eines Rands liegt: weder Ecke noch Zentrum.']
					}
				]
			},
			{
				title: 'Begriffe auf den Karten',
				entries: [
					{
						icon: null,
						name: 'In Zeile / in Spalte',
						text: [
							'Die drei Karten in einer Linie mit dieser Karte, sie selbst eingeschlossen. „Zeile + Spalte“: diese fünf Karten.'
						]
					},
					{
						icon: null,
						name: 'Nachbar',
						text: [
							'Die Person direkt vor oder direkt nach dir in der Zugreihenfolge. Du wählst, welche eine Fähigkeit zählt; zu zweit ist es dein Gegenüber.'
						]
					},
					{ icon: null, name: 'Alle anderen', text: ['Alle anderen Personen am Tisch.'] },
					{ icon: null, name: 'Set', text: ['Je eines der genannten Wappen; jedes Wappen zählt nur für ein Set.'] }
				]
			}
		]
	},
	card
};

export default content;
