import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn, outboxMails } from '../support/mail';
import { texts } from '../support/texts';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const en = texts('en');

/** A request from inside the page, as the site's own code makes it (Node cannot resolve *.localhost). */
async function call<T>(page: Page, method: string, target: string, body?: object): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method: verb, target: url, body: payload }) => {
      const res = await fetch(url, {
        method: verb,
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        ...(payload && { body: JSON.stringify(payload) }),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, target, body },
  );
}

/** A member signed up and activated through their mail's link, logged in in this page's context. */
async function member(page: Page, name: string, gender: 'male' | 'female'): Promise<{ id: number; email: string }> {
  const email = `complaints.${name.toLowerCase()}.${Date.now()}.${crypto.randomInt(1e6)}@example.org`;
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const body = { email, name, password: 'Velvet-Harbour-82', date_of_birth: '1990-03-03', gender, sexuality: 'hetero' };
  const signup = await call<{ user: { id: number } }>(page, 'POST', '/api/signup.php', body);
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.body.user.id, email };
}

/** Photos uploaded on the member's own profile page, one plain colour each. */
async function addPhotos(page: Page, colours: string[]): Promise<void> {
  await page.goto(siteUrl(SITE, '/profile'));
  await hydrated(page);
  for (const background of colours) {
    const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const before = await page.getByTestId('own-photo').count();
    await page.getByTestId('photo-manager').locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByTestId('own-photo')).toHaveCount(before + 1);
  }
}

test('a member reports a message from the chat; a moderator reads it in context and bans; the banned member meets the ban page and the reporter hears back', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const annaContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 800 } });
  const benContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 800 } });
  const annaPage = await annaContext.newPage();
  const benPage = await benContext.newPage();
  const errors = consoleErrors(annaPage);
  const anna = await member(annaPage, `Anna${suffix}`, 'female');
  const ben = await member(benPage, `Ben${suffix}`, 'male');

  // Ben's profile: two photos and a few words about himself.
  await addPhotos(benPage, ['#3060a0', '#a05030']);
  const form = benPage.getByTestId('profile-form');
  await form.getByLabel(en('signup.about_label')).fill('Hiking, football and good food.');
  await form.getByRole('button', { name: en('profile.save') }).click();
  await expect(form.getByText(en('profile.saved'))).toBeVisible();

  // Ben writes, the insult follows (20 credits at sign-up: two messages each).
  const send = async (from: Page, to: number, text: string) => {
    const sent = await call<{ message: { conversation_id: number } }>(from, 'POST', '/api/chat.php', { profile_id: to, text, client_id: crypto.randomUUID() });
    expect(sent.status).toBe(200);
    return sent.body.message.conversation_id;
  };
  const conversationId = await send(benPage, anna.id, 'Hi Anna, nice profile! Do you like hiking?');
  await send(annaPage, ben.id, 'Sometimes, why?');
  await send(benPage, anna.id, 'Answer me properly, you stupid cow');

  // Anna reports the insult in the chat, with the Report button beside it.
  await annaPage.goto(siteUrl(SITE, `/chats/${conversationId}`));
  await hydrated(annaPage);
  const insult = annaPage.getByTestId('chat-message').filter({ hasText: 'you stupid cow' });
  await insult.getByRole('button', { name: 'Report' }).click();
  const report = annaPage.getByTestId('report-message');
  await report.getByLabel('Reason').selectOption('harassment');
  await report.getByLabel('What happened?').fill('He insults me because I did not answer fast enough.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByTestId('report-sent')).toBeVisible();

  // A moderator of the site finds it in the queue and opens it with the keyboard.
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, moderator);
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(`${CONSOLE_ORIGIN}/complaints`);
  const row = page.getByRole('row').filter({ hasText: `Ben${suffix}` });
  await expect(row).toContainText('Harassment');
  await expect(row).toContainText(`Anna${suffix}`);
  await screenshot(page, `${ARTIFACTS}/console-complaints-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/console-complaints-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/complaints\/\d+$/);

  // The cited message stands out among the messages around it, each with its sender.
  const cited = page.getByTestId('cited-message');
  await expect(cited).toContainText('Answer me properly, you stupid cow');
  await expect(cited).toContainText(`Ben${suffix}`);
  await expect(page.getByTestId('context-message')).toHaveCount(2);
  await expect(page.getByTestId('context-message').filter({ hasText: 'Sometimes, why?' })).toContainText(`Anna${suffix}`);
  const profile = page.getByRole('region', { name: 'Reported profile' });
  await expect(profile).toContainText(`Ben${suffix}`);
  await expect(profile).toContainText('Hiking, football and good food.');
  await expect(profile.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  await screenshot(page, `${ARTIFACTS}/console-complaint-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/console-complaint-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 900 });

  // b opens the ban, Enter confirms it; the queue (or the next complaint) follows.
  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog', { name: `Ban Ben${suffix}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Note for the team').fill('Insults a member who did not answer fast enough.');
  await dialog.getByRole('button', { name: 'Ban' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Resolved: gone from the open queue, listed among the resolved ones as a ban.
  await page.goto(`${CONSOLE_ORIGIN}/complaints`);
  await expect(page.getByRole('row').filter({ hasText: `Anna${suffix}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('closed');
  await expect(page.getByRole('row').filter({ hasText: `Anna${suffix}` })).toContainText('Banned');

  // Ben's next page is the ban page.
  await benPage.goto(siteUrl(SITE, '/chats'));
  await expect(benPage).toHaveURL(siteUrl(SITE, '/pages/ban'));

  // Anna's mail says her report was handled, and nothing about what happened to Ben.
  await expect
    .poll(async () => (await outboxMails(OUTBOX)).filter((mail) => JSON.stringify(mail.to).includes(anna.email)).map((mail) => mail.subject), {
      timeout: 20_000,
    })
    .toContain('Your report to FlirtLocal: we took action');
  const outcome = await lastMailTo(OUTBOX, anna.email);
  expect(outcome.text).toContain('We have reviewed your report and taken action.');
  expect(outcome.text).not.toContain(`Ben${suffix}`);
  expect(errors).toEqual([]);
  await annaContext.close();
  await benContext.close();
});

test('a moderator hides one photo of a reported profile; its owner sees it rejected with the reason', async ({ browser, page, operators }) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const reporterContext = await browser.newContext({ locale: 'en-GB' });
  const ownerContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const reporterPage = await reporterContext.newPage();
  const ownerPage = await ownerContext.newPage();
  await member(reporterPage, `Cleo${suffix}`, 'female');
  const kai = await member(ownerPage, `Kai${suffix}`, 'male');
  await addPhotos(ownerPage, ['#2f8f5f', '#8f2f6f']);

  // Cleo reports Kai's profile from the report page his profile links to.
  await reporterPage.goto(siteUrl(SITE, `/complaints?profile=${kai.id}`));
  await hydrated(reporterPage);
  await reporterPage.getByLabel('Reason').selectOption('fake_profile');
  await reporterPage.getByLabel('What happened?').fill('The second photo is of a famous actor.');
  await reporterPage.getByRole('button', { name: 'Send report' }).click();
  await expect(reporterPage.getByTestId('complaint-sent')).toBeVisible();

  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, moderator);
  await page.goto(`${CONSOLE_ORIGIN}/complaints?reason=fake_profile`);
  await page
    .getByRole('row')
    .filter({ hasText: `Kai${suffix}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Complaint #\d+$/);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);

  await page.keyboard.press('h');
  const dialog = page.getByRole('dialog', { name: `Hide a photo of Kai${suffix}` });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  // The pictures are the radios' labels: a click on the second picks it.
  await dialog.getByRole('img').nth(1).click();
  await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
  await expect(dialog.getByLabel('Reason the member reads')).toHaveValue('not_the_member');
  await dialog.getByLabel('Reason the member reads').selectOption('copyright');
  await screenshot(page, `${ARTIFACTS}/console-complaint-hide-photo-1200.png`);
  await dialog.getByRole('button', { name: 'Hide photo' }).click();
  await expect(dialog).toBeHidden();

  // Kai sees which photo went and why; the other one is still his face.
  await ownerPage.goto(siteUrl(SITE, '/profile'));
  await hydrated(ownerPage);
  await expect(ownerPage.getByTestId('own-photo').nth(1)).toContainText(en('profile.photo_rejected', { reason: en('profile.photo_reject_reasons.copyright') }));
  await expect(ownerPage.getByTestId('own-photo').nth(0)).not.toContainText(en('profile.photo_rejected', { reason: '' }).trim());
  await reporterContext.close();
  await ownerContext.close();
});
