// A choice made in a server-drawn <select> before the page hydrated (a slow phone):
// Svelte keeps what was typed into a bound <input>, but a bound <select> gets the
// state's value put back over the person's choice. This attachment runs before the
// binding's first effect (it is created first), so it can still see that choice and
// tell the binding as the person's own `change` would have (the page's handler too).

/** `{@attach keepEarlyChoice}` on a `<select bind:value>` drawn by the server. */
export function keepEarlyChoice(select: HTMLSelectElement) {
	// The server marks the option it drew as chosen; a page drawn here marks none.
	const served = [...select.options].find((option) => option.defaultSelected);
	if (served && !served.selected) select.dispatchEvent(new Event('change', { bubbles: true }));
}
