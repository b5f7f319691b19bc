// Client messages as each protocol version writes them, in Node: the room reads
// today's pages strictly and the previous version's as it sent them.
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../party/client-messages';
import { OLDEST_PROTOCOL_VERSION, PROTOCOL_VERSION, REACTIONS } from '../../party/protocol';

const move = { type: 'key', use: 'refresh' };
const text = (message: object) => JSON.stringify(message);

describe('actions', () => {
	it(`today's pages (version ${PROTOCOL_VERSION}) send the seq of the state a move answers; without it, it is refused`, () => {
		expect(parseClientMessage(text({ type: 'action', action: move, seq: 4 }), PROTOCOL_VERSION)).toEqual({
			ok: true,
			message: { type: 'action', action: move, seq: 4 }
		});
		expect(parseClientMessage(text({ type: 'action', action: move }), PROTOCOL_VERSION)).toEqual({
			ok: false,
			code: 'bad-message',
			params: { path: 'seq' }
		});
		// Without a version: today's.
		expect(parseClientMessage(text({ type: 'action', action: move })).ok).toBe(false);
	});

	it('pages of version 1 may leave seq out (the oldest did), or send it', () => {
		expect(parseClientMessage(text({ type: 'action', action: move }), 1)).toEqual({
			ok: true,
			message: { type: 'action', action: move }
		});
		expect(parseClientMessage(text({ type: 'action', action: move, seq: 4 }), 1)).toMatchObject({
			ok: true,
			message: { seq: 4 }
		});
		expect(parseClientMessage(text({ type: 'action', action: move, seq: -1 }), 1)).toMatchObject({
			ok: false,
			code: 'bad-message'
		});
	});

	it('pages of version 2 send seq with every action too', () => {
		expect(parseClientMessage(text({ type: 'action', action: move, seq: 4 }), 2)).toEqual({
			ok: true,
			message: { type: 'action', action: move, seq: 4 }
		});
		expect(parseClientMessage(text({ type: 'action', action: move }), 2)).toMatchObject({
			ok: false,
			code: 'bad-message'
		});
	});
});

it('every other message reads alike in every version the room accepts', () => {
	const messages = [
		{ type: 'ping' },
		{ type: 'join', name: ' Ada ' },
		{ type: 'resume', token: 'a-seat-token-of-the-right-length' },
		{ type: 'addBot', level: 'hard' },
		{ type: 'setTimer', seconds: 60 },
		{ type: 'rematch' },
		{ type: 'dance' },
		{ type: 'start', now: true }
	];
	for (const message of messages) {
		const today = parseClientMessage(text(message), PROTOCOL_VERSION);
		for (let version = OLDEST_PROTOCOL_VERSION; version < PROTOCOL_VERSION; version++) {
			expect(parseClientMessage(text(message), version)).toEqual(today);
		}
	}
	expect(parseClientMessage(text({ type: 'join', name: ' Ada ' }), OLDEST_PROTOCOL_VERSION)).toEqual({
		ok: true,
		message: { type: 'join', name: 'Ada' }
	});
});

describe('a seat named by its index (version 3)', () => {
	const messages = [
		{ type: 'setBotLevel', seat: 1, level: 'hard', seq: 7 },
		{ type: 'removeSeat', seat: 1, seq: 7 }
	];
	it('carries the seq of the state the host saw; without it, it is refused', () => {
		for (const message of messages) {
			expect(parseClientMessage(text(message), PROTOCOL_VERSION)).toEqual({ ok: true, message });
			const { seq: _seq, ...bare } = message;
			expect(parseClientMessage(text(bare), PROTOCOL_VERSION)).toEqual({
				ok: false,
				code: 'bad-message',
				params: { path: 'seq' }
			});
		}
	});

	it('a page of version 1 or 2 names it without seq: not read (the room then asks it to reload)', () => {
		for (const message of messages) {
			const { seq: _seq, ...bare } = message;
			for (const version of [1, 2]) {
				expect(parseClientMessage(text(bare), version)).toMatchObject({ ok: false, code: 'bad-message' });
			}
		}
	});
});

describe("a table's pace (version 4)", () => {
	it('setPace names live or days, with whole hours from 1 to 72 or none', () => {
		for (const message of [
			{ type: 'setPace', pace: 'days', hours: 1 },
			{ type: 'setPace', pace: 'days', hours: 72 },
			{ type: 'setPace', pace: 'live' }
		]) {
			expect(parseClientMessage(text(message), PROTOCOL_VERSION)).toEqual({ ok: true, message });
		}
		for (const hours of [0, 73, 2.5, '24', null]) {
			expect(parseClientMessage(text({ type: 'setPace', pace: 'days', hours }), PROTOCOL_VERSION)).toEqual({
				ok: false,
				code: 'bad-message',
				params: { path: 'hours' }
			});
		}
		expect(parseClientMessage(text({ type: 'setPace', pace: 'weeks' }), PROTOCOL_VERSION)).toEqual({
			ok: false,
			code: 'bad-message',
			params: { path: 'pace' }
		});
	});

	it('a page of version 3 or older sends no setPace: not read', () => {
		for (let version = OLDEST_PROTOCOL_VERSION; version < 4; version++) {
			expect(parseClientMessage(text({ type: 'setPace', pace: 'days' }), version)).toMatchObject({
				ok: false,
				code: 'bad-message'
			});
		}
	});
});

describe('quick reactions (version 5)', () => {
	it('react names one of the fixed codes; setReactions a boolean', () => {
		for (const reaction of REACTIONS) {
			const message = { type: 'react', reaction };
			expect(parseClientMessage(text(message), PROTOCOL_VERSION)).toEqual({ ok: true, message });
		}
		for (const reaction of ['hello', '👏', '', null]) {
			expect(parseClientMessage(text({ type: 'react', reaction }), PROTOCOL_VERSION)).toEqual({
				ok: false,
				code: 'bad-message',
				params: { path: 'reaction' }
			});
		}
		// No free text rides along.
		expect(parseClientMessage(text({ type: 'react', reaction: 'clap', text: 'hi' }), PROTOCOL_VERSION)).toMatchObject({
			ok: false,
			code: 'bad-message'
		});
		expect(parseClientMessage(text({ type: 'setReactions', on: false }), PROTOCOL_VERSION)).toEqual({
			ok: true,
			message: { type: 'setReactions', on: false }
		});
	});

	it('a page of version 4 or older sends neither: not read (then reload)', () => {
		for (let version = OLDEST_PROTOCOL_VERSION; version < 5; version++) {
			for (const message of [
				{ type: 'react', reaction: 'clap' },
				{ type: 'setReactions', on: true }
			]) {
				expect(parseClientMessage(text(message), version)).toMatchObject({ ok: false, code: 'bad-message' });
			}
		}
	});
});
