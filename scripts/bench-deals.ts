// Repeated deals: how many of N fresh deals repeat an earlier deal's Castle order.
//
//   npm run bench:deals                                300,000 deals, today's generator
//   npm run bench:deals -- --deals 100000              fewer
//   npm run bench:deals -- --shuffle-version 1         the generator of tables stored before (a 32-bit hash of the seed)
//
// Deals are made as a room makes them: newGame with no seed (a fresh 128-bit one from
// crypto.getRandomValues), 2 to 5 players in turn. With one order in 2^32 (version 1),
// N deals repeat about N²/2^33 orders (the birthday bound: 10.5 for 300,000); with the
// whole seed (version 2), none. Also prints the CPU time per deal.
import { parseArgs } from 'node:util';
import { LOCATION_CARDS, newGame, type ShuffleVersion } from '../engine/index';

const { values } = parseArgs({
	options: {
		deals: { type: 'string', default: '300000' },
		'shuffle-version': { type: 'string', default: '2' }
	}
});
const deals = Number(values.deals);
const shuffleVersion = Number(values['shuffle-version']) as ShuffleVersion;

const index = new Map(LOCATION_CARDS.castle.map((id, i) => [id, i]));
const seen = new Set<string>();
let repeats = 0;
let dealMicros = 0;
for (let i = 0; i < deals; i++) {
	const before = process.cpuUsage();
	const g = newGame({ players: 2 + (i % 4), shuffleVersion });
	const spent = process.cpuUsage(before);
	dealMicros += spent.user + spent.system;
	const castle = [...g.displays.castle, ...g.decks.castle];
	const key = String.fromCharCode(...castle.map((id) => index.get(id!)!));
	if (seen.has(key)) repeats++;
	else seen.add(key);
}

const birthday = (deals * (deals - 1)) / 2 ** 33;
console.log(`Fresh deals (newGame, no seed), shuffle version ${shuffleVersion}, Node ${process.version}`);
console.log(`deals                         ${deals.toLocaleString('en-US')}`);
console.log(`repeated Castle orders        ${repeats}`);
console.log(`expected with 2^32 orders     ${birthday.toFixed(1)}`);
console.log(`CPU time per deal             ${(dealMicros / deals).toFixed(1)} µs`);
