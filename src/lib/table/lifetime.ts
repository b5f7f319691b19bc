// How long a table and what it leaves behind last, in days, from the room's defaults
// (party/clock.ts): the table's pages and the replay page both say it.
import { DEFAULT_CLOCK } from '$party/clock';

const DAY_MS = 86_400_000;

/** After how many days a closed table is forgotten: then it reads as never created. */
export const forgottenAfterDays = () => Math.round(DEFAULT_CLOCK.closedTtlMs / DAY_MS);

/** For how many days a closed table's finished games stay readable. */
export const keptGamesDays = () => Math.round(DEFAULT_CLOCK.keptGamesTtlMs / DAY_MS);
