// The practice room's Web Worker: the seed, the deck and the bots live here
// (practice-host.ts); the game is kept in IndexedDB, which a worker can reach
// (localStorage it cannot), so the page never holds what its seat can't see.
import { del, get, set } from 'idb-keyval';
import { servePractice, type PracticePort } from './practice-host';

servePractice(self as unknown as PracticePort, { get, set, del });
