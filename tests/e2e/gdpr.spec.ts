import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { apiPost, ARTIFACTS, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const PASSWORD = 'Velvet-Harbour-82';
const t = texts('en');

test.use({ locale: 'en-GB' });

/** A confirmed member of the site, logged in on `page` through the activation link. */
async function newMember(page: Page): Promise<{ id: number; email: string }> {
  const email = `gdpr.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.org`;
  const signup = await apiPost<{ user: { id: number } }>(page, SITE, '/api/signup.php', {
    email,
    name: `Greta${Date.now() % 100000}`,
    password: PASSWORD,
    date_of_birth: '1988-03-09',
    gender: 'female',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.body.user.id, email };
}

test('a member downloads their data from the settings: the ZIP carries their account', async ({ page }) => {
  const member = await newMember(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl(SITE, '/settings'));
  await hydrated(page);
  const link = page.getByRole('link', { name: t('data_export.download') });
  await link.scrollIntoViewIfNeeded();
  await screenshot(page, `${ARTIFACTS}/gdpr-settings-375.png`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^flirtlocal-data-export-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const account = JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array()));
  expect(account).toMatchObject({ id: member.id, email: member.email, site: { id: SITE } });
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.json', 'messages.json', 'photos/photos.json', 'payments.json']));
  // The page stayed where it was.
  await expect(page).toHaveURL(siteUrl(SITE, '/settings'));
});

test('a manager erases a member on a written request in the console, and the member can no longer sign in', async ({
  page,
  browser,
  consoleGuard,
  operators,
}) => {
  // The browser logs the refused sign-in's 401, and the member's open page the 403s of its
  // refreshes once the account (and its session) is gone.
  consoleGuard.allow(/401|403/);
  const member = await newMember(page);
  const operator = await operators.add('manager', [SITE]);
  const desk = await browser.newPage();
  await desk.setViewportSize({ width: 1200, height: 800 });
  await signInToConsole(desk, operator);
  await desk.goto(`${CONSOLE_ORIGIN}/members/${member.id}`);
  const actions = desk.getByTestId('gdpr-actions');
  await expect(actions.getByRole('link', { name: 'Export data' })).toHaveAttribute('href', `/api/operator/member-export.php?id=${member.id}`);
  await desk.setViewportSize({ width: 375, height: 740 });
  await actions.scrollIntoViewIfNeeded();
  await screenshot(desk, `${ARTIFACTS}/console-gdpr-375.png`);
  await desk.setViewportSize({ width: 1200, height: 800 });
  await actions.getByRole('button', { name: 'Erase on written request' }).click();
  const dialog = desk.getByRole('dialog', { name: `Erase member ${member.id}` });
  const confirm = dialog.getByRole('button', { name: 'Erase for good' });
  await dialog.getByLabel('Reference of the written request').fill('Letter 2026/31');
  await dialog.getByLabel(`Type the member id ${member.id} to confirm`).fill('1');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type the member id ${member.id} to confirm`).fill(String(member.id));
  await expect(confirm).toBeEnabled();
  await screenshot(desk, `${ARTIFACTS}/console-gdpr-1200.png`);
  await confirm.click();
  // Back on the list (or, on a page of its own, the panel) the erasure is confirmed with the member's id.
  await expect(desk.getByRole('status')).toContainText(String(member.id));
  await desk.close();

  // Their session is gone with the account, and the address and password open nothing.
  await page.goto(siteUrl(SITE, '/login'));
  await hydrated(page);
  await page.getByLabel(t('fields.email')).fill(member.email);
  await page.getByLabel(t('fields.password')).fill(PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('login.submit') })
    .click();
  await expect(page.getByTestId('login-error')).toHaveText(t('accounts.login_failed'));
});
