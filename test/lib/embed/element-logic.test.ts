// <castle-combo>'s message filter and frame address, in Node: only the table's own
// frame, at the table's origin, in the table's envelope, is heard.
import { describe, expect, it } from 'vitest';
import { frameUrl, tableMessage } from '$lib/embed/element-logic';

const TABLE = 'https://table.example';
const frame = { contentWindow: { name: 'the frame' } };
const otherFrame = { name: 'another frame' };
const message = { source: 'castle-combo', v: 1, type: 'turn', room: 'k7xq2m9vtrpa' };

describe('tableMessage', () => {
	it('takes a message from its own frame at the table origin', () => {
		expect(tableMessage({ origin: TABLE, source: frame.contentWindow, data: message }, frame, TABLE)).toBe(message);
	});

	it('ignores a third origin, another frame, or a message not in the envelope', () => {
		const from = (origin: string, source: unknown, data: unknown = message) =>
			tableMessage({ origin, source, data }, frame, TABLE);
		expect(from('https://evil.example', frame.contentWindow)).toBeNull();
		// Another frame of the table's own origin (e.g. a second table on the page).
		expect(from(TABLE, otherFrame)).toBeNull();
		expect(from(TABLE, null)).toBeNull();
		expect(from(TABLE, frame.contentWindow, { ...message, source: 'other' })).toBeNull();
		expect(from(TABLE, frame.contentWindow, { ...message, v: 2 })).toBeNull();
		expect(from(TABLE, frame.contentWindow, { ...message, type: 7 })).toBeNull();
		expect(from(TABLE, frame.contentWindow, 'castle-combo')).toBeNull();
		expect(from(TABLE, frame.contentWindow, null)).toBeNull();
		// Before the element has a frame, nothing is the table's.
		expect(tableMessage({ origin: TABLE, source: frame.contentWindow, data: message }, null, TABLE)).toBeNull();
	});
});

describe('frameUrl', () => {
	const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;

	it('a new table for this visitor carries its setup, look and the page origin', () => {
		const url = new URL(
			frameUrl(
				TABLE,
				attributes({ mode: 'new', bots: '2', level: 'easy', autostart: '', lang: 'de', theme: 'dark' }),
				'https://blog.example',
				'#aa3355'
			)
		);
		expect(url.origin + url.pathname).toBe(`${TABLE}/embed/new`);
		expect(Object.fromEntries(url.searchParams)).toEqual({
			bots: '2',
			level: 'easy',
			lang: 'de',
			theme: 'dark',
			autostart: '1',
			accent: '#aa3355',
			origin: 'https://blog.example'
		});
	});

	it('a shared table is its room; spectate watches; no setup goes along', () => {
		const url = new URL(
			frameUrl(TABLE, attributes({ room: 'club-table-42', spectate: '', autostart: '' }), 'https://club.example')
		);
		expect(url.pathname).toBe('/embed/club-table-42');
		expect(Object.fromEntries(url.searchParams)).toEqual({ watch: '1', origin: 'https://club.example' });
	});

	it('reactions="off" goes along to the frame, whose page then shows none (src/lib/table/reactions/ReactButton.svelte)', () => {
		const url = new URL(frameUrl(TABLE, attributes({ room: 'club-table-42', reactions: 'off' }), 'https://c.example'));
		expect(url.searchParams.get('reactions')).toBe('off');
		expect(
			new URL(frameUrl(TABLE, attributes({ mode: 'new' }), 'https://c.example')).searchParams.has('reactions')
		).toBe(false);
	});

	it('the builder’s preview of a shared table says so (the frame then creates nothing); a new table has none', () => {
		const shared = new URL(frameUrl(TABLE, attributes({ room: 'club-table-42', preview: '' }), 'https://b.example'));
		expect(shared.searchParams.get('preview')).toBe('1');
		const mine = new URL(frameUrl(TABLE, attributes({ mode: 'new', preview: '' }), 'https://b.example'));
		expect(mine.searchParams.has('preview')).toBe(false);
	});
});
