import { expect, test } from 'vitest';
import {
	isCacheable,
	isKeptBuildFile,
	OFFLINE_PAGES,
	offlinePageAnywhere,
	pathLocale,
	serviceWorkerScript
} from '$lib/app/service-worker-scope';

test('rooms, the embed and the table endpoints are never the worker’s to answer', () => {
	for (const path of [
		'/parties/game/abcdefgh',
		'/parties',
		'/embed',
		'/embed/abcdefgh',
		'/embed/new',
		'/embed.js',
		'/new',
		'/join',
		'/client-error'
	]) {
		expect(isCacheable(path), path).toBe(false);
	}
});

test('pages, the built files and the static files are', () => {
	for (const path of ['/', '/score', '/offline', '/t/abcdefgh', '/_app/immutable/en/entry/start.js', '/favicon.svg']) {
		expect(isCacheable(path), path).toBe(true);
	}
	// Only the exact endpoints, not pages whose names merely start alike.
	expect(isCacheable('/newsletter')).toBe(true);
	expect(isCacheable('/embedded')).toBe(true);
});

test('a locale is two letters, or none', () => {
	expect(pathLocale('da')).toBe('da');
	expect(pathLocale('../x')).toBeNull();
	expect(pathLocale(null)).toBeNull();
});

test('every top-level page registers the worker in its own language', () => {
	expect(serviceWorkerScript('/', 'de', false)).toBe('/service-worker.js?locale=de');
	expect(serviceWorkerScript('/t/abcdefgh', 'vi', false)).toBe('/service-worker.js?locale=vi');
	// The embed's builder is a page of this site, not a frame.
	expect(serviceWorkerScript('/embed', 'en', false)).toBe('/service-worker.js?locale=en');
});

test('a frame, and the embed’s pages wherever they are, never register it', () => {
	expect(serviceWorkerScript('/embed/abcdefgh', 'en', false)).toBeNull();
	expect(serviceWorkerScript('/embed/new', 'en', false)).toBeNull();
	expect(serviceWorkerScript('/t/abcdefgh', 'en', true)).toBeNull();
});

test('the offline page’s relative links and styles work at any address', () => {
	const html =
		'<link href="./_app/immutable/de/assets/framework.css" rel="stylesheet"><a href="./score">Pad</a><a href="">Again</a><img src="/favicon.svg">';
	expect(offlinePageAnywhere(html)).toBe(
		'<link href="/_app/immutable/de/assets/framework.css" rel="stylesheet"><a href="/score">Pad</a><a href="">Again</a><img src="/favicon.svg">'
	);
});

test('the practice room’s and the hints’ workers are kept for offline play, the review’s and unnamed ones are not', () => {
	expect(isKeptBuildFile('/_app/immutable/workers/practice.worker-BnzFTsir.js')).toBe(true);
	expect(isKeptBuildFile('/_app/immutable/workers/hint.worker-Bj_u-N2TqG.js')).toBe(true);
	expect(isKeptBuildFile('/_app/immutable/workers/review.worker-BX0mpwbY.js')).toBe(false);
	expect(isKeptBuildFile('/_app/immutable/workers/other.worker-BX0mpwbY.js')).toBe(false);
	expect(isKeptBuildFile('/_app/immutable/workers/assets/chunk-abc.js')).toBe(false);
	expect(isKeptBuildFile('/_app/immutable/chunks/practice.worker-abc.js')).toBe(true);
	expect(isKeptBuildFile('/_app/immutable/entry/start.js')).toBe(true);
});

test('the pages that play with no network are the pad, practice and the lesson', () => {
	expect([...OFFLINE_PAGES]).toEqual(['/score', '/practice', '/learn']);
	for (const page of OFFLINE_PAGES) expect(isCacheable(page), page).toBe(true);
});
