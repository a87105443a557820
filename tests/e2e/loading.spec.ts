import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { texts } from '../support/texts';
import { ARTIFACTS, expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { tokenColour } from './states-support';
import { confirmedMember } from './support-members';

const SITE = 'flirtlocal';
const t = texts('en');

declare global {
  interface Window {
    loadingBarSeen?: boolean;
  }
}

function newMember(page: Page, name: string) {
  return confirmedMember(page, SITE, { name: `${name}${Date.now() % 100000}`, gender: 'male', sexuality: 'hetero' });
}

async function openSearch(page: Page): Promise<void> {
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
}

/** Makes one API answer slow, on the test's side: the server answers as always, later. */
async function slowly(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await route.continue();
}

test('a slow page change shows the loading bar in the site colour and says so; a fast one never shows it', async ({ page }) => {
  await newMember(page, 'Wait');
  // Remembers whether the bar was ever in the page, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=loading-bar]')) window.loadingBarSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await openSearch(page);
  const bar = page.getByRole('progressbar', { name: t('loading_bar.label') });
  const topBar = page.getByRole('banner');

  await page.route('**/api/credits.php', slowly);
  await topBar.getByRole('link', { name: t('nav.get_premium') }).click();
  await expect(bar).toBeVisible();
  await expect(page.locator('[aria-live=polite]').filter({ hasText: t('loading_bar.label') })).toHaveCount(1);
  const look = await bar.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, animation: getComputedStyle(element).animationName }));
  expect(look.background).toBe(await tokenColour(page, '[data-testid=loading-bar]', '--dp-color-primary'));
  expect(look.animation).not.toBe('none');
  await screenshot(page, path.join(ARTIFACTS, 'loading-bar-1200.png'));
  await expect(page).toHaveURL(/\/premium$/);
  await expect(bar).toHaveCount(0);

  // Back to the search: its data and code are here already, so the bar has no reason to show.
  await page.evaluate(() => (window.loadingBarSeen = false));
  await topBar.getByRole('link', { name: t('nav.search'), exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('main').locator('a[href^="/members/"]').first()).toBeVisible();
  expect(await page.evaluate(() => window.loadingBarSeen)).toBe(false);

  // With reduced motion it stands still, yet shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route('**/api/transactions.php', slowly);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('link', { name: t('nav.transactions') }).click();
  await expect(bar).toBeVisible();
  const still = await bar.evaluate((element) => ({ animation: getComputedStyle(element).animationName, transform: getComputedStyle(element).transform }));
  expect(still).toEqual({ animation: 'none', transform: 'matrix(0.9, 0, 0, 1, 0, 0)' });
  await screenshot(page, path.join(ARTIFACTS, 'loading-bar-375.png'));
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(bar).toHaveCount(0);
});

test('requests to user.php carry X-Request-Type: client', async ({ page, context }) => {
  const member = await newMember(page, 'Header');
  // Logged out with no page of the site open, so nothing asks for member data meanwhile.
  await page.goto('about:blank');
  await context.clearCookies();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user.php') calls.push(`${request.method()} ${request.headers()['x-request-type']}`);
  });
  await page.goto(siteUrl(SITE, '/login'));
  await hydrated(page);
  await page.getByLabel(t('fields.email')).fill(member.email);
  await page.getByLabel(t('fields.password')).fill('Velvet-Harbour-82');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('login.submit') })
    .click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // The member's data is refreshed 5 s after a page loads (docs/product.md#client-refresh).
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/user.php' && request.method() === 'GET', { timeout: 20_000 });
  expect(calls).toContain('POST client');
  expect(calls).toContain('GET client');
  expect(calls.every((call) => call.endsWith(' client'))).toBe(true);
});

test('a failed request is asked again up to 5 times, each wait longer than the one before', async ({ page, consoleGuard }) => {
  // The waits add up to half a minute (1 + 2 + 4 + 8 + 16 s), on the real clock: the page's own
  // clock, driven from here, would see each retry only as late as its answer reached the page.
  test.setTimeout(120_000);
  consoleGuard.allow(/status of 503/);
  await newMember(page, 'Retry');
  await openSearch(page);
  const attempts: number[] = [];
  await page.route('**/api/credits.php', async (route) => {
    attempts.push(Date.now());
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('nav.get_premium') })
    .click();
  // The member is told once the last retry has failed.
  await expect(page.getByTestId('error-page')).toBeVisible({ timeout: 60_000 });
  expect(attempts).toHaveLength(6);
  const waits = attempts.slice(1).map((at, index) => at - (attempts[index] ?? at));
  for (let index = 1; index < waits.length; index += 1) expect(waits[index], `wait ${index + 1} after wait ${index}`).toBeGreaterThan(waits[index - 1] ?? 0);
});

test('a missing code chunk reloads the page once, and not again within 60 s', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|dynamically imported module/);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(siteUrl(SITE, '/pages/faq'));
  await hydrated(page);
  expect(loads).toBe(1);
  // As after a deploy: the chunks of these pages are gone from the server.
  await page.route(/\/assets\/(PricingPage|ComplaintsPage)-[\w-]+\.js$/, (route) => route.abort());
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: t('footer.pricing') }).click();
  await expect.poll(() => loads).toBe(2);
  await hydrated(page);
  await expect(page).toHaveURL(/\/pages\/faq$/);
  const reloadedAt = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')));
  expect(reloadedAt).toBeGreaterThan(0);

  // Within 60 s of that reload: no second one, the page says what went wrong instead.
  await footer.getByRole('link', { name: t('footer.pricing') }).click();
  await expect(page.getByTestId('error-page')).toBeVisible();
  expect(loads).toBe(2);

  // A minute later (the stored moment moved back by 61 s) a missing chunk reloads again.
  await page.evaluate((at) => sessionStorage.setItem('chunk-reload-at', String(at - 61_000)), reloadedAt);
  await footer.getByRole('link', { name: t('footer.complaints') }).click();
  await expect.poll(() => loads).toBe(3);
});
