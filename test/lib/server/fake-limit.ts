/** Workers Rate Limiting's shape: `allowed` calls per key, then refusals. */
export function fakeLimit(allowed: number) {
	const calls = new Map<string, number>();
	return {
		limit: async ({ key }: { key: string }) => {
			calls.set(key, (calls.get(key) ?? 0) + 1);
			return { success: calls.get(key)! <= allowed };
		}
	};
}
