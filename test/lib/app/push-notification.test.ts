// What the service worker makes of a room's push (src/lib/app/push-notification.ts).
import { describe, expect, it } from 'vitest';
import { readTablePush, tableNotification, tableWindow } from '$lib/app/push-notification';

const payload = {
	table: 'k7Qx2abcde',
	kind: 'turn',
	title: 'Du bist am Zug an Tisch k7Qx2abcde',
	body: 'Ada, du bist am Zug.',
	lang: 'de',
	url: '/t/k7Qx2abcde'
};

describe('a push from a room', () => {
	it('becomes one notification per table, opening that table', () => {
		const push = readTablePush(JSON.stringify(payload))!;
		expect(tableNotification(push)).toEqual([
			payload.title,
			{
				body: payload.body,
				lang: 'de',
				tag: 'table:k7Qx2abcde',
				icon: '/icons/icon-192.png',
				data: { url: '/t/k7Qx2abcde' }
			}
		]);
	});

	it('never opens another page than the table’s, and shows nothing for what no room sends', () => {
		expect(readTablePush(JSON.stringify({ ...payload, url: 'https://evil.example/' }))!.url).toBe('/t/k7Qx2abcde');
		for (const text of [null, '', 'not json', '42', JSON.stringify({ ...payload, table: '../x' }), '{"title":"x"}']) {
			expect(readTablePush(text), String(text)).toBeNull();
		}
	});

	it('brings forward a window of that table only', () => {
		const origin = 'https://tables.example';
		const windows = [{ url: `${origin}/t/other` }, { url: `${origin}/t/k7Qx2abcde?lang=de#x` }, { url: 'about:blank' }];
		expect(tableWindow(windows, '/t/k7Qx2abcde', origin)).toBe(windows[1]);
		expect(tableWindow(windows, '/t/k7Qx2abcde', 'https://elsewhere.example')).toBeNull();
		expect(tableWindow(windows, '/t/none', origin)).toBeNull();
	});
});
