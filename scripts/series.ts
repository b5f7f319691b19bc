/** Latencies (ms) of one kind, for the benchmarks' tables of percentiles. */
export class Series {
	readonly values: number[] = [];
	add(ms: number) {
		this.values.push(ms);
	}
	percentile(p: number) {
		const sorted = [...this.values].sort((x, y) => x - y);
		return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
	}
}
