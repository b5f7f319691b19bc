// What the page and the practice worker say to each other (practice-host.ts,
// local-room.svelte.ts). The page sends the room's own client messages; the worker
// answers, as a room does, with the seat's RoomState or a refusal's code.
import type { ErrorParams, RoomState } from '$party/protocol';
import type { OutgoingMessage } from '$lib/table/room-types';
import type { PracticeOptions, Refusal } from './local-game';

export type ToPractice =
	/** Opens the game kept under `keep` (null: keep nothing), or deals one with `options` when none is kept or `fresh`. */
	| { type: 'open'; options: PracticeOptions; keep: string | null; fresh: boolean }
	/** A client message, as a room's socket carries it. */
	| { type: 'send'; message: OutgoingMessage };

export type FromPractice =
	/** `resumed`: this game was kept from an earlier visit. */
	| { type: 'state'; state: RoomState; resumed: boolean }
	| { type: 'error'; code: Refusal['code']; params?: ErrorParams };
