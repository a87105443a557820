import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { chattingMember } from './a11y-support';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, openSignup, siteUrl, test } from './fixtures';

const TENANT = 'flirtlocal';
/**
 * What a phone downloads for the home page, compressed, headers included. CSS meets issue 16's
 * 12 KB. JavaScript does not meet issue 32's 125 KB, of which our own code 14 KB: the browser stack
 * (React, react-router, i18next, TanStack Query) stays and comes to about 108 KB, our own code to
 * about 24 KB (docs/decisions/0159-first-load-without-what-the-first-paint-does-not-use.md). These
 * guard the present 131.9 KB and 24.1 KB against growth; lower them as the figures come down.
 */
const JS_BUDGET = 133 * 1024;
const OWN_JS_BUDGET = 25 * 1024;
const CSS_BUDGET = 12 * 1024;
/** The browser stack's chunks, one per package (vite.config.ts); every other script is our own code. */
const STACK_CHUNK = /^\/assets\/(react|router|query|i18n)-[\w-]+\.js$/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Every stylesheet an entry of the build can ever load (its own and its lazy chunks'). */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, entry: string): Set<string> {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return css;
}

/** The console's own stylesheets: those no member page could load. */
function consoleOnlyStylesheets(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const member = stylesheetsOf(manifest, 'client/entry-client.tsx');
  return new Set([...stylesheetsOf(manifest, 'client/console/entry.tsx')].filter((file) => !member.has(file)));
}

/** Bytes on the wire (headers and compressed body) of the page's scripts and stylesheets, from Chromium's network log. */
async function transferred(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, { type: string; url: string; encoding: string }>();
  const bytes = { Script: 0, Stylesheet: 0, ownScript: 0 };
  const stylesheets: string[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, {
      type,
      url: new URL(response.url).pathname,
      encoding: String(response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? ''),
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = types.get(requestId);
    if (response?.type === 'Script' || response?.type === 'Stylesheet') bytes[response.type] += encodedDataLength;
    if (response?.type === 'Script' && !STACK_CHUNK.test(response.url)) bytes.ownScript += encodedDataLength;
    if (response?.type === 'Stylesheet') stylesheets.push(response.url);
  });
  return { bytes, stylesheets, responses: types };
}

/**
 * Records, for each test id, one computed style property of the element at the moment React puts
 * it in the document (a mutation observer runs before the browser paints): a page whose
 * stylesheet came after its markup would show the browser's default there.
 */
async function watchFirstStyles(page: Page, probes: [testId: string, property: 'display'][]): Promise<void> {
  await page.evaluate((watched) => {
    const seen: Record<string, string> = {};
    Object.assign(window, { __firstStyles: seen });
    const check = () => {
      for (const [testId, property] of watched) {
        const element = seen[testId] === undefined ? document.querySelector(`[data-testid="${testId}"]`) : null;
        if (element) seen[testId] = getComputedStyle(element)[property];
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, probes);
}

async function firstStyle(page: Page, testId: string): Promise<string | undefined> {
  return page.evaluate((id) => (window as unknown as { __firstStyles: Record<string, string> }).__firstStyles[id], testId);
}

test.use({ viewport: { width: 375, height: 812 } });

test('the home page’s first load stays within its JavaScript and CSS budget as transferred, all precompressed, without the console’s styles', async ({
  context,
  page,
}) => {
  const network = await transferred(context, page);
  await page.goto(siteUrl(TENANT, '/'));
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const compressed = [...network.responses.values()].filter((response) => response.type === 'Script' || response.type === 'Stylesheet');
  expect(compressed.length).toBeGreaterThan(0);
  // Precompressed files: every script and stylesheet comes as brotli (or gzip where a browser lacks it).
  for (const response of compressed) expect([response.url, response.encoding]).toEqual([response.url, expect.stringMatching(/^(br|gzip)$/)]);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  // The figures the decision records quote, in the run's output and its report.
  const figures = `JavaScript ${kb(network.bytes.Script)} (our own code ${kb(network.bytes.ownScript)}), CSS ${kb(network.bytes.Stylesheet)}`;
  console.log(`home page's first load: ${figures}`);
  test.info().annotations.push({ type: 'first load', description: figures });
  expect(network.bytes.Script).toBeLessThanOrEqual(JS_BUDGET);
  expect(network.bytes.ownScript).toBeLessThanOrEqual(OWN_JS_BUDGET);
  expect(network.bytes.Stylesheet).toBeLessThanOrEqual(CSS_BUDGET);
  const consoleCss = consoleOnlyStylesheets();
  expect(consoleCss.size).toBeGreaterThan(0);
  expect(network.stylesheets.filter((file) => consoleCss.has(file))).toEqual([]);
});

test('a member going home → search → a profile → chat sees every page styled as it appears', async ({ context, page }) => {
  const login = await apiPost(page, TENANT, '/api/user.php', { email: demoEmail(TENANT), password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const network = await transferred(context, page);
  await page.goto(siteUrl(TENANT, '/'));
  await hydrated(page);
  await watchFirstStyles(page, [
    ['search-results', 'display'],
    ['member-page', 'display'],
    ['chat-top-bar', 'display'],
  ]);

  // The tab bar's on a phone: the top bar leaves its search link to it there.
  await page.locator('a[href="/members"]:visible').first().click();
  await expect(page.getByTestId('search-results')).toBeVisible();
  expect(await firstStyle(page, 'search-results')).toBe('grid');

  await page.getByTestId('profile-card').first().click();
  await expect(page.getByTestId('member-page')).toBeVisible();
  expect(await firstStyle(page, 'member-page')).toBe('grid');

  await page.getByTestId('message-button').click();
  await expect(page.getByTestId('chat-top-bar')).toBeVisible();
  expect(await firstStyle(page, 'chat-top-bar')).toBe('flex');

  const consoleCss = consoleOnlyStylesheets();
  expect(network.stylesheets.filter((file) => consoleCss.has(file))).toEqual([]);
});

/** The page's loads under a path, from the browser's resource timing: when each started and ended, and the bytes it took. */
function resourceLoads(page: Page, prefix: string) {
  return page.evaluate(
    (under) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith(under))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd, transferred: entry.transferSize })),
    prefix,
  );
}

test('the page’s scripts are asked for only once its stylesheets are in, all at once, and the page hydrates', async ({ page }) => {
  await page.goto(siteUrl(TENANT, '/'));
  await hydrated(page);
  const loads = await resourceLoads(page, '/assets/');
  const stylesheets = loads.filter((load) => load.path.endsWith('.css'));
  const scripts = loads.filter((load) => load.path.endsWith('.js'));
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(1);
  // The render-blocking stylesheets had the line to themselves: the first frame came before the first script.
  const styled = Math.max(...stylesheets.map((load) => load.end));
  for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(styled);
  // The first screen's chunks are asked for together, by modulepreload links, not one import after another.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded.length).toBeGreaterThan(1);
  expect(scripts.map((script) => script.path)).toEqual(expect.arrayContaining(preloaded));
});

test('the page’s texts are asked for once, by the boot script with the chunks, and the next page’s load takes them from the browser', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/texts/')) asked.push(new URL(req.url()).pathname);
  });
  await page.goto(siteUrl(TENANT, '/pages/faq'));
  await hydrated(page);
  // The FAQ page is rendered with the interface's texts and the help pages' ones: one request each,
  // the boot script's preload and the entry's fetch sharing it.
  expect(asked.sort()).toEqual([expect.stringMatching(/^\/texts\/\w+\/en\/common\.json$/), expect.stringMatching(/^\/texts\/\w+\/en\/pages\.json$/)]);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded.sort()).toEqual(asked);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\w/);

  // A full load of another page: the same address, answered by the browser's cache.
  await page.goto(siteUrl(TENANT, '/pages/terms'));
  await hydrated(page);
  const fromCache = await resourceLoads(page, '/texts/');
  expect(fromCache).toHaveLength(2);
  for (const entry of fromCache) expect(entry, entry.path).toMatchObject({ transferred: 0 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\w/);
});

test('a page whose texts fail once on the way (a proxy’s 502) asks for them again and comes alive in its language', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 502/);
  let failed = 0;
  await page.route('**/texts/**', (route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return route.fulfill({ status: 502, body: 'Bad Gateway' });
  });
  const t = texts('de');
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: siteUrl(TENANT) }]);
  await page.goto(siteUrl(TENANT, '/'));
  await hydrated(page);
  expect(failed).toBe(1);
  // Drawn by the browser after hydrating, from the texts it asked for again.
  const modal = await openSignup(page, t('nav.signup'));
  await expect(modal.getByRole('heading', { level: 2 }).first()).toHaveText(t('signup.title', { site: 'FlirtLocal' }));
});

test('a phone whose clock says another year hydrates without a mismatch: the footer keeps the server’s year, her profile its age', async ({ page }) => {
  const serverYear = new Date().getUTCFullYear();
  await page.clock.install({ time: new Date(`${serverYear + 5}-06-01T12:00:00Z`) });
  await page.goto(siteUrl('flirtlocal', '/pages/faq'));
  await hydrated(page);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${serverYear} `);
  // Her age is worked out from the day the server fetched her profile; a later refetch may follow
  // the phone's clock. The console guard fails the test on a hydration mismatch.
  expect((await apiPost(page, 'flirtlocal', '/api/user.php', { email: demoEmail('flirtlocal'), password: DEMO_PASSWORD })).status).toBe(200);
  await page.goto(siteUrl('flirtlocal', '/profile'));
  await hydrated(page);
  await expect(page.getByTestId('profile-page').getByRole('heading', { level: 1 })).toHaveText(/^Demo, \d+/);
});

test.describe('a member whose phone is in Amsterdam’s time zone, on a server in UTC', () => {
  test.use({ timezoneId: 'Europe/Amsterdam' });

  test('opens a conversation by its address: it hydrates without a mismatch, and times read in her zone, in the list too', async ({ browser, page }) => {
    const member = await chattingMember(browser, 'regenboog-date');
    await page.context().addCookies(member.state.cookies);
    await page.goto(siteUrl('regenboog-date', `/chats/${member.conversationId}`));
    await hydrated(page);
    const inAmsterdam = (iso: string | null) =>
      new Intl.DateTimeFormat('nl', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(new Date(iso ?? ''));
    const messageTime = page.getByTestId('chat-message').last().locator('time');
    await expect(messageTime).toHaveText(inAmsterdam(await messageTime.getAttribute('datetime')));
    // Sent a moment ago, so the list shows the time of day too.
    const listTime = page.getByTestId('chat-item-time');
    await expect(listTime).toHaveText(inAmsterdam(await listTime.getAttribute('datetime')));
  });
});
