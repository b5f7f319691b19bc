// The table page: is there such a table? (Only "New table" and embeds create one.)
// `pushKey`: the VAPID public key its "Tell me when it's my turn" subscribes with (null: push is off here).
import { pushPublicKey } from '$lib/server/push-key';
import { tableStatus } from '$lib/server/table-rooms';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ params, platform }) => ({
	table: await tableStatus(platform, params.room),
	pushKey: await pushPublicKey(platform)
});
