import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CONSOLE_ORIGIN, pressShortcut, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1200, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, path.join(ARTIFACTS, `console-${name}-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1200, height: 900 });
}

test('an owner adds a moderator whose link works, onboards a site that opens without a restart, and finds both in the audit log', async ({
  page,
  browser,
  consoleGuard,
  operators,
}) => {
  test.setTimeout(120_000);
  // The browser logs the refusal of the first try (no site chosen), which the form then shows in words.
  consoleGuard.allow(/status of 400/);
  const owner = await operators.add('owner');
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, owner);
  const menu = page.getByRole('navigation', { name: 'Console menu' });

  // Operators: n opens the form; the answer shows the link and the authenticator secret once.
  await menu.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: owner.email })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add an operator' });
  await pressShortcut(page, 'n', dialog);
  const email = `e2e-admin-mod-${Date.now()}@example.com`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption('moderator');
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(dialog.getByText('Managers, moderators and support need at least one site.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'FlirtLocal' }).check();
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  const created = page.getByRole('dialog', { name: 'Operator added' });
  await expect(created.getByRole('img', { name: `QR code for the authenticator app of ${email}` })).toBeVisible();
  const link = await created.getByLabel(/Sign-in link/).inputValue();
  const uri = await created.getByLabel('Or enter this setup URI').inputValue();
  expect(link).toMatch(new RegExp(`^${CONSOLE_ORIGIN}/password#`));
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  await screenshot(page, path.join(ARTIFACTS, 'console-operators-added-1200.png'));
  await created.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Link not used yet')).toBeVisible();

  // The moderator, in a browser of their own, sets the password through the link and signs in.
  const other = await browser.newContext({ locale: 'en-GB' });
  const moderatorPage = await other.newPage();
  const errors = consoleErrors(moderatorPage);
  await signInToConsole(moderatorPage, { email, link, secret: new URL(uri).searchParams.get('secret') ?? '' });
  await expect(moderatorPage.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Photo moderation' })).toBeVisible();
  await other.close();
  expect(errors).toEqual([]);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Active', { exact: true })).toBeVisible();
  await shots(page, 'operators');

  // Sites: onboard a domain; it is served at once, on its own host, without a restart.
  await menu.getByRole('link', { name: 'Sites' }).click();
  // Looks inside the sites table itself: until the page changes, the operators table has rows with a FlirtLocal cell too.
  await expect(page).toHaveURL(/\/sites(\?|$)/);
  await expect(
    page
      .getByRole('table', { name: 'Sites' })
      .getByRole('row')
      .filter({ hasText: 'flirtlocal' })
      .getByRole('cell', { name: /FlirtLocal/ }),
  ).toBeVisible();
  const id = `liebe-${crypto.randomInt(1e6)}`;
  await page.getByRole('button', { name: 'Add site' }).click();
  const onboard = page.getByRole('dialog', { name: 'Onboard a new domain' });
  await onboard.getByRole('textbox', { name: /^Domain/ }).fill(`${id}.example`);
  await onboard.getByLabel('Site name').fill('Liebe Jetzt');
  await onboard.getByLabel('Niche').selectOption('7');
  await onboard.getByLabel('Site language').selectOption('de');
  await onboard.getByLabel('Countries').fill('DE, AT');
  await onboard.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Liebe Jetzt is live at ${siteUrl(id, '')}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: new RegExp(id) }).first()).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'FlirtLocal' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Details of FlirtLocal' })).toBeVisible();
  await screenshot(page, path.join(ARTIFACTS, 'console-sites-details-1200.png'));
  await page.keyboard.press('Escape');
  await shots(page, 'sites');

  const site = await browser.newContext({ locale: 'de-DE' });
  const sitePage = await site.newPage();
  await sitePage.goto(siteUrl(id));
  await hydrated(sitePage);
  await expect(sitePage.locator('html')).toHaveAttribute('lang', 'de');
  await expect(sitePage.getByRole('heading', { level: 1 })).toContainText('Liebe Jetzt');
  await site.close();

  // The audit log names both actions, in words, with the site of the new one.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Operator').selectOption({ label: owner.email });
  await expect(page.getByRole('row').filter({ hasText: 'Operator added' }).filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Site added' }).filter({ hasText: 'Liebe Jetzt' })).toBeVisible();
  await shots(page, 'audit');
});
