// The rules' written texts read into prose with icons: tokens become icons or the
// values given, text around them stays as written.
import { expect, test } from 'vitest';
import { rich } from '$lib/rules/rich';

test('icon tokens become the icons the rules draw', () => {
	expect(rich('Take {gold} and {key}, see {messenger} at the {castle}.')).toEqual([
		'Take ',
		{ icon: 'gold' },
		' and ',
		{ icon: 'key' },
		', see ',
		{ pawn: 'messenger' },
		' at the ',
		{ banner: 'castle' },
		'.'
	]);
	expect(rich('{military}{facedown}{purse}{village}')).toEqual([
		{ shield: 'military' },
		{ icon: 'facedown' },
		{ icon: 'purse' },
		{ banner: 'village' }
	]);
	expect(rich('{mask:101,000,101}')).toEqual([
		{
			mask: [
				[1, 0, 1],
				[0, 0, 0],
				[1, 0, 1]
			]
		}
	]);
	expect(rich('{price:4>3}')).toEqual([{ was: 4, price: 3 }]);
});

test('named values join the text around them', () => {
	expect(rich('Everyone takes {startGold} {gold} and {startKeys} {key}.', { startGold: 15, startKeys: 2 })).toEqual([
		'Everyone takes 15 ',
		{ icon: 'gold' },
		' and 2 ',
		{ icon: 'key' },
		'.'
	]);
	expect(rich('Free, with {gain}; no points.', { gain: '6 gold and 2 keys' })).toEqual([
		'Free, with 6 gold and 2 keys; no points.'
	]);
});

test('a token it does not know stays as written, for the content tests to find', () => {
	expect(rich('A {glod} coin, {startGold} {mask} {mask:12} {price:x} {gold:2}.')).toEqual([
		'A {glod} coin, {startGold} {mask} {mask:12} {price:x} {gold:2}.'
	]);
});
