// Which card the detail dialog shows (one dialog for the whole table).
export const cardDetail = $state<{ id: string | null; cost: number | null; opener: HTMLElement | null }>({
	id: null,
	cost: null,
	opener: null
});

export function showCard(id: string, cost: number | null = null, opener: EventTarget | null = null) {
	cardDetail.id = id;
	cardDetail.cost = cost;
	cardDetail.opener = opener instanceof HTMLElement ? opener : null;
}
