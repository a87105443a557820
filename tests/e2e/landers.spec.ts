import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { users } from '#server/platform/db/schema';
import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const LANDERS = ['collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork'] as const;
const t = texts('en');

/** A lander text (pages.json, which the shared helper does not read) with its placeholders filled. */
function pageText(language: string, key: string, values: Record<string, string | number> = {}): string {
  const file = path.join(import.meta.dirname, `../../client/i18n/locales/${language}/pages.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${language}:${key}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? ''));
}

async function trackingOf(email: string) {
  const database = await openCliDatabase({ dataDir: E2E_DATA_DIR as string });
  try {
    const [member] = await database.db
      .select({ tracking: users.tracking })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return member?.tracking;
  } finally {
    await database.close();
  }
}

async function fillAccount(page: Page, email: string) {
  const form = page.getByTestId('lander-signup').getByTestId('signup-account');
  await form.getByLabel(t('fields.email')).fill(email);
  await form.getByLabel(t('fields.username')).fill(`Lander${Date.now().toString(36).slice(-5)}`);
  await form.getByLabel(t('fields.password')).fill('Velvet-Harbour-82');
  await form.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1984-09-21');
  await form.getByLabel(t('fields.gender')).selectOption('male');
  await form.getByLabel(t('fields.sexuality')).selectOption('hetero');
  await form.getByRole('button', { name: t('signup.create') }).click();
  await expect(form).toHaveCount(0);
}

for (const width of [375, 1200]) {
  test.describe(`landers at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    for (const name of LANDERS) {
      test(`${name} shows the site's members and ends in the sign-up, keeping the tracking`, async ({ page }) => {
        const run = `${name}${width}${Date.now().toString(36)}`;
        const answer = await page.goto(siteUrl('flirtlocal', `/landers/${name}?network=net${run}&sub1=s1&sub3=s3`));
        expect(answer?.status()).toBe(200);
        await hydrated(page);
        await expect(page.getByTestId(`lander-${name}`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
        expect(await page.getByTestId('lander-members').locator('img').count()).toBeGreaterThan(0);
        // The LCP image is fetched first and sized; whatever the browser takes as the largest paint
        // was not left waiting for layout (a lazy image in view is asked for late); the rest wait.
        const first = page.locator('img[fetchpriority="high"]').first();
        await expect(first).toHaveAttribute('width', /\d+/);
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
                resolve(element instanceof HTMLImageElement ? element.loading : 'not an image');
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        expect(largest).not.toBe('lazy');
        expect(await page.locator('img[loading="lazy"]').count()).toBeGreaterThan(0);
        if (name === 'maplanding') await expect(page.getByTestId('lander-regions').getByTestId('lander-region').first()).toBeVisible();
        if (name === 'iconslanding') {
          await page.getByTestId('lander-interest').first().click();
          await expect(page.getByTestId('lander-picked')).toHaveText(pageText('en', 'landers.iconslanding.picked_one', { count: 1 }));
        }
        await screenshots(page, `lander-${name}`);
        // Every call to action keeps the tracking for visitors without JavaScript.
        await expect(page.getByTestId('lander-cta').first()).toHaveAttribute('href', new RegExp(`^/signup\\?network=net${run}&sub1=s1&sub3=s3$`));

        const email = `lander.${run}@example.org`;
        await fillAccount(page, email);
        expect(await trackingOf(email)).toMatchObject({ network: `net${run}`, sub1: 's1', sub3: 's3' });
      });
    }
  });
}

test('a campaign slug shows its variant, an unknown slug the default, an unknown lander 404', async ({ page, consoleGuard }) => {
  // The browser logs the 404 answers this test asks for.
  consoleGuard.allow(/404/);
  await page.goto(siteUrl('flirtlocal', '/landers/gallery/manchester'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Manchester's newest members");
  await expect(page.getByTestId('lander-cta').first()).toHaveText("See who's near you");
  await page.goto(siteUrl('flirtlocal', '/landers/gallery/no-such-campaign'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText('en', 'landers.gallery.headline'));
  expect((await page.goto(siteUrl('flirtlocal', '/landers/nosuchlander')))?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toBeVisible();
  expect((await page.goto(siteUrl('flirtlocal', '/landers/gallery/Bad..Slug')))?.status()).toBe(404);
});

test('the invite-only site asks for an invitation unless the visitor came from a partner', async ({ page }) => {
  await page.goto(siteUrl('coeurs-coquins', '/landers/collagelanding'));
  await hydrated(page);
  await expect(page.getByTestId('invite-only')).toContainText(texts('fr')('signup.invite.by_link', { site: 'Cœurs Coquins' }));
  await expect(page.getByTestId('lander-signup').getByTestId('signup-account')).toHaveCount(0);
  await page.goto(siteUrl('coeurs-coquins', '/landers/collagelanding?network=partner'));
  await hydrated(page);
  await expect(page.getByTestId('lander-signup').getByTestId('signup-account')).toBeVisible();
});

for (const country of ['NL', 'DE']) {
  test.describe(`a visitor from ${country}`, () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': country } });
    test('gets the entry warning on a lander', async ({ page }) => {
      await page.goto(siteUrl('flirtlocal', '/landers/socialnetwork'));
      await hydrated(page);
      await expect(page.getByTestId('site-entry-warning')).toBeVisible();
    });
  });
}

test('without JavaScript the landers show their faces and link to the sign-up with the tracking', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const name of LANDERS) {
    expect((await page.goto(siteUrl('flirtlocal', `/landers/${name}?network=nojs&sub2=x`)))?.status(), name).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByTestId('lander-members').locator('img').count(), name).toBeGreaterThan(0);
    await expect(page.locator('a[href="/signup?network=nojs&sub2=x"]').first()).toBeVisible();
    // Every text is translated: no key of the locale files shows through.
    expect(await page.locator('body').innerText(), name).not.toMatch(/\blanders\.[a-z_]+/);
  }
  await context.close();
});
