/** Sets a cookie the browser code owns (names in server/contract/cookies.ts) for the whole site. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/**
 * `document.cookie` by name, read as the server reads the Cookie header (server/web/http/cookies.ts,
 * the `cookie` package): pairs split at `;`, name and value trimmed, a pair without `=` skipped, a
 * name sent twice keeping its first value, a value decoded where it decodes. Its own few lines
 * rather than the package, whose 2.6 KB came with every first load (decision 0159);
 * client/lib/cookies.test.ts holds the two to the same answers.
 */
export function parseDocumentCookies(text: string): Record<string, string | undefined> {
  const cookies: Record<string, string | undefined> = Object.create(null);
  for (const pair of text.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (cookies[name] !== undefined) continue;
    const value = pair.slice(eq + 1).trim();
    try {
      cookies[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}
