import { ENTRY_WARNING_COOKIE } from '../components/SiteEntryWarning/rules';

/**
 * The cookies a page reads while the server renders it (PageEnv.cookies). The server hands the
 * render these and no others, so a page cached for visitors can be keyed by exactly what made it.
 */
export const PAGE_COOKIES: readonly string[] = [ENTRY_WARNING_COOKIE];
