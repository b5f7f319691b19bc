// The hint's Web Worker: the expert searches here, so the table never waits for it.
import { runHint, type HintRequest } from './hint-job';

self.onmessage = (event: MessageEvent<HintRequest>) => self.postMessage(runHint(event.data));
