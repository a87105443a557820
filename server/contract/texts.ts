/**
 * The page texts' addresses (server/web/http/texts.ts serves them, client/i18n loads them). The
 * version names the texts of the running build: an address with it never changes content, so
 * browsers keep each language's texts across pages and visits instead of reading them again in
 * every page (docs/decisions/0152-texts-by-address.md).
 */
export const BROWSER_NAMESPACES = ['common', 'pages', 'icebreakers', 'shop'] as const;
export type BrowserNamespace = (typeof BROWSER_NAMESPACES)[number];

export function isBrowserNamespace(value: string): value is BrowserNamespace {
  return (BROWSER_NAMESPACES as readonly string[]).includes(value);
}

export function textsUrl(version: string, language: string, namespace: string): string {
  return `/texts/${encodeURIComponent(version)}/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
}
