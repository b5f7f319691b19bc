// Structure a screen reader would misread, checked in the browser's DOM: list items
// outside a list, and roles their element may not take (ARIA in HTML). Lighthouse
// scores both (its `listitem` and `aria-allowed-role` audits).
import type { Page } from 'playwright-core';

/**
 * The roles ARIA in HTML allows on each element, for the elements the app puts a role
 * on (`*`: any role). A role on an element not listed here is reported too: look it up
 * (https://www.w3.org/TR/html-aria/) and add it.
 */
const LIST = ['list', 'directory', 'group', 'listbox', 'menu', 'menubar', 'none', 'presentation', 'radiogroup'];
const ALLOWED_ROLES: Record<string, string[] | '*'> = {
	div: '*',
	span: '*',
	p: '*',
	svg: '*',
	ul: [...LIST, 'tablist', 'toolbar', 'tree'],
	ol: [...LIST, 'tablist', 'toolbar', 'tree'],
	li: ['menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'none', 'presentation', 'radio', 'separator', 'tab'],
	button: [
		'checkbox',
		'combobox',
		'link',
		'menuitem',
		'menuitemcheckbox',
		'menuitemradio',
		'option',
		'radio',
		'switch',
		'tab'
	],
	aside: ['feed', 'none', 'note', 'presentation', 'region', 'search'],
	section: [
		'alert',
		'alertdialog',
		'application',
		'banner',
		'complementary',
		'contentinfo',
		'dialog',
		'document',
		'feed',
		'group',
		'log',
		'main',
		'marquee',
		'navigation',
		'none',
		'note',
		'presentation',
		'search',
		'status',
		'tabpanel'
	]
};

/** Elements a screen reader would misread, each kind described once (empty when there are none). */
export function misreadStructure(page: Page): Promise<string[]> {
	return page.evaluate((allowedRoles) => {
		const describe = (el: Element) =>
			`<${el.tagName.toLowerCase()}${el.hasAttribute('role') ? ` role="${el.getAttribute('role')}"` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
		const problems: string[] = [];
		for (const item of document.querySelectorAll('li')) {
			const list = item.parentElement;
			const isList =
				!!list && ['UL', 'OL', 'MENU'].includes(list.tagName) && (list.getAttribute('role') ?? 'list') === 'list';
			if (!isList) problems.push(`${describe(item)} not in a list: in ${list ? describe(list) : 'nothing'}`);
		}
		for (const el of document.querySelectorAll('[role]')) {
			const allowed = allowedRoles[el.tagName.toLowerCase()];
			const role = el.getAttribute('role')!;
			if (!allowed) problems.push(`${describe(el)}: a role on an element this check does not know`);
			else if (allowed !== '*' && !allowed.includes(role)) problems.push(`${describe(el)}: role not allowed here`);
		}
		return [...new Set(problems)];
	}, ALLOWED_ROLES);
}
