// A Chromium trace event (DevTools' trace format), as the benchmarks read it.
export interface TraceEvent {
	name: string;
	cat: string;
	ph: string;
	ts: number;
	/** Wall duration (µs). */
	dur?: number;
	/** Thread time (µs): what the task ran, without the time the thread waited for a core. */
	tdur?: number;
	pid: number;
	tid: number;
	args?: Record<string, unknown>;
}
