// The engine's event log told in plain words, one line per move, in the page's
// language ("Ada bought the Judge for 3 gold; the Messenger moves to the Village").
// Every clause is a whole message (messages/<locale>.json, keys log_*), clauses
// join through a message too (French writes " ; "), and so do lists (formatList).
import { findCard, type Location } from '$engine/data';
import { m } from '$lib/paraglide/messages';
import { theCard } from '$lib/cards/card-names';
import { formatList } from '$lib/i18n/format';
import { currentLocale } from '$lib/i18n/locale';
import type { GameEvent, HintTaken, StandIn } from '../room-types';

export interface LogLine {
	/** Index of the first event of the line: a stable key. */
	id: number;
	turn: number;
	seat: number | null;
	text: string;
	/** Turn headers are drawn as separators. */
	header?: boolean;
	/** Made for an absent player by a bot, or by the turn timer. */
	standIn?: StandIn['reason'];
	/** "Ada took a hint": the room noted it before the event this line sits before. */
	hint?: boolean;
	/** A quick reaction heard while the game went on (src/lib/table/reactions/). */
	reaction?: boolean;
}

/** "2 gold and 1 key", in the page's language. */
function amounts(gold: number, keys: number): string {
	const parts: string[] = [];
	if (gold) parts.push(m.log_gold({ gold }));
	if (keys) parts.push(m.log_keys({ keys }));
	return formatList(parts);
}

/** What an option of a choice effect was, for "Ada chose 2 keys". */
function optionText(source: string, index: number): string {
	const effect = findCard(source)?.ability.effects.find((e) => e.kind === 'choice');
	const option = effect?.kind === 'choice' ? effect.options[index] : undefined;
	if (!option) return m.log_option_number({ number: index + 1 });
	if (option.kind === 'gain' && !option.per)
		return option.resource === 'gold' ? amounts(option.amount, 0) : amounts(0, option.amount);
	if (option.kind === 'gain')
		return option.resource === 'gold' ? m.log_option_neighbour_gold() : m.log_option_neighbour_keys();
	if (option.kind === 'goldOnEachPurse') return m.log_option_on_each_purse({ gold: option.amount });
	return m.log_option_other();
}

/** The engine logs what a face-down card paid right after the take; the line says it with the take. */
function faceDownGain(events: readonly GameEvent[], take: number): { gold: number; keys: number } {
	const next = events[take + 1];
	return next?.type === 'gain' && next.source === 'faceDown'
		? { gold: next.gold, keys: next.keys }
		: { gold: 0, keys: 0 };
}

const BY_LOCATION = {
	refresh: { castle: m.log_refresh_castle, village: m.log_refresh_village },
	discarded: { castle: m.log_discarded_castle, village: m.log_discarded_village },
	messenger: { castle: m.log_messenger_castle, village: m.log_messenger_village },
	reshuffle: { castle: m.log_reshuffle_castle, village: m.log_reshuffle_village },
	removed: { castle: m.log_removed_castle, village: m.log_removed_village }
} satisfies Record<string, Record<Location, unknown>>;

/**
 * The log in lines. `standIns` (the room's ranges of events a stand-in made for a
 * human seat) mark the lines of that seat's moves: "(bot for Bob)", "(time ran out)".
 * `hints` (the room's note of each hint taken) add a line where each was taken.
 */
export function describeLog(
	events: readonly GameEvent[],
	nameOf: (seat: number) => string,
	standIns: readonly StandIn[] = [],
	hints: readonly HintTaken[] = []
): LogLine[] {
	return marked(eventLines(events, nameOf, 0), standIns, hints, nameOf);
}

/**
 * `describeLog` for a log that grows: the lines before the last turn it had already
 * told are kept, and only the events from there on are told again (a turn's header
 * starts its lines afresh, so nothing after it changes a line before it). The log's
 * old events must be the same objects (the room client keeps them so); else, or
 * with other names or another language, it is all told again.
 */
export function logDescriber(): typeof describeLog {
	let last: {
		events: readonly GameEvent[];
		nameOf: (seat: number) => string;
		locale: string;
		lines: LogLine[];
	} | null = null;
	return (events, nameOf, standIns = [], hints = []) => {
		const locale = currentLocale();
		let from = 0;
		if (last && last.nameOf === nameOf && last.locale === locale) {
			const known = Math.min(last.events.length, events.length);
			let same = 0;
			while (same < known && events[same] === last.events[same]) same++;
			// The last turn header among the events both logs share: told afresh from there.
			for (let i = same - 1; i > 0 && !from; i--) if (events[i].type === 'turn') from = i;
		}
		const kept = from && last ? last.lines.filter((line) => line.id < from) : [];
		const lines = [...kept, ...eventLines(events, nameOf, from)];
		last = { events, nameOf, locale, lines };
		return marked(lines, standIns, hints, nameOf);
	};
}

/** The lines of `events` from index `from`, which is 0 or a turn's header. */
function eventLines(events: readonly GameEvent[], nameOf: (seat: number) => string, from: number): LogLine[] {
	const locale = currentLocale();
	const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
	const lines: LogLine[] = [];
	let turn = 0;
	let current: LogLine | null = null;
	const add = (id: number, seat: number | null, text: string) => {
		current = { id, turn, seat, text };
		lines.push(current);
	};
	// Consequences of a move join its line; anything else starts a new one.
	const append = (id: number, seat: number | null, text: string) => {
		if (current) current.text = m.log_join({ line: current.text, clause: text });
		else add(id, seat, capitalize(text));
	};
	const sameSeat = (seat: number) => (current as LogLine | null)?.seat === seat;
	for (let i = from; i < events.length; i++) {
		const e = events[i];
		switch (e.type) {
			case 'start':
				turn = 0;
				add(i, null, m.log_start({ players: e.players, first: nameOf(e.firstPlayer) }));
				current = null;
				break;
			case 'turn':
				turn = e.turn;
				lines.push({
					id: i,
					turn,
					seat: e.seat,
					text: m.log_turn({ turn: e.turn, name: nameOf(e.seat) }),
					header: true
				});
				current = null;
				break;
			case 'key':
				add(
					i,
					e.seat,
					e.use === 'messenger'
						? m.log_key_messenger({ name: nameOf(e.seat) })
						: m.log_key_refresh({ name: nameOf(e.seat) })
				);
				break;
			case 'take':
				add(
					i,
					e.seat,
					e.faceDown
						? m.log_took_face_down({ name: nameOf(e.seat), card: theCard(e.card), ...faceDownGain(events, i) })
						: m.log_bought({ name: nameOf(e.seat), card: theCard(e.card), cost: e.cost })
				);
				break;
			case 'gain':
				if (e.source === 'faceDown' || (!e.gold && !e.keys)) break; // already said, or nothing to say
				{
					let what = amounts(e.gold, e.keys);
					if (e.neighbor !== undefined) what = m.log_counting({ amounts: what, name: nameOf(e.neighbor) });
					const line = current as LogLine | null;
					if (line && sameSeat(e.seat)) line.text = m.log_and_gains({ line: line.text, amounts: what });
					else append(i, e.seat, m.log_gains({ name: nameOf(e.seat), amounts: what }));
				}
				break;
			case 'purse':
				if (e.source === 'end') {
					add(i, e.seat, m.log_stores({ name: nameOf(e.seat), gold: e.gold, card: theCard(e.card) }));
					current = null;
				} else append(i, e.seat, m.log_onto({ gold: e.gold, card: theCard(e.card) }));
				break;
			case 'choose': {
				const option = optionText(e.source, Number(e.value));
				append(
					i,
					e.seat,
					sameSeat(e.seat) ? m.log_chose_more({ option }) : m.log_chose({ name: nameOf(e.seat), option })
				);
				break;
			}
			case 'discard':
				if (e.source === 'refresh') append(i, e.seat, BY_LOCATION.refresh[e.location]());
				else
					append(
						i,
						e.seat,
						BY_LOCATION.discarded[e.location]({ name: nameOf(e.seat), cards: formatList(e.cards.map(theCard)) })
					);
				break;
			case 'messenger':
				append(i, null, BY_LOCATION.messenger[e.to]());
				break;
			case 'reshuffle':
				append(i, null, BY_LOCATION.reshuffle[e.location]());
				break;
			case 'removed':
				append(i, null, BY_LOCATION.removed[e.location]());
				break;
			case 'reveal':
				break; // the displays show it
			case 'end':
				add(i, null, m.log_end());
				current = null;
				break;
		}
	}
	return lines;
}

/** The lines with their stand-ins marked and the hints taken among them. */
function marked(
	lines: LogLine[],
	standIns: readonly StandIn[],
	hints: readonly HintTaken[],
	nameOf: (seat: number) => string
): LogLine[] {
	const marked = standIns.length ? lines.map((line) => markStandIn(line, standIns, nameOf)) : lines;
	return hints.length ? withHints(marked, hints, nameOf) : marked;
}

/** A line for each hint taken, just before the first line that starts at or after it. */
function withHints(lines: LogLine[], hints: readonly HintTaken[], nameOf: (seat: number) => string): LogLine[] {
	const out = [...lines];
	hints.forEach((h, i) => {
		const before = out.findIndex((line) => line.id >= h.at && !line.hint);
		const at = before < 0 ? out.length : before;
		const turn = out[at - 1]?.turn ?? 0;
		// Ids are event indices: a hint's sits just below the event it came before, and stays unique.
		const line: LogLine = {
			id: h.at - 0.5 + i / 1e4,
			turn,
			seat: h.seat,
			text: m.log_hint_taken({ name: nameOf(h.seat) }),
			hint: true
		};
		out.splice(at, 0, line);
	});
	return out;
}

/**
 * A line starts at one event; a stand-in's range may also cover the next
 * player's turn marker or a reveal, so only lines of the stand-in's own seat
 * (never a turn header) are marked.
 */
function markStandIn(line: LogLine, standIns: readonly StandIn[], nameOf: (seat: number) => string): LogLine {
	if (line.header || line.seat === null) return line;
	const by = standInAt(standIns, line.seat, line.id);
	if (!by) return line;
	const text =
		by.reason === 'bot'
			? m.log_stand_in_bot({ line: line.text, name: nameOf(by.seat) })
			: m.log_stand_in_timeout({ line: line.text });
	return { ...line, text, standIn: by.reason };
}

/** The stand-in that made the event at log index `at` for `seat`, if one did. */
export function standInAt(standIns: readonly StandIn[], seat: number, at: number): StandIn | undefined {
	return standIns.find((s) => s.seat === seat && at >= s.from && at < s.to);
}
