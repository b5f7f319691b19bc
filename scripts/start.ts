// `npm start`: build the app, then serve pages and rooms on real workerd.
import { execSync } from 'node:child_process';
import { ensureDevVapidKeys } from './dev-vars.ts';
import { startServer } from './server.ts';

const started = Date.now();
if (await ensureDevVapidKeys()) console.log('  Made a VAPID key pair for Web Push in .dev.vars (local use only).');
execSync('npx vite build', { stdio: 'inherit' });
const port = Number(process.env.PORT ?? 8787);
const { url, stop } = await startServer({ port });
console.log(
	`\n  Castle Combo is ready at ${url}  (${((Date.now() - started) / 1000).toFixed(1)} s)\n  Ctrl+C stops it.\n`
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(0)));
