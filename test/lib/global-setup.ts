// The unit tests read Paraglide's compiled messages: compile them from
// messages/*.json first, as `vite build` and `npm run check` do.
import { execFileSync } from 'node:child_process';

export default function setup() {
	execFileSync('npx', ['paraglide-js', 'compile', '--project', './project.inlang', '--silent'], { stdio: 'inherit' });
}
