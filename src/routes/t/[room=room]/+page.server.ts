// The table page: is there such a table? (Only "New table" and embeds create one.)
import { tableStatus } from '$lib/server/table-rooms';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ params, platform }) => ({
	table: await tableStatus(platform, params.room)
});
