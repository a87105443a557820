import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const PASSWORD = 'Velvet-Harbour-82';

/** A member signed up through the API from inside the page and activated through their mail's link: logged in in that page's context. */
async function member(page: Page, name: string): Promise<{ id: number; email: string; name: string }> {
  const unique = `${Date.now()}${crypto.randomInt(1e6)}`;
  const email = `members.${name.toLowerCase()}.${unique}@example.org`;
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const body = { email, name: `${name}${unique.slice(-6)}`, password: PASSWORD, date_of_birth: '1991-04-04', gender: 'female', sexuality: 'hetero' };
  const signup = await page.evaluate(async (payload) => {
    const res = await fetch('/api/signup.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as { user: { id: number } } };
  }, body);
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.body.user.id, email, name: body.name };
}

/** The browser logs every refused request; a banned member's pages are refused on purpose. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 403/.test(error));

test('support finds a member by e-mail with the keyboard, books +50 credits with a note, and the member sees the new balance', async ({
  browser,
  page,
  operators,
}) => {
  const memberContext = await browser.newContext({ locale: 'en-GB' });
  const memberPage = await memberContext.newPage();
  const memberErrors = consoleErrors(memberPage);
  const carla = await member(memberPage, 'Carla');

  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, await operators.add('support', [SITE]));
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-members-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/console-members-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  // "/" focuses the search; the address is found whatever its case, and its row takes the focus.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(carla.email.toUpperCase());
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: carla.email });
  await expect(row).toBeFocused();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');

  await row.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: carla.name })).toBeVisible();
  await expect(page.getByText('20 credits', { exact: true })).toBeVisible();
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Correct credits' });
  await dialog.getByLabel('Credits (+ adds, − takes away)').fill('50');
  await dialog.getByLabel('Note').fill('Goodwill: messages lost in the outage of 3 March');
  await expect(dialog.getByText('New balance: 70')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book the correction' }).click();
  await expect(page.getByRole('status')).toHaveText('Booked. The balance is now 70.');
  await expect(page.getByText('70 credits', { exact: true })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Credits ledger (latest 50)' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Console correction');
  await expect(ledger.getByRole('row').nth(1)).toContainText('+50');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Goodwill: messages lost in the outage of 3 March');
  await expect(page.getByRole('table', { name: 'Console actions on this member' })).toContainText('Credits corrected');
  await screenshot(page, `${ARTIFACTS}/console-member-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/console-member-375.png`, { fullPage: true });

  // u goes back to the list as it was left.
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.keyboard.press('u');
  await expect(page.getByRole('searchbox')).toHaveValue(carla.email.toUpperCase());
  // A member of the demo content, with photos, for a fuller page to look at.
  await page.goto(`${CONSOLE_ORIGIN}/members`);
  await page.getByRole('row').filter({ hasText: '@flirtlocal.localhost' }).first().click();
  await expect(page.getByRole('heading', { name: /^Photos \([1-9]/ })).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-member-demo-1200.png`, { fullPage: true });

  await memberPage.goto(siteUrl(SITE, '/credits'));
  await expect(memberPage.getByText('You have 70 credits.')).toBeVisible();
  expect(memberErrors).toEqual([]);
  await memberContext.close();
});

test('a manager bans a member: their open page moves to the ban page, every next page is the ban page, their login is refused; after the unban they sign in again', async ({
  browser,
  page,
  operators,
}) => {
  // The open page waits for the live socket's next heartbeat (up to 30 s).
  test.setTimeout(120_000);
  const memberContext = await browser.newContext({ locale: 'en-GB' });
  const memberPage = await memberContext.newPage();
  const memberErrors = consoleErrors(memberPage);
  const dana = await member(memberPage, 'Dana');
  await memberPage.goto(siteUrl(SITE, '/members'));
  await hydrated(memberPage);

  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, await operators.add('manager', [SITE]));
  await page.goto(`${CONSOLE_ORIGIN}/members/${dana.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dana.name })).toBeVisible();
  await page.keyboard.press('b');
  const ban = page.getByRole('dialog', { name: `Ban ${dana.name}` });
  await ban.getByLabel('Reason').fill('Asked three members for money');
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(page.getByRole('status')).toHaveText('The member is banned and logged out.');
  await expect(page.getByRole('button', { name: 'Lift ban' })).toBeVisible();
  await expect(page.getByText('Asked three members for money', { exact: true })).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-member-banned-1200.png`);

  // The member's open page learns of it by itself: the live socket of the ended session is closed
  // at the next heartbeat (every 30 s), the page asks who is logged in and is sent to the ban page.
  await expect(memberPage).toHaveURL(siteUrl(SITE, '/pages/ban'), { timeout: 45_000 });
  await expect(memberPage.getByTestId('ban-notice')).toContainText('Your account has been banned');
  await memberPage.setViewportSize({ width: 375, height: 812 });
  await screenshot(memberPage, `${ARTIFACTS}/ban-page-375.png`);
  // A fresh load of any page does the same.
  await memberPage.goto(siteUrl(SITE, '/likes'));
  await expect(memberPage).toHaveURL(siteUrl(SITE, '/pages/ban'));
  await expect(memberPage.getByTestId('ban-notice')).toBeVisible();

  // A new browser with the right password is told the same and shown the ban page.
  const otherContext = await browser.newContext({ locale: 'en-GB' });
  const other = await otherContext.newPage();
  const otherErrors = consoleErrors(other);
  const logIn = async () => {
    await other.goto(siteUrl(SITE, '/login'));
    await hydrated(other);
    await other.getByLabel('E-mail address').fill(dana.email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Log in' }).click();
  };
  await logIn();
  await expect(other).toHaveURL(siteUrl(SITE, '/pages/ban'));
  await expect(other.getByTestId('ban-notice')).toBeVisible();

  await page.keyboard.press('b');
  await page
    .getByRole('dialog', { name: `Lift the ban on ${dana.name}` })
    .getByRole('button', { name: 'Lift ban' })
    .click();
  await expect(page.getByRole('status')).toHaveText('The ban is lifted.');
  await expect(page.getByRole('button', { name: 'Ban' })).toBeVisible();

  await logIn();
  await expect(other).not.toHaveURL(/\/(login|pages\/ban)/);
  await other.goto(siteUrl(SITE, '/chats'));
  await expect(other).toHaveURL(siteUrl(SITE, '/chats'));
  expect(unexpected(memberErrors)).toEqual([]);
  expect(unexpected(otherErrors)).toEqual([]);
  await memberContext.close();
  await otherContext.close();
});
