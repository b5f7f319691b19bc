// The shapes the UI reads. One place to follow the engine's and the protocol's names.
import type { GameView } from '$engine/index';
import type {
	RoomState,
	SeatInfo,
	ClientMessage,
	BotLevel,
	ErrorParams,
	HintTaken,
	Reaction,
	ReloadReason,
	StandIn
} from '$party/protocol';
import type { UiErrorCode } from './errors';

export type {
	GameEvent,
	PlacedCard,
	Action,
	TakeAction,
	PlayerScore,
	CardInfo,
	Count,
	Effect,
	Shield,
	Location
} from '$engine/index';
export type { RoomState, SeatInfo, ClientMessage, BotLevel, HintTaken, ReloadReason, StandIn };

/** What the room sends as `state.game`: the engine's view for this connection. */
export type View = GameView;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A refusal to show: words come from errorText(code, params) in ./error-words.ts. */
export interface RoomError {
	code: UiErrorCode;
	params?: ErrorParams;
	at: number;
}

/** A client message; an action's `seq` may be left out (the room client adds the latest state's). */
export type OutgoingMessage =
	| Exclude<ClientMessage, { type: 'action' }>
	| (Omit<Extract<ClientMessage, { type: 'action' }>, 'seq'> & { seq?: number });

/** A seat's quick reaction as this page heard it: `heardAt` on this browser's clock. */
export interface ReactionHeard {
	seat: number;
	reaction: Reaction;
	heardAt: number;
}

/** What the table components need from a room: the live state and a way to send. */
export interface RoomLike {
	readonly room: string;
	readonly status: ConnectionStatus;
	readonly state: RoomState | null;
	/** The last error the room (or validation) reported, for a toast. */
	readonly error: RoomError | null;
	/** Set when the room closed the connection for good (e.g. the table was closed). */
	readonly closedMessage: string | null;
	/** Turns a stand-in played for this seat while its player was away (from the last `joined`). */
	readonly awayTurns?: number;
	/** How many times the room said `joined`: each return is told once, even with the same count. */
	readonly joins?: number;
	/** Set when the room asked this page to load again (it no longer talks to the room). */
	readonly reload?: ReloadReason | null;
	/** The last quick reaction heard (src/lib/table/reactions/). */
	readonly reaction?: ReactionHeard | null;
	/** A room in this page (practice, src/lib/practice): no server table, so nothing to share, list or replay there. */
	readonly local?: boolean;
	/** A guided game (the lesson, src/lib/learn): its own words teach, so no first-game tip shows, nor does it count as your first game. */
	readonly guided?: boolean;
	send(message: OutgoingMessage): boolean;
}
