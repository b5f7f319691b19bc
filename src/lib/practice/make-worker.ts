// The practice Web Worker, bundled by Vite as its own file (cached for offline play: src/service-worker.ts).
import type { PracticeWorker } from './local-room.svelte';

export const makePracticeWorker = (): PracticeWorker =>
	new Worker(new URL('./practice.worker.ts', import.meta.url), { type: 'module' });
