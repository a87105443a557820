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
