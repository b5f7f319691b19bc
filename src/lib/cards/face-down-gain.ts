// What a face-down take gives, in words ("6 gold and 2 keys"): the card detail and
// the rules' legend both say it. A module of its own, so the Rules panel loads this
// phrase and none of the card detail's sentences.
import { FACE_DOWN_GAIN } from '$engine/data';
import { m } from '$lib/paraglide/messages';

export const faceDownGain = () => m.face_down_gain({ gold: FACE_DOWN_GAIN.gold, keys: FACE_DOWN_GAIN.keys });
