// The embedded table's side of the conversation with the page around it, loaded on
// demand by /embed/<id> only (the table's own pages never load it): events to the
// origin given in `?origin=` (never to "*"), the page's height whenever it changes
// (so <castle-combo> fits it: no inner scrollbar), and the commands that origin's
// window may send. See src/lib/embed/element.ts for the other side.
import type { RoomError, RoomLike, RoomState } from '$lib/table/room-types';
import type { EmbedCommand } from './commands';
import { forgetTable } from './memory';

export type EmbedEvent =
	| { type: 'ready'; room: string }
	| { type: 'turn'; room: string; turn: number; seat: number; name: string; yours: boolean }
	| { type: 'gameover'; room: string; scores: { seat: number; name: string; total: number; rank: number }[] }
	| { type: 'seated'; room: string; seat: number }
	| { type: 'error'; room: string; code: string }
	| { type: 'height'; room: string; height: number };

/** The parent's origin from the query, or null when absent or not a plain http(s) origin. */
export function parentOrigin(param: string | null): string | null {
	if (!param) return null;
	try {
		const url = new URL(param);
		if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
		// Only a bare origin is accepted: "https://example.com", not a page address.
		return url.origin === param.replace(/\/$/, '') ? url.origin : null;
	} catch {
		return null;
	}
}

export function makePoster(origin: string | null): (event: EmbedEvent) => void {
	return (event) => {
		if (!origin || typeof window === 'undefined' || window.parent === window) return;
		window.parent.postMessage({ source: 'castle-combo', v: 1, ...event }, origin);
	};
}

/** Whether a message event may command this frame: from the window around it, at the origin that created it. */
export function fromCreator(event: { source: unknown; origin: string }, parent: unknown, origin: string | null) {
	return origin !== null && event.source === parent && event.origin === origin;
}

/** The address of a new table for this visitor with the same settings (mode="new"). */
export function newTableUrl(url: URL): string {
	const query = new URLSearchParams(url.search);
	query.delete('new');
	return `/embed/new?${query}`;
}

/** What a command does here: a message to the room, a page to load, or a refusal to tell. */
export function commandOutcome(
	command: EmbedCommand,
	rs: RoomState | null,
	url: URL
): { send: 'rematch' } | { load: string } | { refuse: string } {
	if (command.type === 'setLanguage') {
		const next = new URL(url);
		next.searchParams.set('lang', command.lang);
		return { load: next.pathname + next.search };
	}
	if (rs?.phase === 'over' && rs.you.host) return { send: 'rematch' };
	if (url.searchParams.has('new')) return { load: newTableUrl(url) };
	return { refuse: rs?.you.host ? 'not-over' : 'not-host' };
}

/**
 * Starts the frame's side: height and commands at once; `show` posts the
 * table's events as its state moves (each once: ready on the first state, turn
 * when the player to act changes, gameover once per game, seated when this
 * visitor's seat changes, each new error).
 */
export function startFrame(url: URL, room: string, client: () => RoomLike | null) {
	const origin = parentOrigin(url.searchParams.get('origin'));
	const post = makePoster(origin);
	if (!origin || window.parent === window) return { show: () => {} };
	const html = document.documentElement;
	new ResizeObserver(() =>
		post({ type: 'height', room, height: Math.ceil(html.getBoundingClientRect().height) })
	).observe(html);
	addEventListener('message', (event) => {
		if (!fromCreator(event, window.parent, origin)) return;
		// The validation (valibot) loads with the first message from the page, not with the table.
		void import('./commands').then(({ parseCommand }) => run(parseCommand(event.data)));
	});
	const run = (command: EmbedCommand | null) => {
		if (!command) return;
		const outcome = commandOutcome(command, client()?.state ?? null, new URL(location.href));
		if ('send' in outcome) client()?.send({ type: outcome.send });
		else if ('load' in outcome) {
			if (command.type === 'newGame') forgetTable(room);
			location.replace(outcome.load);
		} else post({ type: 'error', room, code: outcome.refuse });
	};

	const sent = { ready: false, turn: '', over: -1, seat: null as number | null, errorAt: 0 };
	return {
		show(rs: RoomState | null, error: RoomError | null, table: 'open' | 'missing' | 'closed') {
			if (table !== 'open') {
				forgetTable(room);
				if (!sent.ready) post({ type: 'error', room, code: table });
				sent.ready = true;
				return;
			}
			if (error && error.at !== sent.errorAt) {
				sent.errorAt = error.at;
				post({ type: 'error', room, code: error.code });
			}
			if (!rs) return;
			if (!sent.ready) {
				sent.ready = true;
				post({ type: 'ready', room });
			}
			if (rs.you.seat !== null && rs.you.seat !== sent.seat) post({ type: 'seated', room, seat: rs.you.seat });
			sent.seat = rs.you.seat;
			const game = rs.game;
			const nameOf = (seat: number) => rs.seats.find((s) => s.seat === seat)?.name ?? `Player ${seat + 1}`;
			if (rs.phase === 'playing' && game?.toAct) {
				const key = `${rs.gameNumber}:${game.turn}:${game.toAct.seat}`;
				if (key !== sent.turn) {
					sent.turn = key;
					const seat = game.toAct.seat;
					post({ type: 'turn', room, turn: game.turn, seat, name: nameOf(seat), yours: seat === rs.you.seat });
				}
			}
			if (rs.phase === 'over' && game?.scores && sent.over !== rs.gameNumber) {
				sent.over = rs.gameNumber;
				// This visitor's table has had its game: the next load of the embed makes a new one.
				forgetTable(room);
				const scores = game.scores.map((s, seat) => ({ seat, name: nameOf(seat), total: s.total, rank: s.rank }));
				post({ type: 'gameover', room, scores });
			}
		}
	};
}
