import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

test('the footer leads to tenant-branded legal pages', async ({ page }) => {
  await page.goto(siteUrl('herzklopfen'));
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page.getByTestId('static-page-terms')).toBeVisible();
  await expect(page.getByTestId('static-page-terms')).toContainText('Herzklopfen 40+');
  await expect(page.getByTestId('static-page-terms')).toContainText('Amora Media B.V.');
  await screenshots(page, 'terms-herzklopfen');
});

test('FAQ answers open on click', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal', '/pages/faq'));
  await hydrated(page);
  const first = page.locator('details').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await screenshots(page, 'faq-flirtlocal');
});
