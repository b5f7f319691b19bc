// Early stopping for the expert's search: a candidate whose results, on the same
// sampled games as the leader's, are worse by more than `z` standard errors of the
// paired difference is dropped before its round ends. Successive halving alone
// plays every survivor to the end of each round, even when one move is already
// far ahead; most of those playouts changed nothing.

/** Mean and standard error of a[d] − b[d] over the games both were played on. */
export function pairedGap(a: readonly (number | undefined)[], b: readonly (number | undefined)[]) {
	let n = 0;
	let sum = 0;
	let sq = 0;
	const len = Math.min(a.length, b.length);
	for (let d = 0; d < len; d++) {
		const x = a[d];
		const y = b[d];
		if (x === undefined || y === undefined) continue;
		const diff = x - y;
		n++;
		sum += diff;
		sq += diff * diff;
	}
	const mean = n ? sum / n : 0;
	const variance = n > 1 ? (sq - n * mean * mean) / (n - 1) : Infinity;
	return { n, mean, se: Math.sqrt(Math.max(0, variance) / n) };
}

/**
 * The alive candidates that stay: the leader, and every one not clearly behind it.
 * `results[i][d]`: candidate i's utility on sampled game d; `bonus(i)`: what its score adds
 * to its mean (the prior), so "behind" is judged on the score the search picks by.
 */
export function stillInRace(
	alive: readonly number[],
	leader: number,
	results: readonly (readonly (number | undefined)[])[],
	bonus: (i: number) => number,
	z: number,
	minPairs: number
): number[] {
	if (z <= 0) return alive.slice();
	return alive.filter((i) => {
		if (i === leader) return true;
		const gap = pairedGap(results[leader], results[i]);
		if (gap.n < minPairs) return true;
		return gap.mean + bonus(leader) - bonus(i) - z * gap.se <= 0;
	});
}
