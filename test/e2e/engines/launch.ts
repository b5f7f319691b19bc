// The three engines by name, each launched by its own adapter.
import { launchChromium } from './chromium';
import type { Engine, EngineName } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** `logDir`: where an engine that runs a driver of its own writes its output (`<engine>-driver.log`). */
export function launchEngine(name: EngineName, { logDir }: { logDir?: string } = {}): Promise<Engine> {
	if (name === 'webkit') return launchWebKit({ logFile: logDir && `${logDir}/webkit-driver.log` });
	return name === 'chromium' ? launchChromium() : launchFirefox();
}
