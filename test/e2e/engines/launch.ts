// The three engines by name, each launched by its own adapter.
import { launchChromium } from './chromium';
import type { Engine, EngineName, EnginePage, Viewport } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** `logDir`: where an engine that runs a driver of its own writes its output (`<engine>-driver.log`). */
export function launchEngine(name: EngineName, { logDir }: { logDir?: string } = {}): Promise<Engine> {
	if (name === 'webkit') return launchWebKit({ logFile: logDir && `${logDir}/webkit-driver.log` });
	return name === 'chromium' ? launchChromium() : launchFirefox();
}

/**
 * Starts these engines all at once, each with a page of `viewport` open: a file's engines
 * then start while one another's start (WebKit's Xvfb and driver, Firefox's profile), not
 * one after the other between its tests. `get` waits for one; `close` closes one (again: nothing),
 * `closeAll` whatever is still open (a file whose tests were filtered out).
 */
export function startEngines(
	names: readonly EngineName[],
	viewport: Viewport,
	options: { logDir?: string } = {}
): {
	get(name: EngineName): Promise<{ engine: Engine; page: EnginePage }>;
	close(name: EngineName): Promise<void>;
	closeAll(): Promise<void>;
} {
	const started = new Map(
		names.map((name) => {
			const launched = launchEngine(name, options).then(async (engine) => {
				try {
					return { engine, page: await engine.open(viewport) };
				} catch (error) {
					await engine.close();
					throw error;
				}
			});
			// Failing to start is reported by the engine's own tests (get), not as unhandled.
			launched.catch(() => {});
			return [name, launched] as const;
		})
	);
	const close = async (name: EngineName) => {
		const launched = started.get(name);
		started.delete(name);
		const running = await launched?.catch(() => null);
		await running?.page.close().catch(() => {});
		await running?.engine.close();
	};
	return {
		get: (name) => started.get(name) ?? Promise.reject(new Error(`${name} was not started, or is closed.`)),
		close,
		closeAll: async () => void (await Promise.all([...started.keys()].map(close)))
	};
}
