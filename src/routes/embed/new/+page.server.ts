// /embed/new: the frame of an embed's mode="new" (its look comes from the address, as /embed/<id>'s).
import { embedLook } from '$lib/server/embed-look';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = ({ url }) => ({ look: embedLook(url.searchParams) });
