// `npm run profile:motion [-- --size phone|desktop] [--reduced] [--rate 4] [--top 25]`:
// what the page's tasks around a bot's move are made of, in Debian's Chromium.
// Ada plays against three bots at 0.9 s a move (as in `npm run bench:motion`)
// while DevTools traces the page and samples its JavaScript. It prints the page's
// tasks by what started them (a room message, a frame, a timer, an input) with
// their thread time; the mean of the ten longest frames, of their layout and of the
// paint a frame (steadier than the longest frame alone); the ten longest tasks with
// what they did; then every task over 50 ms (wall time) with the trace's events by
// kind (script, style, layout, paint) and the functions that took its time.
// `--rate 1` (no slowdown) gives thread times that depend little on the machine's
// load: four times them is the task at 4×. To read the names, build with
// `PROFILE_NAMES=1 npx vite build --minify false` (and FRAMEWORK_CHUNK=<Svelte's
// chunk> leaves Svelte's runtime out of each task's list).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { tableWithBots, watchBots } from '../test/e2e/motion-watch';
import { PHONE } from '../test/e2e/table-helpers';
import { startServer } from './server';
import type { TraceEvent } from './trace-event';

const { values } = parseArgs({
	options: {
		size: { type: 'string', default: 'phone' },
		reduced: { type: 'boolean', default: false },
		/** The CPU slowdown (1: none, whose thread times tell the work itself, whatever the machine's load). */
		rate: { type: 'string', default: '4' },
		top: { type: 'string', default: '25' }
	}
});
const TOP = Number(values.top) || 25;
const LONG_US = 50_000;
/** Svelte's runtime, left out of each task's list (what it ran is listed). */
const FRAMEWORK = process.env.FRAMEWORK_CHUNK ?? '(none)';

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` (or `npx vite build --minify false`) first.');
	process.exit(1);
}

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
	children?: number[];
}
interface Profile {
	nodes: ProfileNode[];
	startTime: number;
	samples: number[];
	timeDeltas: number[];
}

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
	const events: TraceEvent[] = [];
	cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
	const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
	await cdp.send('Tracing.start', {
		transferMode: 'ReportEvents',
		traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] }
	});
	await during();
	await cdp.send('Tracing.end');
	await done;
	return events;
}

const place = (frame: ProfileNode['callFrame']) =>
	`${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;

/** Self time (µs) per function in [from, to), and the time under each of a few frames of interest. */
function selfTimes(profile: Profile, from: number, to: number) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const self = new Map<string, number>();
	const inclusive = new Map<string, number>();
	let t = profile.startTime;
	profile.samples.forEach((id, i) => {
		const dt = profile.timeDeltas[i + 1] ?? 0;
		t += profile.timeDeltas[i];
		if (t < from || t >= to) return;
		const node = byId.get(id)!;
		self.set(place(node.callFrame), (self.get(place(node.callFrame)) ?? 0) + dt);
		const seen = new Set<string>();
		for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
			const key = place(byId.get(at)!.callFrame);
			if (seen.has(key)) continue;
			seen.add(key);
			inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
		}
	});
	return { self, inclusive };
}

const top = (map: Map<string, number>, n: number) =>
	[...map]
		.sort((a, b) => b[1] - a[1])
		.slice(0, n)
		.map(([k, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`)
		.join('\n');

const storage = mkdtempSync(join(tmpdir(), 'castle-combo-profile-motion-'));
const server = await startServer({
	persistTo: storage,
	quiet: true,
	vars: { RATE_LIMITS: 'off', BOT_DELAY_MS: '900' }
});
const browser = await launchBrowser(values.size === 'desktop' ? { width: 1280, height: 800 } : PHONE, { motion: true });
try {
	const page = await browser.context.newPage();
	if (values.reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
	const ada = await tableWithBots(page, server.url, false);
	const cdp = await browser.context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) || 4 });
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
	let profile: Profile | null = null;
	const events = await trace(cdp, async () => {
		await cdp.send('Profiler.start');
		await watchBots(page, ada);
		profile = ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
	});
	// The page's main thread: where its long tasks ran.
	// (A renderer's main thread; the page's is the busiest.)
	const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M');
	const busy = (m: TraceEvent) =>
		events
			.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
			.reduce((t, e) => t + (e.dur ?? 0), 0);
	const main = mains.sort((a, b) => busy(b) - busy(a))[0];
	const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
	const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US);
	const kinds = new Map<string, number>();
	const allSelf = new Map<string, number>();
	const allInclusive = new Map<string, number>();
	console.log(`${values.size}${values.reduced ? ', reduced motion' : ''}: ${tasks.length} tasks over 50 ms\n`);
	for (const task of tasks) {
		const end = task.ts + task.dur!;
		const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
		const byKind = new Map<string, number>();
		// Only the outermost of each kind: a Layout inside a FunctionCall counts as layout too, so the sum may exceed the task.
		for (const e of inside) byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0));
		for (const [k, v] of byKind) kinds.set(k, (kinds.get(k) ?? 0) + v);
		const { self, inclusive } = selfTimes(profile!, task.ts, end);
		for (const [k, v] of self) allSelf.set(k, (allSelf.get(k) ?? 0) + v);
		for (const [k, v] of inclusive) allInclusive.set(k, (allInclusive.get(k) ?? 0) + v);
		const shown = [
			'FunctionCall',
			'TimerFire',
			'FireAnimationFrame',
			'UpdateLayoutTree',
			'Layout',
			'Paint',
			'PrePaint',
			'Layerize'
		]
			.map((k) => `${k} ${((byKind.get(k) ?? 0) / 1000).toFixed(0)}`)
			.join(', ');
		const first = inside.find((e) =>
			['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FunctionCall', 'v8.callFunction'].includes(e.name)
		);
		const what = first
			? `${first.name} ${String((first.args?.data as { type?: string } | undefined)?.type ?? '')}`
			: '';
		console.log(
			`task ${(task.dur! / 1000).toFixed(0)} ms, thread ${((task.tdur ?? 0) / 1000).toFixed(0)} ms (${what}): ${shown}`
		);
		const own = new Map(
			[...inclusive].filter(([k]) => !k.includes(FRAMEWORK) && !k.startsWith('(root)') && !k.startsWith('(program)'))
		);
		console.log(top(own, 14), '\n');
	}
	// What started each task: an input event, a timer, a frame, or a function called (its name).
	const triggerOf = (task: TraceEvent) => {
		const end = task.ts + (task.dur ?? 0);
		const first = onMain.find(
			(e) =>
				e.ts >= task.ts &&
				e.ts < end &&
				['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FunctionCall'].includes(e.name)
		);
		const data = (first?.args?.data ?? {}) as { type?: string; functionName?: string };
		return first
			? `${first.name}${data.type ? ` ${data.type}` : ''}${data.functionName ? ` ${data.functionName}` : ''}`
			: 'other';
	};
	const groups = new Map<string, number[]>();
	for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 1000)) {
		const key = triggerOf(task);
		groups.set(key, [...(groups.get(key) ?? []), (task.tdur ?? 0) / 1000]);
	}
	console.log('Tasks over 1 ms of thread time, by what started them: count, median, longest (ms)');
	for (const [key, times] of [...groups].sort((a, b) => Math.max(...b[1]) - Math.max(...a[1])).slice(0, 12)) {
		const sorted = [...times].sort((a, b) => a - b);
		console.log(
			`${String(times.length).padStart(4)} ${sorted[Math.floor(sorted.length / 2)].toFixed(1).padStart(7)} ${sorted.at(-1)!.toFixed(1).padStart(7)}  ${key}`
		);
	}
	// The frames (tasks that painted): their longest one alone swings with the sitting; the
	// ten longest, and what their layout and paint took, compare two builds better.
	const within = (task: TraceEvent, name: string) =>
		onMain
			.filter((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
			.reduce((t, e) => t + (e.tdur ?? e.dur ?? 0) / 1000, 0);
	const frames = onMain
		.filter((e) => e.name === 'RunTask' && within(e, 'Paint') > 0)
		.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
	const meanOf = (values: number[]) => (values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(1);
	const longest = frames.slice(0, 10);
	console.log(
		`\nFrames: ${frames.length}; the ten longest, mean thread time ${meanOf(longest.map((f) => (f.tdur ?? 0) / 1000))} ms, ` +
			`of which layout ${meanOf(longest.map((f) => within(f, 'Layout')))} ms; paint a frame (nested layers counted in each) ` +
			`${meanOf([frames.reduce((t, f) => t + within(f, 'Paint'), 0) / Math.max(1, frames.length)])} ms`
	);
	console.log();
	for (const task of onMain
		.filter((e) => e.name === 'RunTask')
		.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
		.slice(0, 10)) {
		const end = task.ts + (task.dur ?? 0);
		const byName = new Map<string, number>();
		// Thread time where the trace has it.
		for (const e of onMain)
			if (e !== task && e.ts >= task.ts && e.ts < end)
				byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0));
		const { self } = selfTimes(profile!, task.ts, end);
		console.log(
			`${((task.tdur ?? 0) / 1000).toFixed(1)} ms thread (${triggerOf(task)}): ${[...byName]
				.sort((a, b) => b[1] - a[1])
				.slice(0, 8)
				.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
				.join(', ')}\n${top(self, 6)}`
		);
	}
	console.log();
	// On a shared machine a task's length depends on the load; its thread time much less.
	const all = onMain.filter((e) => e.name === 'RunTask');
	const cpu = all.map((e) => (e.tdur ?? 0) / 1000).sort((a, b) => b - a);
	console.log(
		`Thread time of the page's tasks: ${cpu.reduce((a, b) => a + b, 0).toFixed(0)} ms in all; longest ${cpu
			.slice(0, 8)
			.map((ms) => ms.toFixed(0))
			.join(', ')} ms; ${cpu.filter((ms) => ms > LONG_US / 1000).length} over 50 ms\n`
	);
	console.log(`All long tasks, trace events by kind (ms, nested ones counted in each):\n${top(kinds, 15)}\n`);
	console.log(`All long tasks, self time:\n${top(allSelf, TOP)}\n`);
	console.log(`All long tasks, inclusive time:\n${top(allInclusive, TOP * 2)}`);
} finally {
	await browser.close();
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}
