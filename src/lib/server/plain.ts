/** A short plain-text answer that no cache keeps (refusals of the pages' server). */
export const plainText = (status: number, text: string) =>
	new Response(`${text}\n`, {
		status,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
	});
