// The room's commands, in Node: each client message on a room's data, and what it says changed.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, toAct, type Action } from '../../engine/index';
import { applyCommand, type Outcome } from '../../party/commands';
import { NEW_ATTACHMENT, type Attachment } from '../../party/connections';
import { MAX_SEATS, type ClientMessage } from '../../party/protocol';
import { newRoomData, type RoomData } from '../../party/room-data';

const T0 = 1_800_000_000_000;
const nobody = () => false;
const everybody = () => true;

/** A lobby where `names` joined in order (the first hosts); their attachments, by name. */
function lobby(...names: string[]) {
	const data = newRoomData('commands-test', T0);
	const people: Record<string, Attachment> = {};
	for (const name of names) people[name] = join(data, NEW_ATTACHMENT, name);
	return { data, people };
}

function join(data: RoomData, me: Attachment, name: string): Attachment {
	const outcome = applyCommand(data, me, { type: 'join', name }, nobody);
	if (!('change' in outcome) || !outcome.attach) throw new Error(`join refused: ${JSON.stringify(outcome)}`);
	return outcome.attach;
}

/** Applies `message`; the outcome, and how far `seq` moved. */
function run(data: RoomData, me: Attachment, message: ClientMessage, connected: (token: string) => boolean = nobody) {
	const seq = data.seq;
	const outcome = applyCommand(data, me, message, connected);
	return { outcome, seqStep: data.seq - seq };
}

const refusal = (code: string, params?: object): Outcome =>
	({ error: params ? { code, params } : { code } }) as Outcome;

/** Ada (host) and Bob in a started game. */
function playing() {
	const { data, people } = lobby('Ada', 'Bob');
	run(data, people.Ada, { type: 'start' });
	return { data, ada: people.Ada, bob: people.Bob };
}

const seatOf = (data: RoomData, me: Attachment) => data.seats.findIndex((s) => s.token === me.token);

describe('join', () => {
	it('takes a lobby seat: the first joiner hosts, and the new seat counts in seq', () => {
		const data = newRoomData('commands-test', T0);
		const { outcome, seqStep } = run(data, NEW_ATTACHMENT, { type: 'join', name: 'Ada' });
		expect(seqStep).toBe(1);
		const token = data.seats[0].token!;
		expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
		expect(outcome).toEqual({
			change: 'presence',
			attach: { ...NEW_ATTACHMENT, token, joined: true },
			reply: { type: 'joined', seat: 0, token, awayTurns: 0 }
		});
		expect(data.hostToken).toBe(token);
		expect(data.seats[0]).toMatchObject({ name: 'Ada', kind: 'human', leftAt: null });
	});

	it('watches when the seats are full or a game runs: no seat, no token, seq unchanged', () => {
		const { data } = lobby('A', 'B', 'C', 'D', 'E');
		expect(data.seats).toHaveLength(MAX_SEATS);
		const full = run(data, NEW_ATTACHMENT, { type: 'join', name: 'Fan' });
		expect(full.seqStep).toBe(0);
		expect(full.outcome).toEqual({
			change: 'socket',
			attach: { ...NEW_ATTACHMENT, token: null, joined: true },
			reply: { type: 'joined', seat: null, token: null, awayTurns: 0 }
		});
		const game = playing().data;
		const late = run(game, NEW_ATTACHMENT, { type: 'join', name: 'Late' });
		expect(late.seqStep).toBe(0);
		expect(late.outcome).toMatchObject({ change: 'socket', reply: { seat: null, token: null } });
		expect(game.seats).toHaveLength(2);
	});

	it('is refused on a connection that joined already, as a player or as a spectator', () => {
		const { data, people } = lobby('Ada');
		expect(run(data, people.Ada, { type: 'join', name: 'Ada again' })).toEqual({
			outcome: refusal('already-joined'),
			seqStep: 0
		});
		const watcher = { ...NEW_ATTACHMENT, joined: true };
		expect(run(data, watcher, { type: 'join', name: 'Eve' }).outcome).toEqual(refusal('already-joined'));
		expect(data.seats).toHaveLength(1);
	});
});

describe('resume', () => {
	it('binds the connection to its seat, hands control back from a stand-in and reports its turns, seq unchanged', () => {
		const { data, ada } = playing();
		Object.assign(data.seats[0], { leftAt: T0, botPlaying: true, awayTurns: 2 });
		const back = { ...NEW_ATTACHMENT, overflowSince: T0 };
		const { outcome, seqStep } = run(data, back, { type: 'resume', token: ada.token! });
		expect(seqStep).toBe(0);
		expect(outcome).toEqual({
			change: 'presence',
			attach: { ...NEW_ATTACHMENT, token: ada.token, joined: true, overflowSince: null },
			reply: { type: 'joined', seat: 0, token: ada.token, awayTurns: 2 }
		});
		expect(data.seats[0]).toMatchObject({ leftAt: null, botPlaying: false });
	});

	it('an unknown token is refused with bad-token', () => {
		const { data } = playing();
		expect(run(data, NEW_ATTACHMENT, { type: 'resume', token: 'x'.repeat(32) })).toEqual({
			outcome: refusal('bad-token'),
			seqStep: 0
		});
	});
});

describe('leave', () => {
	it('gives a lobby seat up; a leaving host hands the role to a connected human', () => {
		const { data, people } = lobby('Ada', 'Bob', 'Cy');
		const connected = (token: string) => token === people.Cy.token;
		const { outcome, seqStep } = run(data, people.Ada, { type: 'leave' }, connected);
		expect(seqStep).toBe(1);
		expect(outcome).toEqual({ change: 'seats', attach: { ...people.Ada, token: null, joined: false } });
		expect(data.seats.map((s) => s.name)).toEqual(['Bob', 'Cy']);
		expect(data.hostToken).toBe(people.Cy.token);
	});

	it('is refused without a seat, and once the game runs', () => {
		const { data } = lobby('Ada');
		expect(run(data, NEW_ATTACHMENT, { type: 'leave' }).outcome).toEqual(refusal('not-seated'));
		const game = playing();
		expect(run(game.data, game.bob, { type: 'leave' })).toEqual({ outcome: refusal('not-lobby'), seqStep: 0 });
	});
});

describe('host commands', () => {
	it('addBot adds a named bot seat, up to five seats', () => {
		const { data, people } = lobby('Ada');
		expect(run(data, people.Ada, { type: 'addBot', level: 'hard' })).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(data.seats[1]).toMatchObject({ name: 'Alba', kind: 'bot', level: 'hard', token: null });
		for (let i = 2; i < MAX_SEATS; i++) run(data, people.Ada, { type: 'addBot', level: 'easy' });
		expect(data.seats.map((s) => s.name)).toEqual(['Ada', 'Alba', 'Bruno', 'Clara', 'Dario']);
		expect(run(data, people.Ada, { type: 'addBot', level: 'easy' })).toEqual({
			outcome: refusal('table-full', { max: MAX_SEATS }),
			seqStep: 0
		});
	});

	it('a bot never takes a name somebody at the table has', () => {
		const { data, people } = lobby('Ada', 'alba');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		expect(data.seats[2].name).toBe('Bruno');
	});

	it('setBotLevel changes a bot, which keeps its name; a human seat is not a bot', () => {
		const { data, people } = lobby('Ada', 'Bob');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		expect(run(data, people.Ada, { type: 'setBotLevel', seat: 2, level: 'hard', seq: data.seq })).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(data.seats[2]).toMatchObject({ name: 'Alba', level: 'hard' });
		expect(run(data, people.Ada, { type: 'setBotLevel', seat: 1, level: 'hard', seq: data.seq }).outcome).toEqual(
			refusal('not-a-bot', { seat: 1 })
		);
	});

	it('removeSeat removes a bot or a disconnected human, never a connected one nor the host', () => {
		const { data, people } = lobby('Ada', 'Bob', 'Cy');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		const bobConnected = (token: string) => token === people.Bob.token;
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 1, seq: data.seq }, bobConnected)).toEqual({
			outcome: refusal('seat-connected', { seat: 1, name: 'Bob' }),
			seqStep: 0
		});
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 0, seq: data.seq }, everybody).outcome).toEqual(
			refusal('host-seat')
		);
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 3, seq: data.seq }, bobConnected)).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 2, seq: data.seq }, bobConnected).outcome).toEqual({
			change: 'seats'
		});
		expect(data.seats.map((s) => s.name)).toEqual(['Ada', 'Bob']);
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 4, seq: data.seq }).outcome).toEqual(
			refusal('no-seat', { seat: 4 })
		);
	});

	it('setTimer sets the turn timer in the lobby (and after a game), and is refused while one runs', () => {
		const { data, people } = lobby('Ada', 'Bob');
		expect(run(data, people.Ada, { type: 'setTimer', seconds: 60 })).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(data.timerSeconds).toBe(60);
		run(data, people.Ada, { type: 'start' });
		expect(run(data, people.Ada, { type: 'setTimer', seconds: null })).toEqual({
			outcome: refusal('playing'),
			seqStep: 0
		});
		data.phase = 'over';
		expect(run(data, people.Ada, { type: 'setTimer', seconds: null }).outcome).toEqual({ change: 'seats' });
		expect(data.timerSeconds).toBeNull();
	});

	it('setPace sets live or days with the allowance in hours (host, lobby only); without hours they stay', () => {
		const { data, people } = lobby('Ada', 'Bob');
		expect(data.pace).toEqual({ pace: 'live', hours: 24 });
		expect(run(data, people.Ada, { type: 'setPace', pace: 'days', hours: 8 })).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(data.pace).toEqual({ pace: 'days', hours: 8 });
		expect(run(data, people.Ada, { type: 'setPace', pace: 'days' })).toEqual({
			outcome: { change: 'none' },
			seqStep: 0
		});
		expect(run(data, people.Bob, { type: 'setPace', pace: 'live' })).toEqual({
			outcome: refusal('not-host'),
			seqStep: 0
		});
		run(data, people.Ada, { type: 'setPace', pace: 'live' });
		expect(data.pace).toEqual({ pace: 'live', hours: 8 });
		run(data, people.Ada, { type: 'start' });
		expect(run(data, people.Ada, { type: 'setPace', pace: 'days' })).toEqual({
			outcome: refusal('not-lobby'),
			seqStep: 0
		});
		data.phase = 'over';
		expect(run(data, people.Ada, { type: 'setPace', pace: 'days' }).outcome).toEqual(refusal('not-lobby'));
		expect(data.pace).toEqual({ pace: 'live', hours: 8 });
	});

	it('start deals a game for two to five seats, in the lobby only', () => {
		const { data, people } = lobby('Ada');
		expect(run(data, people.Ada, { type: 'start' }).outcome).toEqual(refusal('too-few'));
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		expect(run(data, people.Ada, { type: 'start' })).toEqual({ outcome: { change: 'seats' }, seqStep: 1 });
		expect(data).toMatchObject({ phase: 'playing', gameNumber: 1 });
		expect(data.game!.players).toHaveLength(2);
		expect(run(data, people.Ada, { type: 'start' }).outcome).toEqual(refusal('not-lobby'));
	});

	it('rematch deals a new game once the game is over, and only then', () => {
		const { data, ada } = playing();
		expect(run(data, ada, { type: 'rematch' }).outcome).toEqual(refusal('not-over'));
		const first = data.game!;
		data.phase = 'over';
		expect(run(data, ada, { type: 'rematch' })).toEqual({ outcome: { change: 'seats' }, seqStep: 1 });
		expect(data).toMatchObject({ phase: 'playing', gameNumber: 2 });
		expect(data.game).not.toBe(first);
	});

	it('no rematch at a table that closes soon (its game ran past the age limit): no game starts that it would cut', () => {
		const { data, ada } = playing();
		data.phase = 'over';
		data.closingAt = 1;
		expect(run(data, ada, { type: 'rematch' }).outcome).toEqual(refusal('closing'));
		expect(data).toMatchObject({ phase: 'over', gameNumber: 1 });
	});

	it('backToLobby, once the game is over: the same seats in a lobby, where they may change before the next start', () => {
		const { data, ada } = playing();
		expect(run(data, ada, { type: 'backToLobby' }).outcome).toEqual(refusal('not-over'));
		data.phase = 'over';
		data.finishedAt = 5;
		const seats = structuredClone(data.seats);
		expect(run(data, ada, { type: 'backToLobby' })).toEqual({ outcome: { change: 'seats' }, seqStep: 1 });
		expect(data).toMatchObject({ phase: 'lobby', game: null, gameNumber: 1, finishedAt: null, seats });
		// A lobby again: a bot joins, then the next game is number 2 for three seats.
		run(data, ada, { type: 'addBot', level: 'easy' });
		expect(run(data, ada, { type: 'start' }).outcome).toEqual({ change: 'seats' });
		expect(data).toMatchObject({ phase: 'playing', gameNumber: 2 });
		expect(data.game!.players).toHaveLength(3);
		expect(run(data, ada, { type: 'backToLobby' }).outcome).toEqual(refusal('not-over'));
	});

	it('no way back to the lobby at a table that closes soon, as no rematch', () => {
		const { data, ada } = playing();
		data.phase = 'over';
		data.closingAt = 1;
		expect(run(data, ada, { type: 'backToLobby' }).outcome).toEqual(refusal('closing'));
		expect(data.phase).toBe('over');
	});

	it.each<[string, ClientMessage]>([
		['addBot', { type: 'addBot', level: 'easy' }],
		['setBotLevel', { type: 'setBotLevel', seat: 2, level: 'hard', seq: 0 }],
		['removeSeat', { type: 'removeSeat', seat: 2, seq: 0 }],
		['setTimer', { type: 'setTimer', seconds: 30 }],
		['start', { type: 'start' }],
		['rematch', { type: 'rematch' }],
		['backToLobby', { type: 'backToLobby' }]
	])('%s from anybody but the host is refused with not-host and changes nothing', (_label, message) => {
		const { data, people } = lobby('Ada', 'Bob');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		const before = structuredClone(data);
		for (const me of [people.Bob, NEW_ATTACHMENT]) {
			expect(run(data, me, message)).toEqual({ outcome: refusal('not-host'), seqStep: 0 });
		}
		expect(data).toEqual(before);
	});
});

describe('the stand-in level', () => {
	it('setStandInLevel (host, any phase) sets the bot for every person, newcomers too; bots keep their level', () => {
		const { data, people } = lobby('Ada', 'Bob');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		expect(data.seats.map((s) => s.level)).toEqual(['medium', 'medium', 'easy']);
		expect(run(data, people.Ada, { type: 'setStandInLevel', level: 'expert' })).toEqual({
			outcome: { change: 'seats' },
			seqStep: 1
		});
		expect(data.seats.map((s) => s.level)).toEqual(['expert', 'expert', 'easy']);
		join(data, NEW_ATTACHMENT, 'Cy');
		expect(data.seats[3]).toMatchObject({ name: 'Cy', kind: 'human', level: 'expert' });
		const before = structuredClone(data);
		for (const me of [people.Bob, NEW_ATTACHMENT]) {
			expect(run(data, me, { type: 'setStandInLevel', level: 'hard' })).toEqual({
				outcome: refusal('not-host'),
				seqStep: 0
			});
		}
		expect(data).toEqual(before);
		run(data, people.Ada, { type: 'start' });
		expect(data.phase).toBe('playing');
		expect(run(data, people.Ada, { type: 'setStandInLevel', level: 'hard' }).outcome).toEqual({ change: 'seats' });
		expect(data.seats.map((s) => s.level)).toEqual(['hard', 'hard', 'easy', 'hard']);
	});
});

describe('action', () => {
	/** The seat to act, the other one, and a legal move of the seat to act. */
	function turn() {
		const game = playing();
		const seat = toAct(game.data.game!)!.seat;
		const [actor, idle] = seat === seatOf(game.data, game.ada) ? [game.ada, game.bob] : [game.bob, game.ada];
		return { ...game, actor, idle, legal: legalActions(game.data.game!)[0] };
	}

	it('a legal move of the seat to act changes the game and counts in seq', () => {
		const { data, actor, legal } = turn();
		const game = data.game;
		const seq = data.seq;
		expect(run(data, actor, { type: 'action', action: legal, seq })).toEqual({
			outcome: { change: 'game' },
			seqStep: 1
		});
		expect(data.game).not.toBe(game);
		expect(data.game!.log.length).toBeGreaterThan(game!.log.length);
	});

	it("an illegal move is refused with the engine's code", () => {
		const { data, actor } = turn();
		// The first decision of a turn is a take or a key: a neighbour choice is not expected now.
		const wrong: Action = { type: 'neighbor', seat: 0 };
		expect(run(data, actor, { type: 'action', action: wrong, seq: data.seq })).toEqual({
			outcome: refusal('wrong-decision'),
			seqStep: 0
		});
	});

	it('a move answering an older state is refused with stale and the current seq', () => {
		const { data, actor, legal } = turn();
		const seq = data.seq;
		expect(run(data, actor, { type: 'action', action: legal, seq: seq - 1 })).toEqual({
			outcome: refusal('stale', { seq }),
			seqStep: 0
		});
	});

	it('a move out of turn is refused with wrong-seat; without a seat, or without a game, it is refused too', () => {
		const { data, idle, legal } = turn();
		const before = structuredClone(data.game);
		expect(run(data, idle, { type: 'action', action: legal, seq: data.seq })).toEqual({
			outcome: refusal('wrong-seat'),
			seqStep: 0
		});
		expect(run(data, NEW_ATTACHMENT, { type: 'action', action: legal, seq: data.seq }).outcome).toEqual(
			refusal('not-seated')
		);
		expect(data.game).toEqual(before);
		const { data: lobbyData, people } = lobby('Ada', 'Bob');
		expect(run(lobbyData, people.Ada, { type: 'action', action: legal, seq: 0 }).outcome).toEqual(
			refusal('not-playing')
		);
	});

	it("a page of protocol version 1 sends no seq: its move is applied when it is legal now, refused when it isn't", () => {
		const { data, actor, idle, legal } = turn();
		const game = data.game;
		expect(applyCommand(data, idle, { type: 'action', action: legal }, nobody)).toEqual(refusal('wrong-seat'));
		expect(data.game).toBe(game);
		expect(applyCommand(data, actor, { type: 'action', action: legal }, nobody)).toEqual({ change: 'game' });
		expect(data.game!.log.length).toBeGreaterThan(game!.log.length);
	});
});

it('ping changes nothing', () => {
	const { data, people } = lobby('Ada');
	const before = structuredClone(data);
	expect(run(data, people.Ada, { type: 'ping' })).toEqual({ outcome: { change: 'none' }, seqStep: 0 });
	expect(data).toEqual(before);
});

describe('hints', () => {
	it('setHints: host only, lobby only; a practice table offers hints whatever the setting', () => {
		const { data, people } = lobby('Ada', 'Bob');
		expect(run(data, people.Bob, { type: 'setHints', on: true }).outcome).toEqual(refusal('not-host'));
		expect(data.hintsOn).toBe(false);
		const { outcome, seqStep } = run(data, people.Ada, { type: 'setHints', on: true });
		expect(outcome).toEqual({ change: 'seats' });
		expect(seqStep).toBe(1);
		expect(data.hintsOn).toBe(true);
		run(data, people.Ada, { type: 'start' });
		expect(run(data, people.Ada, { type: 'setHints', on: false }).outcome).toEqual(refusal('not-lobby'));
		expect(data.hintsOn).toBe(true);
	});

	it('a hint is noted once per decision, for the seat to act, without moving seq', () => {
		const { data, ada, bob } = playing();
		expect(run(data, ada, { type: 'hint', seq: data.seq }).outcome).toEqual(refusal('hints-off'));
		data.hintsOn = true;
		const seat = toAct(data.game!)!.seat;
		const [me, other] = seat === seatOf(data, ada) ? [ada, bob] : [bob, ada];
		expect(run(data, other, { type: 'hint', seq: data.seq }).outcome).toEqual(refusal('wrong-seat'));
		expect(run(data, me, { type: 'hint', seq: data.seq - 1 }).outcome).toEqual(refusal('stale', { seq: data.seq }));
		const first = run(data, me, { type: 'hint', seq: data.seq });
		expect(first).toEqual({ outcome: { change: 'presence' }, seqStep: 0 });
		run(data, me, { type: 'hint', seq: data.seq });
		expect(data.hintsTaken).toEqual([{ seat, at: data.game!.log.length, seq: data.seq }]);
		// The move that follows still answers the same state.
		const action = legalActions(data.game!)[0] as Action;
		expect(run(data, me, { type: 'action', action, seq: data.seq }).outcome).toEqual({ change: 'game' });
	});

	it('alone with bots, a hint needs no setting; a spectator gets none; a rematch forgets the hints taken', () => {
		const { data, people } = lobby('Ada');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		run(data, people.Ada, { type: 'start' });
		// The bot moves until it is Ada's turn (its moves are the room's, not a command's).
		while (toAct(data.game!)!.seat !== 0) {
			const result = applyAction(data.game!, 1, legalActions(data.game!)[0]);
			if (!result.ok) throw new Error(result.error.code);
			data.game = result.game;
			data.seq += 1;
		}
		expect(run(data, NEW_ATTACHMENT, { type: 'hint', seq: data.seq }).outcome).toEqual(refusal('not-seated'));
		expect(run(data, people.Ada, { type: 'hint', seq: data.seq }).outcome).toEqual({ change: 'presence' });
		expect(data.hintsTaken).toHaveLength(1);
		data.phase = 'over';
		run(data, people.Ada, { type: 'rematch' });
		expect(data.hintsTaken).toEqual([]);
	});
});

describe('a message that changes nothing', () => {
	it('resuming a seat this socket holds, a repeated hint, a setting to its value: change none, seq unchanged', () => {
		const { data, people } = lobby('Ada', 'Bob');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		run(data, people.Ada, { type: 'setTimer', seconds: 30 });
		run(data, people.Ada, { type: 'setHints', on: true });
		const before = structuredClone(data);
		const none = { change: 'none' };
		expect(run(data, people.Ada, { type: 'setTimer', seconds: 30 })).toEqual({ outcome: none, seqStep: 0 });
		expect(run(data, people.Ada, { type: 'setHints', on: true })).toEqual({ outcome: none, seqStep: 0 });
		expect(run(data, people.Ada, { type: 'setBotLevel', seat: 2, level: 'easy', seq: data.seq })).toEqual({
			outcome: none,
			seqStep: 0
		});
		expect(run(data, people.Ada, { type: 'setStandInLevel', level: 'medium' })).toEqual({ outcome: none, seqStep: 0 });
		expect(run(data, people.Bob, { type: 'resume', token: people.Bob.token! })).toMatchObject({
			outcome: { change: 'none', reply: { type: 'joined', seat: 1, token: people.Bob.token } },
			seqStep: 0
		});
		expect(data).toEqual(before);

		const game = playing();
		game.data.hintsOn = true;
		const me = toAct(game.data.game!)!.seat === 0 ? game.ada : game.bob;
		expect(run(game.data, me, { type: 'hint', seq: game.data.seq }).outcome).toEqual({ change: 'presence' });
		const hinted = structuredClone(game.data);
		expect(run(game.data, me, { type: 'hint', seq: game.data.seq })).toEqual({ outcome: none, seqStep: 0 });
		expect(game.data).toEqual(hinted);
	});

	it("a spectator's join, or a second socket resuming a seat held already, changes only that socket", () => {
		const { data, people } = lobby('Ada', 'Bob', 'Cy', 'Dee', 'Eve');
		const before = structuredClone(data);
		expect(run(data, NEW_ATTACHMENT, { type: 'join', name: 'Fan' })).toMatchObject({
			outcome: { change: 'socket', attach: { joined: true, token: null } },
			seqStep: 0
		});
		expect(run(data, NEW_ATTACHMENT, { type: 'resume', token: people.Bob.token! })).toMatchObject({
			outcome: { change: 'socket', attach: { joined: true, token: people.Bob.token } },
			seqStep: 0
		});
		expect(data).toEqual(before);
	});
});

describe('a seat named by its index', () => {
	it('is the one of the state the host saw: after a seat left, removeSeat and setBotLevel are stale', () => {
		const { data, people } = lobby('Ada', 'Bob', 'Cy');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		const seen = data.seq;
		// Bob leaves: Cy moves to index 1, the bot to 2; the host's page still shows Bob at 1 and the bot at 3.
		run(data, people.Bob, { type: 'leave' }, everybody);
		const before = structuredClone(data);
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 1, seq: seen })).toEqual({
			outcome: refusal('stale', { seq: data.seq }),
			seqStep: 0
		});
		expect(run(data, people.Ada, { type: 'setBotLevel', seat: 2, level: 'hard', seq: seen })).toEqual({
			outcome: refusal('stale', { seq: data.seq }),
			seqStep: 0
		});
		expect(data).toEqual(before);
		expect(run(data, people.Ada, { type: 'removeSeat', seat: 2, seq: data.seq }).outcome).toEqual({ change: 'seats' });
		expect(data.seats.map((s) => s.name)).toEqual(['Ada', 'Cy']);
	});
});

describe('a refused message changes nothing (the room keeps no copy)', () => {
	const messages: ClientMessage[] = [
		{ type: 'join', name: 'Again' },
		{ type: 'resume', token: 'x'.repeat(32) },
		{ type: 'leave' },
		{ type: 'addBot', level: 'easy' },
		{ type: 'setBotLevel', seat: 0, level: 'hard', seq: 0 },
		{ type: 'setBotLevel', seat: 1, level: 'hard', seq: 999 },
		{ type: 'setStandInLevel', level: 'hard' },
		{ type: 'removeSeat', seat: 0, seq: 0 },
		{ type: 'removeSeat', seat: 4, seq: 999 },
		{ type: 'setTimer', seconds: 30 },
		{ type: 'setHints', on: true },
		{ type: 'hint', seq: 0 },
		{ type: 'start' },
		{ type: 'rematch' },
		{ type: 'backToLobby' }
	];
	it.each(['lobby', 'playing', 'over'] as const)('in the %s, from the host, a guest and a stranger', (phase) => {
		const { data, people } = lobby('Ada', 'Bob');
		run(data, people.Ada, { type: 'addBot', level: 'easy' });
		if (phase !== 'lobby') run(data, people.Ada, { type: 'start' });
		if (phase === 'over') data.phase = 'over';
		const legal = legalActions(data.game ?? applyCommandGame());
		for (const me of [people.Ada, people.Bob, NEW_ATTACHMENT]) {
			const all: ClientMessage[] = [
				...messages,
				...legal.map((action) => ({ type: 'action' as const, action, seq: data.seq + 1 }))
			];
			for (const message of all) {
				const before = structuredClone(data);
				const outcome = applyCommand(data, me, message, everybody);
				if ('error' in outcome) expect(data, `${message.type} refused with ${outcome.error.code}`).toEqual(before);
				else Object.assign(data, before); // accepted: back to the same room for the next one
			}
		}
	});
});

/** A game to take legal actions from, for a lobby that has none. */
function applyCommandGame() {
	const { data, ada } = playing();
	void ada;
	return data.game!;
}
