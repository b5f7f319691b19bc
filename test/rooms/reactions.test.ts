// Quick reactions through a real room (party/reactions.ts): a seat's reaction reaches
// every socket, spectators included, at once; nothing is written and `seq` stays;
// refused for spectators, over the limit, and once the host turned them off.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../party/protocol';
import { connect, join, newTable, startTwoPlayers, type TestSocket } from './ws';

const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
/** Everything in the room's storage, as text. */
const storageText = (room: string) =>
	runInDurableObject(stubOf(room), async (_, state) => JSON.stringify([...(await state.storage.list()).entries()]));
const after = (client: TestSocket, from: number) => client.received.slice(from);

describe('quick reactions', () => {
	it('a seated player reacts mid-game: every socket hears it, spectators too; nothing stored, seq and state untouched', async () => {
		const room = await newTable('react-mid');
		const { ada, bob, s } = await startTwoPlayers(room);
		expect(s.reactions).toBe(true);
		const watcher = await connect(room); // never joins: still a spectator
		await watcher.next('state');
		const late = await join(room, 'Cleo'); // the game has started: watches
		expect(late.seat).toBeNull();
		await ada.client.until((x) => x.spectators === 2);
		const before = await storageText(room);
		const counts = [ada, bob, { client: watcher }, late].map((c) => c.client.received.length);

		bob.client.send({ type: 'react', reaction: 'nice-combo' });
		for (const client of [ada.client, bob.client, watcher, late.client]) {
			const heard = await client.next('reaction');
			expect(heard).toMatchObject({ type: 'reaction', seat: bob.seat, reaction: 'nice-combo' });
			expect(typeof heard.at).toBe('number');
		}
		// A ping's answer comes after anything the reaction caused: no state went out.
		ada.client.send({ type: 'ping' });
		await ada.client.next('pong');
		expect(after(ada.client, counts[0]).map((m: ServerMessage) => m.type)).toEqual(['reaction', 'pong']);
		expect(await storageText(room)).toBe(before);

		// The room as it reloads from storage (a restart): the same seq, nothing of the reaction.
		const reloaded = await runInDurableObject(stubOf(room), async (instance) => {
			await (instance as unknown as { onStart(): Promise<void> }).onStart();
			return (instance as unknown as { data: { seq: number } }).data.seq;
		});
		expect(reloaded).toBe(s.seq);
		const fresh = await connect(room);
		const seen = (await fresh.next('state')).state;
		expect(seen.seq).toBe(s.seq);
		expect(JSON.stringify(seen)).not.toContain('nice-combo');
	});

	it('a reaction right after its seat was taken: the others hear of the seat first (its news is otherwise coalesced)', async () => {
		const room = await newTable('react-new-seat');
		const ada = await join(room, 'Ada');
		await ada.client.until((x) => x.seats.length === 1);
		const bob = await join(room, 'Bob');
		bob.client.send({ type: 'react', reaction: 'clap' });
		const heard = await ada.client.next('reaction');
		expect(heard).toMatchObject({ seat: bob.seat, reaction: 'clap' });
		const before = ada.client.received.slice(0, ada.client.received.indexOf(heard));
		const lastState = before.findLast((m) => m.type === 'state');
		expect(lastState?.type === 'state' && lastState.state.seats.map((s) => s.name)).toEqual(['Ada', 'Bob']);
	});

	it('refused: a spectator (not-seated), a second within 2 s (slow-down), and nothing reaches the others', async () => {
		const room = await newTable('react-refused');
		const { ada, bob } = await startTwoPlayers(room);
		const watcher = await connect(room);
		await watcher.next('state');
		watcher.send({ type: 'react', reaction: 'clap' });
		expect(await watcher.next('error')).toEqual({ type: 'error', code: 'not-seated' });

		// Two at once: the room handles them one after the other, well within 2 s.
		ada.client.send({ type: 'react', reaction: 'wow' });
		ada.client.send({ type: 'react', reaction: 'party' });
		await bob.client.next('reaction');
		const refused = await ada.client.next('error');
		expect(refused.code).toBe('slow-down');
		expect(refused.params!.retryInMs).toBeGreaterThan(0);
		expect(refused.params!.retryInMs).toBeLessThanOrEqual(2000);
		// Bob's own allowance is his: he may react now.
		bob.client.send({ type: 'react', reaction: 'phew' });
		expect(await ada.client.next('reaction')).toMatchObject({ seat: bob.seat, reaction: 'phew' });
		ada.client.send({ type: 'ping' });
		await ada.client.next('pong');
		const heardByBob = bob.client.received.filter((m) => m.type === 'reaction');
		// One of the two sent together, whichever the room took first (a woken room may
		// take a socket's messages out of order: its framework awaits before each one), then Bob's.
		const heard = heardByBob.map((m) => m.type === 'reaction' && m.reaction);
		expect(heard).toHaveLength(2);
		expect(['wow', 'party']).toContain(heard[0]);
		expect(heard[1]).toBe('phew');
		// Not a malformed message: the socket stays open, uncounted.
		expect(ada.client.closedWith).toBeNull();
	});

	it('the host turns them off in the lobby (others may not, nor later); then a reaction is refused', async () => {
		const room = await newTable('react-off');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		await ada.client.until((x) => x.seats.length === 2);
		bob.client.send({ type: 'setReactions', on: false });
		expect(await bob.client.next('error')).toMatchObject({ code: 'not-host' });
		const seq = (await ada.client.until((x) => x.seats.length === 2)).seq;
		ada.client.send({ type: 'setReactions', on: false });
		const off = await bob.client.until((x) => x.reactions === false);
		expect(off.seq).toBe(seq + 1);
		const stored = await runInDurableObject(stubOf(room), (_, state) =>
			state.storage.get<{ reactionsOff?: true }>('room')
		);
		expect(stored!.reactionsOff).toBe(true);

		ada.client.send({ type: 'start' });
		await bob.client.until((x) => x.phase === 'playing');
		bob.client.send({ type: 'react', reaction: 'clap' });
		expect(await bob.client.next('error')).toEqual({ type: 'error', code: 'reactions-off' });
		ada.client.send({ type: 'setReactions', on: true });
		expect(await ada.client.next('error')).toMatchObject({ code: 'not-lobby' });
		expect(ada.client.received.some((m) => m.type === 'reaction')).toBe(false);
	});

	it('a page of version 4 that sends one is told to reload, like any message it cannot speak', async () => {
		const room = await newTable('react-old');
		await join(room, 'Ada');
		const old = await connect(room, undefined, 4);
		await old.next('state');
		old.send({ type: 'join', name: 'Bob' });
		await old.next('joined');
		old.send({ type: 'react', reaction: 'clap' });
		expect(await old.next('error')).toMatchObject({ code: 'bad-message' });
		expect(await old.next('reload')).toEqual({ type: 'reload', reason: 'outdated' });
	});
});
