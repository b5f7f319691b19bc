// Whether the Rules panel is open, and where. One panel for the whole site: the
// layout mounts it (lazily, on first use); any button or hint may open it.
import type { SectionId } from './content-types';

export type RulesTab = 'rules' | 'legend';

export const rulesPanel = $state<{
	open: boolean;
	/** Set on first open: the layout loads the panel's code from then on. */
	used: boolean;
	tab: RulesTab;
	section: SectionId | null;
	opener: HTMLElement | null;
}>({ open: false, used: false, tab: 'rules', section: null, opener: null });

export function openRules(
	tab: RulesTab = 'rules',
	section: SectionId | null = null,
	opener: EventTarget | null = null
) {
	rulesPanel.tab = tab;
	rulesPanel.section = section;
	rulesPanel.opener = opener instanceof HTMLElement ? opener : null;
	rulesPanel.used = true;
	rulesPanel.open = true;
}
