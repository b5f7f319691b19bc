// Die Tipps der ersten Partie auf Deutsch (ein eigenes kleines Modul, siehe ../index.ts).
import { FACE_DOWN_GAIN as GAIN } from '$engine/index';
import { gold, key, messenger, purse } from '../icons';
import type { TipsContent } from '../content-types';

const hints: TipsContent = {
	dismiss: 'Verstanden',
	more: 'Mehr in den Regeln',
	'first-pick': {
		title: 'Deine erste Karte',
		text: [
			'Nimm eine der drei Karten neben dem Herold ',
			messenger,
			`. Bezahle ihre Kosten und lege sie offen aus, oder nimm sie kostenlos verdeckt und erhalte stattdessen ${GAIN.gold} Gold `,
			gold,
			` und ${GAIN.keys} Schlüssel `,
			key,
			'. Dann wähle ein leuchtendes Feld: Die Zahl zeigt, was die Karte jetzt zu deinen Punkten beiträgt.'
		],
		more: 'turn'
	},
	'cant-afford': {
		title: 'Zu teuer?',
		text: [
			`Eine Karte, die du dir nicht leisten kannst, darfst du trotzdem verdeckt nehmen: Sie bringt keine Punkte, kostet aber nichts und gibt dir ${GAIN.gold} Gold `,
			gold,
			` und ${GAIN.keys} Schlüssel `,
			key,
			' für spätere Züge.'
		],
		more: 'face-down'
	},
	'first-key': {
		title: 'Deine Schlüssel',
		text: [
			'Bevor du eine Karte nimmst, darfst du einen Schlüssel ',
			key,
			' ausgeben: Bewege den Herold zur anderen Kartenreihe oder ersetze die drei Karten, neben denen er steht. Jeder Schlüssel, der am Ende übrig ist, ist 1 Punkt wert.'
		],
		more: 'keys'
	},
	'first-decision': {
		title: 'Deine Karte lässt dich wählen',
		text: [
			'Diese Fähigkeit verlangt eine Entscheidung. Jede Wahl zeigt, was sie dir bringen würde; wähle eine und bestätige.'
		],
		more: 'abilities'
	},
	'last-turn': {
		title: 'Letzte Karte',
		text: [
			'Das ist deine neunte Karte. Danach kommt übriges Gold auf deine Münzbeutel ',
			purse,
			' und alle Karten werden gewertet; übriges Gold entscheidet nur einen Gleichstand.'
		],
		more: 'end'
	}
};

export default hints;
