// The hint's Web Worker, made on the first hint that needs a search (the table's and the replay's).
export const makeHintWorker = () => new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' });
