import { expect, hydrated, screenshot, siteUrl, test } from './fixtures';

const SHOTS = '/tmp/shots';

/** Chromium's own viewer of a text file or an image styles itself inline, which the site's CSP refuses: the browser's noise, not the site's. */
const VIEWER_STYLE = /Applying inline style violates the following Content Security Policy directive 'style-src/;

test('the head follows the page on client-side navigation: one canonical, one description, the share image', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal', '/?network=ads'));
  await hydrated(page);
  const canonical = page.locator('link[rel="canonical"]');
  const description = page.locator('meta[name="description"]');
  await expect(canonical).toHaveAttribute('href', siteUrl('flirtlocal', '/'));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', siteUrl('flirtlocal', '/share-image.png'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByTestId('static-page-privacy')).toBeVisible();
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', siteUrl('flirtlocal', '/pages/privacy'));
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /^How FlirtLocal handles your personal data/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', siteUrl('flirtlocal', '/pages/privacy'));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the share image of two sites, 1200×630 in their colours', async ({ page, consoleGuard }) => {
  consoleGuard.allow(VIEWER_STYLE);
  await page.setViewportSize({ width: 1200, height: 630 });
  for (const site of ['flirtlocal', 'regenboog-date']) {
    const res = await page.goto(siteUrl(site, '/share-image.png'));
    expect(res?.headers()['content-type']).toBe('image/png');
    const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([1200, 630]);
    await screenshot(page.locator('img'), `${SHOTS}/seo-share-${site}-browser.png`);
  }
});
