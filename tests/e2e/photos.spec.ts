import type { Locator } from '@playwright/test';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

/** What the browser chose for an <img>: the file it shows, its loading and priority, whether it arrived. */
function chosen(image: Locator) {
  return image.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    loading: element.loading,
    priority: element.getAttribute('fetchpriority'),
    loaded: element.complete && element.naturalWidth > 0,
  }));
}

test('search and profile show AVIF copies sized to the layout, the first ones fetched first', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Seeded members only (members other specs sign up are younger and mostly without a photo),
  // so the first cards show the same photos whichever specs ran before.
  await page.goto(siteUrl('regenboog-date', '/members?min_age=56'));
  await hydrated(page);
  // The first card's photo.
  const cards = page.getByTestId('profile-card').locator('img');
  await expect(cards.first()).toBeVisible();
  const first = await chosen(cards.first());
  // A card is about 165 CSS px wide on a 375 px phone at 1×: the 320 px copy, as AVIF.
  expect(first).toEqual({ src: expect.stringMatching(/_320\.avif$/), loading: 'eager', priority: 'high', loaded: true });
  expect(await chosen(cards.nth(5))).toMatchObject({ loading: 'lazy', priority: null });
  await screenshots(page, 'photos-search');

  await page.setViewportSize({ width: 375, height: 812 });
  // Some demo members have no photo (a silhouette): open one with a photo.
  await page
    .getByTestId('profile-card')
    .filter({ has: page.locator('img') })
    .first()
    .click();
  const big = page.getByTestId('member-page').locator('header img').first();
  await expect(big).toBeVisible();
  expect(await chosen(big)).toEqual({ src: expect.stringMatching(/_320\.avif$/), loading: 'eager', priority: 'high', loaded: true });
  await screenshots(page, 'photos-profile');
  // Wide, at 2×: the big photo shows 320 CSS px, so 640 px pixels: the 640 px copy, or the photo's
  // own width when another spec's member with a smaller upload came first in the search.
  const wide = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 2 });
  if (!wide) throw new Error('no browser');
  await wide.goto(page.url());
  const sharp = wide.getByTestId('member-page').locator('header img').first();
  await expect(sharp).toBeVisible();
  await expect.poll(async () => Number(/_(\d+)\.avif$/.exec((await chosen(sharp)).src)?.[1] ?? 0)).toBeGreaterThan(320);
  await wide.close();
});
