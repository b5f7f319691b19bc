// "Play against bots" in one tap: the server makes a table with this visitor seated
// beside the bots, already dealt (POST /new, party/table-setup.ts); the page keeps
// the seat's token and opens the table. The count and level for the next game, and
// the seat's name, are remembered in this browser. Without a network, the answer is
// "Practice offline" (/practice), where the bots play in the page.
import { BOT_LEVELS, MAX_SEATS, type BotLevel } from '$party/protocol';
import { readJson, writeJson } from '$lib/ui/storage';
import { savedName, saveName } from '$lib/table/player-name';
import { m } from '$lib/paraglide/messages';

const KEY = 'castle-combo:bot-game';
export const MIN_BOTS = 1;
export const MAX_BOTS = MAX_SEATS - 1;
export const DEFAULT_SETTINGS: BotSettings = { bots: 2, level: 'medium' };

export interface BotSettings {
	bots: number;
	level: BotLevel;
}

/** The settings kept in this browser, each field checked; the defaults for what is missing or wrong. */
export function loadBotSettings(): BotSettings {
	const saved = (readJson(KEY) ?? {}) as Partial<Record<keyof BotSettings, unknown>>;
	const bots = Number.isInteger(saved.bots) && (saved.bots as number) >= MIN_BOTS && (saved.bots as number) <= MAX_BOTS;
	const level = BOT_LEVELS.includes(saved.level as BotLevel);
	return {
		bots: bots ? (saved.bots as number) : DEFAULT_SETTINGS.bots,
		level: level ? (saved.level as BotLevel) : DEFAULT_SETTINGS.level
	};
}

/** idle; starting (the table is being made); offline (no network: practise instead); failed (the server said no). */
export type BotGameStatus = 'idle' | 'starting' | 'offline' | 'failed';

/** What the controller needs from the page: the network, the seat's keeping, the navigation. */
export interface BotGamePage {
	/** Starts loading the table page's code, while the server deals. */
	prepare(): void;
	/** POST /new with this JSON body. */
	post(body: { name?: string; bots: number; level: BotLevel }): Promise<Response>;
	/** Keeps the seat's token where the table page finds it (and loads that page's code meanwhile). */
	keepSeat(room: string, token: string): Promise<void> | void;
	/** Opens the table. */
	open(room: string): Promise<void> | void;
	/** Whether the browser believes it has a network (navigator.onLine). */
	online(): boolean;
}

export class BotGame {
	bots = $state(DEFAULT_SETTINGS.bots);
	level = $state<BotLevel>(DEFAULT_SETTINGS.level);
	/** The seat's name; empty: the server's default ("Guest" in the visitor's language). */
	name = $state('');
	status = $state<BotGameStatus>('idle');
	/** Why it failed, in words (the server's, or ours). */
	problem = $state('');

	constructor(private page: BotGamePage) {
		({ bots: this.bots, level: this.level } = loadBotSettings());
		this.name = savedName();
		if (!page.online()) this.status = 'offline';
	}

	/** Keeps the settings for the next game (the name too, which the lobby's field also starts from). */
	save() {
		this.bots = Math.min(MAX_BOTS, Math.max(MIN_BOTS, Math.round(this.bots) || DEFAULT_SETTINGS.bots));
		writeJson(KEY, { bots: this.bots, level: this.level } satisfies BotSettings);
		const name = this.name.trim();
		if (name) saveName(name);
	}

	/** The network came or went (the window's online/offline events). */
	networkChanged() {
		if (this.status === 'starting') return;
		this.status = this.page.online() ? 'idle' : 'offline';
	}

	/** Makes the table and opens it; offline or refused, says so instead. */
	async play() {
		if (this.status === 'starting') return;
		if (!this.page.online()) {
			this.status = 'offline';
			return;
		}
		this.status = 'starting';
		this.problem = '';
		const name = this.name.trim() || undefined;
		this.page.prepare();
		type Answer = { room?: unknown; token?: unknown; message?: unknown } | null;
		let answer: Answer;
		try {
			const response = await this.page.post({ name, bots: this.bots, level: this.level });
			answer = (await response.json().catch(() => null)) as Answer;
		} catch {
			// No answer at all: the network is gone (or the server is).
			this.status = 'offline';
			return;
		}
		if (typeof answer?.room !== 'string' || typeof answer.token !== 'string') {
			this.status = 'failed';
			this.problem = typeof answer?.message === 'string' ? answer.message : m.home_bots_failed();
			return;
		}
		await this.page.keepSeat(answer.room, answer.token);
		await this.page.open(answer.room);
		// Back from the table (the browser's Back), the button is ready for another game.
		this.status = 'idle';
	}
}
