// The code of /embed.js, as scripts/embed-script.ts provides it.
declare module 'virtual:embed-script' {
	const code: string;
	export default code;
}
