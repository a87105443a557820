import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { CONSOLE_ORIGIN, pressShortcut, signInToConsole } from './console-support';
import { apiPost, ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';

test.use({ locale: 'en-GB' });

/** The console screen at the desktop width it is made for and at 375 px, for people to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/${name}-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 860 });
  await screenshot(page, `${ARTIFACTS}/${name}-1200.png`, { fullPage: true });
}

/** A confirmed member of the site, signed in in its own browser context. */
async function memberPage(page: Page, name: string): Promise<void> {
  const email = `fictional.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1985-02-03',
    gender: 'male',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
}

test('a moderator creates a fictional profile, a member writes to it, and the answer from the inbox reaches the member live, marked fictional', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(120_000);
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 860 });
  await signInToConsole(page, moderator);

  // The operator creates the profile and gives it a photo.
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Fictional profiles' }).click();
  await expect(page.getByRole('heading', { name: 'Fictional profiles' })).toBeVisible();
  await pressShortcut(page, 'n', page.getByRole('heading', { name: 'New fictional profile' }));
  const name = `Elodie${Date.now().toString().slice(-5)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Date of birth').fill('1993-08-21');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Sexuality').selectOption('hetero');
  await page.getByLabel('About me').fill('Loves long walks along the coast and a good espresso.');
  await page.getByRole('checkbox', { name: /Adventure/ }).check();
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  const fictionalId = Number(/\/fictional\/(\d+)/.exec(page.url())?.[1]);
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b0607a' } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Main photo', { exact: true })).toBeVisible();
  await shoot(page, 'console-fictional-form');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Fictional profiles' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('1');
  await shoot(page, 'console-fictional');

  // The member sees it marked fictional, with the warning, and writes to it.
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-GB' });
  const member = await memberContext.newPage();
  const memberErrors = consoleErrors(member);
  const memberName = `Tom${Date.now().toString().slice(-5)}`;
  await memberPage(member, memberName);
  await member.goto(siteUrl(SITE, `/members/${fictionalId}`));
  await hydrated(member);
  await expect(member.getByTestId('fictional-mark').first()).toBeVisible();
  await expect(member.getByTestId('fictional-warning')).toBeVisible();
  await member.getByTestId('message-button').click();
  await member.getByTestId('chat-input').fill('Hi Elodie, fancy a coffee this weekend?');
  await member.getByTestId('chat-send').click();
  await expect(member).toHaveURL(/\/chats\/\d+$/);
  await expect(member.getByTestId('chat-top-bar').getByTestId('fictional-mark')).toBeVisible();

  // The moderator sees it waiting in the inbox and answers from the keyboard.
  await page.goto(`${CONSOLE_ORIGIN}/inbox`);
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row).toContainText('1 unanswered');
  await expect(row).toContainText('Hi Elodie, fancy a coffee');
  await expect(page.getByRole('row').nth(1)).toBeFocused();
  await shoot(page, 'console-fictional-inbox');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `${name} and ${memberName}` })).toBeVisible();
  await expect(page.getByText('The member is waiting for an answer.')).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('fictional-composer')).toBeFocused();
  await page.keyboard.type('Hi Tom! Coffee sounds lovely. Saturday morning?');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('fictional-thread')).toContainText(moderator.email);
  await expect(page.getByTestId('fictional-composer')).toHaveValue('');

  // The member's open chat shows the answer without a reload, from the profile marked fictional.
  await expect(member.getByTestId('chat-message').filter({ hasText: 'Coffee sounds lovely' })).toBeVisible({ timeout: 15_000 });
  await expect(member.getByTestId('chat-top-bar').getByTestId('fictional-mark')).toBeVisible();
  expect(memberErrors).toEqual([]);
  await memberContext.close();

  await page.setViewportSize({ width: 1200, height: 860 });
  await expect(page.getByText('Answered. The member has not written since.')).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'console-fictional-thread');
  // The first Esc leaves the composer (a draft is never lost to it), the second goes back to the list.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('fictional-composer')).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: memberName })).toContainText('Answered');
  await expect(page.getByRole('row').filter({ hasText: memberName })).toContainText(moderator.email);
});

test('support has no fictional inbox: no menu entry, and the page refuses in words', async ({ page, consoleGuard, operators }) => {
  consoleGuard.allow(/40[34]/);
  const support = await operators.add('support', [SITE]);
  await signInToConsole(page, support);
  await expect(page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Fictional inbox' })).toHaveCount(0);
  await page.goto(`${CONSOLE_ORIGIN}/inbox`);
  await expect(page.getByRole('alert')).toHaveText('Your role or sites do not allow this.');
});
