import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/** Where the first reading of a build's name is kept, for every later part of that build. */
export const BUILD_NAME_VARIABLE = 'CASTLE_COMBO_BUILD';

/**
 * The build's name, for SvelteKit's deployment detection: the commit it was built
 * from (with a hash of the changes when files differ from it), else the time of the
 * first reading. Kit loads svelte.config.js afresh for each part of a build (in this
 * process and in the ones it starts), and the server's pages and the browser's
 * scripts must agree on the name: so it is read once, and kept in the environment
 * those parts inherit. Editing a file while a build runs then changes nothing.
 * @param {string} [cwd] the repository (the current directory by default)
 * @returns {string}
 */
export function buildName(cwd) {
	return (process.env[BUILD_NAME_VARIABLE] ??= readBuildName(cwd));
}

/** @param {string} [cwd] */
function readBuildName(cwd) {
	/** @param {string} command */
	const git = (command) =>
		execSync(`git ${command}`, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
	try {
		const commit = git('rev-parse --short=12 HEAD').trim();
		const changes = git('diff HEAD');
		return changes ? `${commit}+${createHash('sha256').update(changes).digest('hex').slice(0, 8)}` : commit;
	} catch {
		return String(Date.now());
	}
}
