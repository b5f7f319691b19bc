// Copying a link or a snippet to the clipboard, and what to do when the browser refuses:
// the text is selected on screen and the player is told to press and hold it instead.

/** How long "Copied" shows after a copy. */
export const COPIED_MS = 2500;

export type CopyStatus = 'idle' | 'copied' | 'manual';

export type WriteText = (text: string) => Promise<void>;

/** The browser's clipboard; throws where there is none (a page over plain http, an old browser). */
export const clipboardWrite: WriteText = (text) => navigator.clipboard.writeText(text);

export class Copier {
	/** 'copied' for a moment after a copy; 'manual' from a refused copy until the next attempt. */
	status = $state<CopyStatus>('idle');
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Copies `text`. When the clipboard refuses (permission denied, no clipboard at all),
	 * `select` puts the text under the player's finger and the status says how to copy it by hand.
	 */
	async copy(text: string, select: () => void, writeText: WriteText = clipboardWrite): Promise<CopyStatus> {
		clearTimeout(this.#timer);
		try {
			await writeText(text);
			this.status = 'copied';
			this.#timer = setTimeout(() => (this.status = 'idle'), COPIED_MS);
		} catch {
			this.status = 'manual';
			select();
		}
		return this.status;
	}
}
