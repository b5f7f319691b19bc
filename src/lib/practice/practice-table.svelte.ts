// The practice page's controller: the local room it plays on, and the next game's
// setup (how many bots, which level), remembered in this browser as the last one.
import { BOT_LEVELS, type BotLevel } from '../../../bots/levels';
import { MAX_SEATS } from '$party/protocol';
import { readJson, writeText } from '$lib/ui/storage';
import { LocalRoom, type LocalRoomOptions } from './local-room.svelte';
import { DEFAULT_BOTS, DEFAULT_LEVEL } from './defaults';

const SETUP_KEY = 'castle-combo:practice-setup';

export interface PracticeSetup {
	bots: number;
	level: BotLevel;
}

export const BOT_COUNTS = Array.from({ length: MAX_SEATS - 1 }, (_, i) => i + 1);
export { BOT_LEVELS };

/** The last setup dealt here; two medium bots the first time (or when what is kept makes no sense). */
export function savedSetup(): PracticeSetup {
	const kept = readJson(SETUP_KEY) as Partial<PracticeSetup> | null;
	return {
		bots: BOT_COUNTS.includes(kept?.bots as number) ? kept!.bots! : DEFAULT_BOTS,
		level: BOT_LEVELS.includes(kept?.level as BotLevel) ? kept!.level! : DEFAULT_LEVEL
	};
}

export class PracticeTable {
	readonly room: LocalRoom;
	/** The next game's setup, as the page's controls show it. */
	setup = $state<PracticeSetup>(savedSetup());
	readonly #name: string;

	/** Continues the game kept in this browser, or deals one with the last setup. `worker`: tests' own. */
	constructor(name: string, worker?: LocalRoomOptions['worker']) {
		this.#name = name;
		this.room = new LocalRoom({ name, ...this.setup, ...(worker ? { worker } : {}) });
	}

	/** A new game with the setup shown, in place of the one in progress; the setup is remembered. */
	deal() {
		const setup = $state.snapshot(this.setup);
		writeText(SETUP_KEY, JSON.stringify(setup));
		this.room.newGame({ name: this.#name, ...setup });
	}

	close() {
		this.room.close();
	}
}
