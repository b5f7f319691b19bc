// The SvelteKit worker built by @sveltejs/adapter-cloudflare (aliased in wrangler.toml).
declare module 'sveltekit-worker' {
	const worker: {
		fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response>;
	};
	export default worker;
}
