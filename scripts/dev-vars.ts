// `.dev.vars` (git-ignored) holds the Worker's local secrets, read by `wrangler dev`
// and the Vite plugin: `npm start` puts a VAPID key pair there when it has none, so
// pushes are signed locally without any setup. A deployment sets its own (README).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateVapidKeys, type VapidEnv } from '../party/push-keys.ts';

const defines = (text: string, name: string) => new RegExp(`^\\s*${name}\\s*=\\s*\\S`, 'm').test(text);

/** `text` with a VAPID pair appended when it lacks either key; null when it has both. */
export function withVapidKeys(text: string, keys: Required<VapidEnv>): string | null {
	if (defines(text, 'VAPID_PUBLIC_KEY') && defines(text, 'VAPID_PRIVATE_KEY')) return null;
	// Both or neither: half of an old pair next to half of a new one signs nothing valid.
	const kept = text
		.split('\n')
		.filter((line) => !/^\s*VAPID_(PUBLIC|PRIVATE)_KEY\s*=/.test(line))
		.join('\n')
		.trimEnd();
	const pair = [
		'# Web Push (VAPID) keys for local use, made by `npm start`.',
		`VAPID_PUBLIC_KEY="${keys.VAPID_PUBLIC_KEY}"`,
		`VAPID_PRIVATE_KEY="${keys.VAPID_PRIVATE_KEY}"`,
		...(defines(kept, 'VAPID_SUBJECT') ? [] : ['VAPID_SUBJECT="mailto:tables@example.com"'])
	].join('\n');
	return `${kept ? `${kept}\n\n` : ''}${pair}\n`;
}

/** Makes sure `path` holds a VAPID key pair; says so when it wrote one. */
export async function ensureDevVapidKeys(path = '.dev.vars'): Promise<boolean> {
	const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
	const next = withVapidKeys(text, await generateVapidKeys());
	if (next === null) return false;
	writeFileSync(path, next, { mode: 0o600 });
	return true;
}
