// Who may make a table: this site's own pages, or a person who followed a link. A
// table counts against the visitor's address (20 a minute), so another site must
// not spend that quota from its pages (`<img src=/new>`, a script's fetch, a frame).
// Told apart by the Fetch Metadata headers that browsers add (Sec-Fetch-*).
import { plainText } from './plain';

/**
 * `allowed`: make the table. `home`: a page navigation that no person asked for (a
 * script's or a refresh's redirect from another site): the home page instead,
 * where they can press New table. `refused`: anything else from another site.
 */
export type CreationVerdict = 'allowed' | 'home' | 'refused';

/**
 * Whether a request may create a table:
 * - from this site (`Sec-Fetch-Site: same-origin` or `same-site`): yes;
 * - with no Sec-Fetch-Site at all: yes. Browsers have sent it since 2020–2023
 *   (Chrome 76, Firefox 90, Safari 16.4); without it the request comes from an older
 *   browser, or from a script or curl, which spends its own address's quota;
 * - `navigation` (GET /new) also allows a page load that a person started: typed,
 *   a bookmark, a link opened from another app (`Sec-Fetch-Site: none`), or a link on
 *   another site that they followed (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest:
 *   document` and `Sec-Fetch-User: ?1`, which only a user's own activation sets).
 *   Another site's navigation without it gets `home`.
 */
export function creationVerdict(headers: Headers, { navigation }: { navigation: boolean }): CreationVerdict {
	const site = headers.get('sec-fetch-site');
	if (site === null || site === 'same-origin' || site === 'same-site') return 'allowed';
	if (!navigation) return 'refused';
	if (site === 'none') return 'allowed';
	const page = headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-dest') === 'document';
	if (!page) return 'refused';
	return headers.get('sec-fetch-user') === '?1' ? 'allowed' : 'home';
}

/** The plain-text 403 of a creation refused as another site's. */
export const crossSiteRefusal = () =>
	plainText(403, 'New tables are made from this site’s own pages, or by a link that someone follows.');
