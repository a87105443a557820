import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

test('an unknown page shows the 404 page with a way home', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto(siteUrl('coeurs-coquins', '/this/does/not/exist'));
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await screenshots(page, 'not-found');
  await page.getByTestId('error-page').getByRole('link').click();
  await expect(page).toHaveURL(siteUrl('coeurs-coquins'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des rencontres coquines près de chez vous');
});

test('a client-side navigation to a missing page shows the same 404', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  // Every link on the site leads somewhere real now: go back/forward style to a stale address.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/a-page-that-was-removed');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});
