import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

export { expect };

export const ARTIFACTS = path.join(import.meta.dirname, '.artifacts');

export function siteUrl(tenantId: string, pathname = '/'): string {
  return `http://${tenantId}.localhost:${E2E_PORT}${pathname}`;
}

interface ConsoleGuard {
  /** Lets console errors matching this pattern pass (e.g. the browser's own log of an expected 404). */
  allow(pattern: RegExp): void;
}

/** Any console error or uncaught exception fails the test (the Epic Stack's rule). */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page (the root gets its event handlers). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Saves full-page screenshots at phone and desktop widths for people to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
  }
}
