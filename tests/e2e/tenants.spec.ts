import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

test('two tenants are two different sites', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet singles near you tonight');
  await expect(page).toHaveTitle('Meet singles near you tonight');
  const englishCta = await page.getByTestId('home-signup').evaluate((link) => getComputedStyle(link).backgroundColor);
  const englishFont = await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
  await screenshots(page, 'home-flirtlocal');

  await page.goto(siteUrl('herzklopfen'));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reife Singles ab 40 in Ihrer Nähe');
  await expect(page.getByText('FlirtLocal')).toHaveCount(0);
  const germanCta = await page.getByTestId('home-signup').evaluate((link) => getComputedStyle(link).backgroundColor);
  const germanFont = await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(germanCta).not.toBe(englishCta);
  expect(germanFont).not.toBe(englishFont);
  await screenshots(page, 'home-herzklopfen');

  await page.goto(siteUrl('regenboog-date'));
  await hydrated(page);
  await screenshots(page, 'home-regenboog-date');
  await page.goto(siteUrl('coeurs-coquins'));
  await hydrated(page);
  await screenshots(page, 'home-coeurs-coquins');
});

test('the installable web app has a manifest and a service worker that leaves navigation alone', async ({ page }) => {
  await page.goto(siteUrl('regenboog-date'));
  await hydrated(page);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Regenboog Date', display: 'standalone' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('footer a[href="/pages/faq"]').click();
  await expect(page.getByTestId('static-page-faq')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('static-page-faq')).toBeVisible();
});
