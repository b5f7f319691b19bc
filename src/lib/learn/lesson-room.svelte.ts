// The room the lesson's table plays on: the practice room in the page, seen through
// the lesson, which lets through only the move it asks for (any other is explained).
import type { OutgoingMessage, RoomLike } from '$lib/table/room-types';
import type { LessonController } from './lesson.svelte';

export class LessonRoom implements RoomLike {
	readonly local = true;
	readonly guided = true;
	readonly #room: RoomLike;
	readonly #lesson: LessonController;

	constructor(room: RoomLike, lesson: LessonController) {
		this.#room = room;
		this.#lesson = lesson;
	}

	get room() {
		return this.#room.room;
	}
	get status() {
		return this.#room.status;
	}
	get state() {
		return this.#room.state;
	}
	get error() {
		return this.#room.error;
	}
	get closedMessage() {
		return this.#room.closedMessage;
	}

	send(message: OutgoingMessage): boolean {
		return this.#lesson.allows(message) && this.#room.send(message);
	}
}
