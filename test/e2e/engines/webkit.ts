// WebKit (Safari's engine, as WebKitGTK: not iOS) through Debian's WebKitWebDriver, classic
// WebDriver with selenium-webdriver, in an X server of its own. The browser is
// webkit-shell.py: a window exactly the viewport's size and the page's console in a file.
// WebKitGTK has no touch: a tap is a mouse click.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { By, Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import { freePort } from '../../../scripts/server.ts';
import { requireInstalled, withWaits, type Engine, type PageMessage, type Viewport } from './driver';

const DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
const PYTHON = '/usr/bin/python3';
const SHELL = fileURLToPath(new URL('./webkit-shell.py', import.meta.url));
const PACKAGES = 'webkit2gtk-driver xvfb gir1.2-webkit2-4.1 python3-gi gir1.2-gtk-3.0';

/** Xvfb on the first free display (it writes the number to fd 3); resolves to `:N`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
	const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
		stdio: ['ignore', 'ignore', 'pipe', 'pipe']
	});
	return new Promise((resolve, reject) => {
		let said = '';
		let errors = '';
		xvfb.stderr!.on('data', (chunk) => (errors += chunk));
		xvfb.stdio[3]!.on('data', (chunk) => {
			said += chunk;
			if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
		});
		xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
	});
}

async function untilAnswers(url: string, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (
			await fetch(url).then(
				(r) => r.ok,
				() => false
			)
		)
			return;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`${url} did not answer in ${timeoutMs} ms.`);
}

/** `logFile`: where the driver's and the browser's output go. */
export async function launchWebKit({ logFile }: { logFile?: string } = {}): Promise<Engine> {
	requireInstalled('WebKit', [DRIVER, XVFB, PYTHON], PACKAGES);
	const gi = spawn(PYTHON, ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"]);
	if ((await new Promise((resolve) => gi.once('exit', resolve))) !== 0)
		throw new Error(`WebKit's test shell needs GTK and WebKitGTK for Python: run \`apt-get install -y ${PACKAGES}\`.`);

	const xvfb = await startXvfb();
	const port = await freePort();
	const driver = spawn(DRIVER, [`--port=${port}`], {
		// No accessibility bus in a container: GTK would wait for one.
		env: { ...process.env, DISPLAY: xvfb.display, NO_AT_BRIDGE: '1', GDK_BACKEND: 'x11' },
		stdio: ['ignore', logFile ? 'pipe' : 'ignore', logFile ? 'pipe' : 'ignore']
	});
	// The driver's and the browser's own output, to read when a session dies.
	if (logFile) {
		const log = createWriteStream(logFile);
		driver.stdout!.pipe(log, { end: false });
		driver.stderr!.pipe(log, { end: false });
	}
	const server = `http://127.0.0.1:${port}`;
	await untilAnswers(`${server}/status`, 10_000);
	const logs = mkdtempSync(join(tmpdir(), 'castle-combo-webkit-'));
	let sessions = 0;

	return {
		name: 'webkit',
		async open(viewport: Viewport) {
			const log = join(logs, `page-${++sessions}.jsonl`);
			writeFileSync(log, '');
			const session = await WebDriver.createSession(
				new Executor(new HttpClient(server)),
				new Capabilities({
					'webkitgtk:browserOptions': {
						binary: SHELL,
						args: [`--size=${viewport.width}x${viewport.height}`, `--log=${log}`]
					}
				})
			);
			const nth = async (selector: string, index: number) => {
				const element = (await session.findElements(By.css(selector)))[index];
				if (!element) throw new Error(`webkit: no ${selector} [${index}]`);
				return element;
			};
			return withWaits('webkit', {
				goto: (url) => session.get(url),
				url: () => session.getCurrentUrl(),
				reload: () => session.navigate().refresh(),
				tapElement: async (selector, index) => (await nth(selector, index)).click(),
				async fillElement(selector, text) {
					const field = await nth(selector, 0);
					// Typing replaces the selected text, with the input events a person's typing makes.
					await session.executeScript('arguments[0].focus(); arguments[0].select();', field);
					await field.sendKeys(text);
				},
				evaluate: (fn, arg) => session.executeScript(fn, arg),
				capture: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
				async messages(): Promise<PageMessage[]> {
					if (!existsSync(log)) return [];
					return readFileSync(log, 'utf8')
						.split('\n')
						.filter(Boolean)
						.map((line) => JSON.parse(line) as PageMessage);
				},
				close: () => session.quit()
			});
		},
		async close() {
			driver.kill();
			xvfb.process.kill();
			await Promise.all(
				[driver, xvfb.process].map(
					(child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
				)
			);
			rmSync(logs, { recursive: true, force: true });
		}
	};
}
