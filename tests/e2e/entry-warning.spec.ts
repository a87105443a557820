import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

test.describe('visitor from the Netherlands', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });

  test('must answer the adult-content warning once', async ({ page }) => {
    await page.goto(siteUrl('flirtlocal'));
    await hydrated(page);
    const warning = page.getByTestId('site-entry-warning');
    await expect(warning).toBeVisible();
    await screenshots(page, 'entry-warning');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(warning).toBeVisible();
    await warning.getByRole('button').click();
    await expect(warning).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toBeHidden();
  });
});

test.describe('visitor from a country outside the list', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'SE' } });

  test('sees no warning', async ({ page }) => {
    await page.goto(siteUrl('flirtlocal'));
    await hydrated(page);
    // The page itself is there: a blank page would show no warning either.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('site-entry-warning')).toBeHidden();
  });
});
