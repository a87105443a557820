import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { texts } from '../support/texts';
import { ARTIFACTS, expect, hydrated, openSignup, screenshot, screenshots, siteUrl, test } from './fixtures';

const t = texts('en');
const COMPANY = ['Amora Media B.V.', 'Keizersgracht 221', '1016 DV Amsterdam', 'Netherlands', 'KvK 81234567', 'NL862345678B01'];

/** Clicks a link that opens a new tab and returns that tab, loaded and hydrated. */
async function openedTab(page: Page, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  await hydrated(tab);
  return tab;
}

/** A dialog as it rests, at the phone's and the desktop's width (a full-page picture would show a phone's sheet cut at the fold). */
async function dialogShots(page: Page, name: string, shown: Locator): Promise<void> {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shown.scrollIntoViewIfNeeded();
    await screenshot(page, path.join(ARTIFACTS, `${name}-${width}.png`), { animations: 'disabled' });
  }
}

/** The four links of a compact legal line, by their names as a visitor reads them. */
async function expectLegalLine(line: Locator): Promise<void> {
  for (const key of ['footer.terms', 'footer.privacy', 'footer.cookies', 'footer.imprint']) {
    await expect(line.getByRole('link', { name: t(key) })).toBeVisible();
  }
}

test("a lander's footer links the legal pages in new tabs; the imprint names the company", async ({ page }) => {
  await page.goto(siteUrl('flirtlocal', '/landers/collagelanding?network=legal'));
  await hydrated(page);
  const line = page.getByRole('contentinfo').getByTestId('legal-links');
  await expectLegalLine(line);

  const imprint = await openedTab(page, line.getByRole('link', { name: t('footer.imprint') }));
  await expect(imprint.getByTestId('static-page-imprint')).toBeVisible();
  for (const fact of COMPANY) await expect(imprint.getByTestId('static-page-imprint')).toContainText(fact);
  await imprint.close();

  // The lander's own sign-up keeps what was typed while its terms are read in another tab.
  const form = page.getByTestId('lander-signup').getByTestId('signup-account');
  await form.getByLabel(t('fields.email')).fill('reader@example.org');
  const terms = await openedTab(page, form.getByTestId('signup-acceptance').getByRole('link', { name: /terms and conditions/ }));
  await expect(terms.getByTestId('static-page-terms')).toContainText('FlirtLocal');
  await terms.close();
  await expect(form.getByLabel(t('fields.email'))).toHaveValue('reader@example.org');
  await expect(page.getByTestId('lander-collagelanding')).toBeVisible();

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await screenshots(page, 'legal-lander');
});

test('the sign-up dialog links terms, privacy, cookies and the imprint, and its acceptance line the terms and privacy, without losing the form', async ({
  page,
}) => {
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  const modal = await openSignup(page, t('nav.signup'));
  await modal.getByLabel(t('fields.email')).fill('dialog@example.org');

  const acceptance = modal.getByTestId('signup-acceptance');
  const privacy = await openedTab(page, acceptance.getByRole('link', { name: /privacy policy/ }));
  await expect(privacy.getByTestId('static-page-privacy')).toBeVisible();
  await privacy.close();
  const terms = await openedTab(page, acceptance.getByRole('link', { name: /terms and conditions/ }));
  await expect(terms.getByTestId('static-page-terms')).toBeVisible();
  await terms.close();

  const line = modal.getByTestId('legal-links');
  await expectLegalLine(line);
  const imprint = await openedTab(page, line.getByRole('link', { name: t('footer.imprint') }));
  for (const fact of COMPANY) await expect(imprint.getByTestId('static-page-imprint')).toContainText(fact);
  await imprint.close();

  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(t('fields.email'))).toHaveValue('dialog@example.org');
  await dialogShots(page, 'legal-signup-dialog', line);
});

test.describe('a visitor from the United Kingdom', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'GB' } });

  test('gets the entry warning over a FlirtLocal lander, then the lander and its sign-up', async ({ page }) => {
    await page.goto(siteUrl('flirtlocal', '/landers/socialnetwork'));
    await hydrated(page);
    const warning = page.getByTestId('site-entry-warning');
    await expect(warning).toBeVisible();
    await dialogShots(page, 'legal-lander-entry-warning', warning);
    await warning.getByRole('button', { name: t('entry_warning.accept', { minAge: 18 }) }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByTestId('lander-socialnetwork')).toBeVisible();
    await page.getByTestId('lander-cta').first().click();
    await expect(page.getByTestId('signup-modal')).toBeVisible();
  });
});
