// The engine's event log told in plain words, one line per move
// ("Ada bought the Judge for 3 gold; the Messenger moves to the Village").
import { findCard } from '$engine/index';
import { LOCATION_NAMES, theCard } from './card-text';
import type { GameEvent } from './types';

export interface LogLine {
	/** Index of the first event of the line: a stable key. */
	id: number;
	turn: number;
	seat: number | null;
	text: string;
	/** Turn headers are drawn as separators. */
	header?: boolean;
}

const cardName = (id: string) => theCard(findCard(id)?.name ?? id);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word === 'gold' ? '' : 's'}`;

function amounts(gold: number, keys: number): string {
	return [gold ? plural(gold, 'gold') : '', keys ? plural(keys, 'key') : ''].filter(Boolean).join(' and ') || 'nothing';
}

/** What an option of a choice effect was, for "Ada chose 2 keys". */
function optionText(source: string, index: number): string {
	const effect = findCard(source)?.ability.effects.find((e) => e.kind === 'choice');
	const option = effect?.kind === 'choice' ? effect.options[index] : undefined;
	if (!option) return `option ${index + 1}`;
	if (option.kind === 'gain' && !option.per) return plural(option.amount, option.resource === 'gold' ? 'gold' : 'key');
	if (option.kind === 'gain') return option.resource === 'gold' ? 'gold from a neighbour' : 'keys from a neighbour';
	if (option.kind === 'goldOnEachPurse') return `${option.amount} gold on each purse`;
	return 'the other option';
}

export function describeLog(events: readonly GameEvent[], nameOf: (seat: number) => string): LogLine[] {
	const lines: LogLine[] = [];
	let turn = 0;
	let current: LogLine | null = null;
	const add = (id: number, seat: number | null, text: string) => {
		current = { id, turn, seat, text };
		lines.push(current);
	};
	// Consequences of a move join its line; anything else starts a new one.
	const append = (id: number, seat: number | null, text: string, separator = '; ') => {
		if (current) current.text += `${separator}${text}`;
		else add(id, seat, text[0].toUpperCase() + text.slice(1));
	};
	const sameSeat = (seat: number) => (current as LogLine | null)?.seat === seat;
	events.forEach((e, i) => {
		switch (e.type) {
			case 'start':
				turn = 0;
				add(i, null, `A game for ${e.players} players begins; ${nameOf(e.firstPlayer)} goes first.`);
				current = null;
				break;
			case 'turn':
				turn = e.turn;
				lines.push({ id: i, turn, seat: e.seat, text: `Turn ${e.turn} · ${nameOf(e.seat)}`, header: true });
				current = null;
				break;
			case 'key':
				add(
					i,
					e.seat,
					`${nameOf(e.seat)} spent a key to ${e.use === 'messenger' ? 'move the Messenger' : 'refresh the display'}`
				);
				break;
			case 'take':
				add(
					i,
					e.seat,
					e.faceDown
						? `${nameOf(e.seat)} took ${cardName(e.card)} face down`
						: `${nameOf(e.seat)} bought ${cardName(e.card)} for ${plural(e.cost, 'gold')}`
				);
				break;
			case 'gain':
				if (!e.gold && !e.keys) break; // nothing to say
				if (e.source === 'faceDown') {
					append(i, e.seat, `for ${amounts(e.gold, e.keys)}`, ' ');
					break;
				}
				{
					const neighbour = e.neighbor !== undefined ? ` (counting ${nameOf(e.neighbor)}'s tableau)` : '';
					if (sameSeat(e.seat)) append(i, e.seat, `gains ${amounts(e.gold, e.keys)}${neighbour}`, ' and ');
					else append(i, e.seat, `${nameOf(e.seat)} gains ${amounts(e.gold, e.keys)}${neighbour}`);
				}
				break;
			case 'purse':
				if (e.source === 'end') {
					add(i, e.seat, `${nameOf(e.seat)} stores ${plural(e.gold, 'gold')} on ${cardName(e.card)}`);
					current = null;
				} else append(i, e.seat, `${plural(e.gold, 'gold')} onto ${cardName(e.card)}`);
				break;
			case 'choose':
				append(
					i,
					e.seat,
					`${sameSeat(e.seat) ? 'chose' : `${nameOf(e.seat)} chose`} ${optionText(e.source, Number(e.value))}`
				);
				break;
			case 'discard':
				if (e.source === 'refresh') append(i, e.seat, `the ${LOCATION_NAMES[e.location]} cards go to the discard pile`);
				else
					append(
						i,
						e.seat,
						`${nameOf(e.seat)} discarded ${e.cards.map(cardName).join(', ')} from the ${LOCATION_NAMES[e.location]}`
					);
				break;
			case 'messenger':
				append(i, null, `the Messenger moves to the ${LOCATION_NAMES[e.to]}`);
				break;
			case 'reshuffle':
				append(i, null, `the ${LOCATION_NAMES[e.location]} discard pile is shuffled into a new deck`);
				break;
			case 'removed':
				append(i, null, `the ${LOCATION_NAMES[e.location]} has no cards left and leaves the game`);
				break;
			case 'reveal':
				break; // the displays show it
			case 'end':
				add(i, null, 'The game is over: leftover gold goes onto purses, then everyone scores.');
				current = null;
				break;
		}
	});
	return lines;
}
