// What the lesson marks for a tap: each move it asks for, as the table's own
// controls take it (pick the card, the side, the space, Confirm; or a key), and
// where each of those is on the page. The table's components carry their data-testid
// hooks already; the lesson only reads them.
import type { Action } from '$engine/index';

export type TargetKind = 'card' | 'down' | 'spot' | 'confirm' | 'key-messenger' | 'key-refresh';

export interface Target {
	kind: TargetKind;
	/** What identifies it: the card's id, the space "x,y", or nothing. */
	of?: string;
}

/** The taps that make `action` at the table, in order (with one tap, a space is the move). */
export function targetsOf(action: Action, oneTap: boolean): Target[] {
	if (action.type === 'key') return [{ kind: action.use === 'messenger' ? 'key-messenger' : 'key-refresh' }];
	if (action.type !== 'take') return [];
	return [
		{ kind: 'card', of: action.card },
		...(action.faceDown ? [{ kind: 'down' as const }] : []),
		{ kind: 'spot', of: `${action.x},${action.y}` },
		...(oneTap ? [] : [{ kind: 'confirm' as const }])
	];
}

/** The element to tap for a target (a radio's label: its text is what a finger meets). */
export function selectorOf(target: Target): string {
	switch (target.kind) {
		case 'card':
			return `[data-testid="display-card"][data-card="${target.of}"]`;
		case 'down':
			return 'label:has(> [data-testid="face-down"])';
		case 'spot': {
			const [x, y] = (target.of ?? '').split(',');
			return `[data-testid="spot"][data-x="${x}"][data-y="${y}"]`;
		}
		case 'confirm':
			return '[data-testid="confirm-placement"]';
		default:
			return `[data-testid="${target.kind}"]`;
	}
}

/**
 * The table's controls that make or change a move. During the lesson a tap on one
 * of them that is not the marked target is explained instead of done; anything else
 * (a card's details, the rules, the settings) works as usual.
 */
export const MOVE_CONTROLS = [
	'[data-testid="display-card"]',
	'[data-testid="spot"]',
	'label:has(> input[name="side"])',
	'input[name="side"]',
	'[data-testid="confirm-placement"]',
	'[data-testid="cancel-placement"]',
	'[data-testid="cancel-take"]',
	'[data-testid="key-actions"] button',
	'[data-testid="ask-hint"]',
	'[data-testid="rematch"]',
	'[data-testid="back-to-lobby"]'
].join(', ');
