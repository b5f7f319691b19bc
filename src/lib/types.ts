// The shapes the UI reads. One place to follow the engine's and the protocol's names.
import type { GameView } from '$engine/index';
import type { RoomState, SeatInfo, ClientMessage, BotLevel } from '$party/protocol';

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
export type { RoomState, SeatInfo, ClientMessage, BotLevel };

/** What the room sends as `state.game`: the engine's view for this connection. */
export type View = GameView;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the table components need from a room: the live state and a way to send. */
export interface RoomLike {
	readonly room: string;
	readonly status: ConnectionStatus;
	readonly state: RoomState | null;
	/** The last error the room (or validation) reported, for a toast. */
	readonly error: { code: string; message: string; at: number } | null;
	/** Set when the room closed the connection for good (e.g. the table was closed). */
	readonly closedMessage: string | null;
	send(message: ClientMessage): boolean;
}
