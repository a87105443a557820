import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { workerOwner, type ConsoleOperators } from './console-operators';

export { expect };

export const ARTIFACTS = path.join(import.meta.dirname, '.artifacts');

export function siteUrl(tenantId: string, pathname = '/'): string {
  return `http://${tenantId}.localhost:${E2E_PORT}${pathname}`;
}

interface ConsoleGuard {
  /** Lets console errors matching this pattern pass (e.g. the browser's own log of an expected 404). */
  allow(pattern: RegExp): void;
}

/**
 * Any console error or uncaught exception fails the test (the Epic Stack's rule). `operators`
 * makes console operators through the console's API as an owner the operator CLI makes once per
 * worker (spawning the CLI through tsx took seconds per test).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }, { operators: ConsoleOperators }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        // The address says which request failed: the browser's own text for a failed load does not.
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
          errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message} (on ${page.url()})`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  operators: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => use(await workerOwner()),
    { scope: 'worker' },
  ],
});

/** Waits until React has hydrated the page (the root gets its event handlers). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens the sign-up dialog from the top bar's link (its text in the page's language) and returns it, shown. */
export async function openSignup(page: Page, linkText: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: linkText, exact: true }).click();
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Pictures for people to look at are taken only with SCREENSHOTS=1 (README): they take a good part
 * of the browser tests' time and no test reads them. The flows and their checks run either way.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** A picture of the page (the viewport, or all of it with fullPage) or of one element, with SCREENSHOTS=1. */
export async function screenshot(target: Page | Locator, file: string, options: { fullPage?: boolean; animations?: 'disabled' } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}

/**
 * Full-page screenshots at phone and desktop widths, with SCREENSHOTS=1. Either way the page ends at
 * the desktop width, as the pictures leave it: the checks after a call (a list beside a
 * conversation, say) were written for that width and must hold with or without the pictures.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return page.setViewportSize({ width: 1200, height: 900 });
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Finished animations: a dialog shows as it rests, not half faded in.
    await screenshot(page, path.join(ARTIFACTS, `${name}-${width}.png`), { fullPage: true, animations: 'disabled' });
  }
}

/**
 * POSTs to the API from inside the page, as the site's own code does (Node cannot resolve
 * *.localhost; the browser can). Opens a light page of the site first for its origin and cookies.
 */
export async function apiPost<T>(page: Page, tenantId: string, target: string, body: object): Promise<{ status: number; body: T }> {
  await page.goto(siteUrl(tenantId, '/pages/faq'));
  return page.evaluate(
    async ({ target: url, body: payload }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.json() };
    },
    { target, body },
  );
}

/**
 * The console errors and uncaught exceptions of a page the consoleGuard fixture does not watch
 * (one of a second browser context); the test expects the list to stay empty.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
