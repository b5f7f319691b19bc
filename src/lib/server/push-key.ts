// The VAPID public key a table's page subscribes with (PushManager's
// `applicationServerKey`), when this Worker sends pushes at all: the same check the
// rooms make (party/push-config.ts), so a page never offers what the room would
// refuse with `push-off`.
import { pushConfig } from '$party/push-config';

/** The key as base64url, or null: push is off on this server (no keys, bad keys, no contact). */
export async function pushPublicKey(platform: App.Platform | undefined): Promise<string | null> {
	if (!platform?.env) return null;
	const config = await pushConfig(platform.env);
	return config.ok ? config.setup.keys.publicKey : null;
}
