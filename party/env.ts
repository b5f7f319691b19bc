// The Worker's bindings and variables (wrangler.toml), and how the room reads them.
import ipaddr from 'ipaddr.js';
import type { GameRoom } from './game-room';

/** Bindings of the Worker (see wrangler.toml). Timer variables are optional, in ms. */
export interface Env {
	Game: DurableObjectNamespace<GameRoom>;
	/** Static files of the SvelteKit build (absent in the rooms-only config). */
	ASSETS?: Fetcher;
	/** New tables per client address (Workers Rate Limiting). */
	NEW_TABLE_LIMIT?: RateLimit;
	/** WebSocket opens per client address (Workers Rate Limiting). */
	SOCKET_LIMIT?: RateLimit;
	/** Reports of a page's errors (POST /client-error) per client address (Workers Rate Limiting). */
	CLIENT_ERROR_LIMIT?: RateLimit;
	/** Lists of your tables (POST /my-tables) per client address (Workers Rate Limiting). */
	MY_TABLES_LIMIT?: RateLimit;
	/** "off" switches off the rate limits and the per-address socket cap (benchmarks, load tests). */
	RATE_LIMITS?: string;
	/** Sources allowed to frame /embed/* pages (CSP frame-ancestors), space-separated; default any. */
	EMBED_ANCESTORS?: string;
	/** Delay before a bot moves, readable for humans (default 900; tests use 0). */
	BOT_DELAY_MS?: string;
	/** How long a disconnected player keeps their seat before a bot plays for them (default 60 s). */
	GRACE_MS?: string;
	/** A room nobody is connected to closes after this long (default 2 h). */
	EMPTY_TTL_MS?: string;
	/** A room closes this long after it was opened, once no game is in progress (default 24 h). */
	MAX_AGE_MS?: string;
	/** A game in progress at MAX_AGE_MS has this long to finish, under a warning (default 1 h). */
	CLOSING_GRACE_MS?: string;
	/** A closed room's finished games stay readable this long after it closed (default 7 days). */
	KEPT_GAMES_TTL_MS?: string;
	/** A closed room's marker is deleted this long after it closed (default 30 days). */
	CLOSED_TTL_MS?: string;
	/** How long one hour of a days table's turn allowance lasts (default 3,600,000; tests shorten it). */
	DAYS_HOUR_MS?: string;
	/** A days table closes this long after it was opened, whoever is there (default 30 days); it ignores the idle and age limits above. */
	DAYS_MAX_AGE_MS?: string;
	/** Web Push: the VAPID public key, base64url of the 65-byte P-256 point (party/push-keys.ts). Push is off without it. */
	VAPID_PUBLIC_KEY?: string;
	/** Web Push: the VAPID private key, base64url of the 32-byte scalar. A secret (`wrangler secret put`). */
	VAPID_PRIVATE_KEY?: string;
	/** Web Push: the contact push services see in the VAPID token, "mailto:…" or an https URL. */
	VAPID_SUBJECT?: string;
	/** Web Push: origins besides the browsers' push services a push may go to, space-separated (tests); default none. */
	PUSH_ALLOWED_ORIGINS?: string;
	/** Web Push: the first retry of a push that failed (timeout, 5xx, 429) waits this long, the second twice as long (default 30 s). */
	PUSH_RETRY_MS?: string;
}

export const limitsOn = (env: Pick<Env, 'RATE_LIMITS'>) => env.RATE_LIMITS !== 'off';

/**
 * What the per-address limits count a client under: an IPv4 address whole, an IPv6
 * address by its /64 (one subscriber's network: a host picks any of its 2^64
 * addresses at will, so counting whole ones would let it rotate past every limit).
 * An IPv4-mapped IPv6 address counts as its IPv4 one; anything unparsed as itself.
 */
export function addressKey(address: string): string {
	if (!ipaddr.isValid(address)) return address;
	const ip = ipaddr.process(address);
	if (ip.kind() === 'ipv4') return ip.toString();
	const network = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
	return `${network.join(':')}::/64`;
}

/** The client's address as Cloudflare reports it, keyed by addressKey ("unknown" when absent, e.g. in tests). */
export const clientAddress = (request: Request) => addressKey(request.headers.get('cf-connecting-ip') ?? 'unknown');
