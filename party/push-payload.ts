// What a push says, in the seat's language: the JSON the service worker turns into a
// notification. Names and the table only, never a card: the push service and the
// lock screen see it. The words are Paraglide's messages (messages/<locale>.json),
// each imported alone and called with an explicit locale, so the room bundles these
// few and no request's locale is involved.
import { locales, type Locale } from '../src/lib/paraglide/runtime.js';
import { push_over_tied } from '../src/lib/paraglide/messages/push_over_tied.js';
import { push_over_title } from '../src/lib/paraglide/messages/push_over_title.js';
import { push_over_won } from '../src/lib/paraglide/messages/push_over_won.js';
import { push_start_body } from '../src/lib/paraglide/messages/push_start_body.js';
import { push_start_title } from '../src/lib/paraglide/messages/push_start_title.js';
import { push_turn_body } from '../src/lib/paraglide/messages/push_turn_body.js';
import { push_turn_body_left } from '../src/lib/paraglide/messages/push_turn_body_left.js';
import { push_turn_title } from '../src/lib/paraglide/messages/push_turn_title.js';

export type PushKind = 'turn' | 'start' | 'over';

/** What happened, as the room knows it; `table` is the room id. */
export type PushEvent =
	| { kind: 'turn'; table: string; name: string; timeLeftMs?: number | null }
	| { kind: 'start'; table: string; players: readonly string[] }
	| { kind: 'over'; table: string; winners: readonly string[] };

export interface PushPayload {
	table: string;
	kind: PushKind;
	title: string;
	body: string;
	lang: Locale;
	url: string;
}

export const isPushLocale = (lang: unknown): lang is Locale => (locales as readonly unknown[]).includes(lang);

/** "21 hours", "5 Minuten", "40 giây": whole units, rounded down (never more time than there is). */
export function formatTimeLeft(ms: number, lang: Locale): string {
	const seconds = Math.max(0, Math.floor(ms / 1000));
	const [value, unit] =
		seconds >= 2 * 3600
			? [Math.floor(seconds / 3600), 'hour']
			: seconds >= 120
				? [Math.floor(seconds / 60), 'minute']
				: [seconds, 'second'];
	return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

const list = (names: readonly string[], lang: Locale) =>
	new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);

/** The payload of one push, in `lang`. */
export function pushPayload(event: PushEvent, lang: Locale): PushPayload {
	const options = { locale: lang };
	const { table } = event;
	let title: string;
	let body: string;
	if (event.kind === 'turn') {
		title = push_turn_title({ table }, options);
		body =
			event.timeLeftMs == null
				? push_turn_body({ name: event.name }, options)
				: push_turn_body_left({ name: event.name, time: formatTimeLeft(event.timeLeftMs, lang) }, options);
	} else if (event.kind === 'start') {
		title = push_start_title({ table }, options);
		body = push_start_body({ players: list(event.players, lang) }, options);
	} else {
		title = push_over_title({ table }, options);
		body =
			event.winners.length === 1
				? push_over_won({ winner: event.winners[0] }, options)
				: push_over_tied({ winners: list(event.winners, lang) }, options);
	}
	return { table, kind: event.kind, title, body, lang, url: `/t/${table}` };
}
