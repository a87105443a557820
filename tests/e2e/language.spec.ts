import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const german = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../client/i18n/locales/de/common.json'), 'utf8'));

test('a visitor switches the language without a reload, and it sticks', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
  await page.getByTestId('language-menu').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: german.nav.signup, exact: true })).toBeVisible();
  await expect(page.getByTestId('disclaimer')).toContainText('FlirtLocal');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: german.nav.signup, exact: true })).toBeVisible();
});

test('static pages load their texts in the new language after switching', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal', '/pages/terms'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await page.getByTestId('language-menu').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Terms and conditions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("the site's own headline and description follow the language, else stay in the site's own", async ({ page }) => {
  const flirtlocal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../tenants/flirtlocal.json'), 'utf8'));
  const description = page.locator('meta[name="description"]');
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flirtlocal.index_title.en);
  await page.getByTestId('language-menu').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flirtlocal.index_title.de);
  await expect(page.getByText(flirtlocal.description.de)).toBeVisible();
  await expect(page).toHaveTitle(flirtlocal.index_title.de);
  await expect(description).toHaveAttribute('content', flirtlocal.description.de);
  await screenshots(page, 'language-site-texts-de');
  // Italian has no text of the site's own: the page speaks Italian, the headline stays English.
  await page.getByTestId('language-menu').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flirtlocal.index_title.en);
  await page.getByTestId('language-menu').selectOption('de');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flirtlocal.index_title.de);
  await expect(description).toHaveAttribute('content', flirtlocal.description.de);
});
