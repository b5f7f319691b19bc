// On a phone the status bar is pinned to the screen's top and your move's controls to its
// foot. What the browser scrolls into view (a control reached with Tab, a card's link) must
// come out clear of both, not "in view" under them: the page's scroll padding says where
// they are, and follows their heights (a question's panel can fill half the screen).

/** How far a pinned box reaches into the screen from `edge`, as a scroll padding ('' when it is not pinned there). */
function reach(box: HTMLElement | null, edge: 'top' | 'bottom'): string {
	if (!box) return '';
	const style = getComputedStyle(box);
	if (style.position !== 'sticky' && style.position !== 'fixed') return '';
	const offset = parseFloat(style[edge]);
	return Number.isNaN(offset) ? '' : `${box.offsetHeight + offset}px`;
}

/** Keeps the page's scroll padding to the boxes pinned at its top and foot, as they change size. Returns the stop. */
export function keepClearOfPinned(top: HTMLElement | null, foot: HTMLElement | null): () => void {
	const root = document.documentElement.style;
	// A resize observer reports each box once when it starts, after layout: nothing is measured before.
	const observer = new ResizeObserver(() => {
		root.scrollPaddingTop = reach(top, 'top');
		root.scrollPaddingBottom = reach(foot, 'bottom');
	});
	for (const box of [top, foot]) if (box) observer.observe(box);
	return () => {
		observer.disconnect();
		root.scrollPaddingTop = '';
		root.scrollPaddingBottom = '';
	};
}
