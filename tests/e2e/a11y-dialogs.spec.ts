import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { texts } from '../support/texts';
import { ARTIFACTS, expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { newMember } from './notifications-support';

const en = texts('en');

/** Presses Tab 25 times; after each press focus must still be inside the dialog. */
async function expectFocusKeptIn(page: Page, dialog: Locator): Promise<void> {
  const handle = await dialog.elementHandle();
  for (let press = 1; press <= 25; press++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate((element) => element?.contains(document.activeElement) ?? false, handle);
    expect(inside, `focus after Tab ${press}`).toBe(true);
  }
}

/** The screen as it is (not the full page: the dialog is fixed to the viewport) at phone and desktop widths. */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, path.join(ARTIFACTS, `a11y-${name}-${width}.png`));
  }
}

test.describe('the adult-content warning, rendered by the server', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });

  test('shows before the scripts run and does not move when it turns modal', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });
    const plain = await context.newPage();
    await plain.goto(siteUrl('flirtlocal'));
    const heading = plain.getByTestId('site-entry-warning').getByRole('heading');
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    await context.close();

    const page = await browser.newPage({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });
    await page.goto(siteUrl('flirtlocal'));
    await hydrated(page);
    const modalHeading = page.getByTestId('site-entry-warning').getByRole('heading');
    await expect(modalHeading).toBeVisible();
    expect(await modalHeading.boundingBox()).toEqual(before);
    // Modal now: the page behind is out of reach of the keyboard and of assistive technology.
    expect(await page.getByTestId('site-entry-warning').evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.close();
  });

  test('keeps focus inside through 25 Tabs and stays until answered', async ({ page }) => {
    await page.goto(siteUrl('flirtlocal'));
    await hydrated(page);
    const warning = page.getByTestId('site-entry-warning');
    await expect(warning).toBeFocused();
    await expectFocusKeptIn(page, warning);
    await page.keyboard.press('Shift+Tab');
    await expect(warning.getByRole('button')).toBeFocused();
    // Twice: the browser would close a dialog whose cancel was refused twice without a click between.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    await shots(page, 'entry-warning');
    await warning.getByRole('button').click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the sign-up dialog keeps focus inside, closes on Escape until the first keystroke and hands focus back', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  const opener = page.getByRole('banner').getByRole('link', { name: en('nav.signup'), exact: true });
  await opener.click();
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeFocused();
  // Its steps load when it opens; focus stays on the box meanwhile.
  await expect(modal.getByTestId('signup-account')).toBeVisible();
  await expect(modal).toBeFocused();
  await expectFocusKeptIn(page, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await modal.getByLabel(en('fields.email')).fill('someone@example.org');
  await expectFocusKeptIn(page, modal);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await shots(page, 'signup-dialog');
  // A click outside the box does not close it either once sign-up has begun.
  await page.mouse.click(4, 4);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: en('signup.continue_later') }).click();
  await expect(modal).toBeHidden();
});

test('a toast waits while pointed at or focused, can be closed, and is announced politely', async ({ page }) => {
  await page.clock.install();
  await newMember(page, 'flirtlocal');
  await page.goto(siteUrl('flirtlocal', '/notifications'));
  await hydrated(page);
  const emailSwitch = (type: string) => page.getByTestId(`notification-${type}`).getByRole('switch').first();
  const toast = page.getByTestId('notifications-saved');

  await emailSwitch('promotions').click();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveRole('status');
  await toast.hover();
  await page.clock.fastForward(30_000);
  await expect(toast).toBeVisible();
  await shots(page, 'toast');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(7_000);
  await expect(toast).toBeHidden();

  await emailSwitch('news').click();
  const close = toast.getByRole('button', { name: en('toast.close') });
  await close.focus();
  await page.clock.fastForward(30_000);
  await expect(toast).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(toast).toBeHidden();
});
