/**
 * Every cookie the member sites and the operator console set, by name, and how long each lives:
 * the server sets and reads them, and the browser code sets and reads the ones it may touch, so
 * both take the names from here. None carries more than a token or a choice.
 */

const YEAR_S = 365 * 24 * 60 * 60;

/** The member's session: an opaque token, HttpOnly, 30 days (server/web/http/session.ts). */
export const SESSION_COOKIE = 'sid';

/** The chosen language of a member site, 365 days (docs/product.md#languages). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_S = YEAR_S;

/** The visitor confirmed the site-entry warning (docs/product.md#entry-warning); the server reads it too, so no flash. */
export const ENTRY_WARNING_COOKIE = 'site_entry_ok';
export const ENTRY_WARNING_COOKIE_MAX_AGE_S = YEAR_S;

/** The operator console's session: host-only (no Domain), so no member site ever receives it. */
export const OPERATOR_COOKIE = 'op_sid';

/** The console's language: the operator's choice (host-only), else the browser's. */
export const CONSOLE_LANGUAGE_COOKIE = 'op_lang';
export const CONSOLE_LANGUAGE_COOKIE_MAX_AGE_S = YEAR_S;

/**
 * When the member last closed each alert of the members area and the time-bonus popup, as an ISO
 * timestamp (docs/product.md#member-alerts). The browser sets them (and keeps a copy in
 * localStorage, which other tabs hear of); the server reads them, so a page comes with the alert
 * that will show rather than one that appears after hydration and moves the page (decision 0150).
 */
export const DISMISSAL_COOKIES = {
  disabledNotifications: 'hide-disabled-notifications-alert',
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  timeBonus: 'hide-time-bonus-modal',
} as const;
export type DismissalCookie = (typeof DISMISSAL_COOKIES)[keyof typeof DISMISSAL_COOKIES];
/** Longer than any alert's pause (a month at most): a "not now" is never forgotten before it ends. */
export const DISMISSAL_COOKIE_MAX_AGE_S = YEAR_S;

/**
 * The cookies a page reads while the server renders it (PageEnv.cookies). The server hands the
 * render these and no others, so a page cached for visitors can be keyed by exactly what made it.
 */
export const PAGE_COOKIES: readonly string[] = [ENTRY_WARNING_COOKIE, ...Object.values(DISMISSAL_COOKIES)];

/** The page cookies out of all a request (or document.cookie) carries: the server's render and the browser's hydration see the same. */
export function pageCookies(all: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of PAGE_COOKIES) {
    const value = all[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

const isBlank = (text: string, index: number) => text[index] === ' ' || text[index] === '\t';

/**
 * Without the spaces and tabs around it, as the `cookie` package trims (not every Unicode space, as
 * String#trim does). A loop, not a regular expression: a header of spaces must not cost the square of its length.
 */
function trimmed(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text, start)) start += 1;
  while (end > start && isBlank(text, end - 1)) end -= 1;
  return text.slice(start, end);
}

/**
 * Cookies by name, the one parser of the server's Cookie header (server/web/http/cookies.ts) and of
 * the browser's `document.cookie`, so a page and its hydration see the same: pairs split at `;`,
 * name and value trimmed, a pair without `=` skipped, a name sent twice keeping its first value,
 * a value decoded where it decodes. Its own few lines rather than the `cookie` package, whose
 * 2.6 KB came with every first load (decision 0159); server/contract/cookies.test.ts holds it to
 * the package's answers.
 */
export function parseCookies(text: string): Record<string, string | undefined> {
  const cookies: Record<string, string | undefined> = Object.create(null);
  for (const pair of text.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = trimmed(pair.slice(0, eq));
    if (cookies[name] !== undefined) continue;
    const value = trimmed(pair.slice(eq + 1));
    try {
      cookies[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
