import crypto from 'node:crypto';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo } from '../support/mail';
import { texts } from '../support/texts';
import { activatedMember, ownPhotoFile, picture } from './photo-support';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { apiPost, ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
/** Publishes photos at once (the demo default): its photos wait for the review-after queue. */
const SITE = 'flirtlocal';
const en = texts('en');

test('a photo published at once shows in a conversation; a moderator removes it from the review-after queue and the other from the member page; the conversation shows neither and the member is told', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(150_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const linaContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const timContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 800 } });
  const linaPage = await linaContext.newPage();
  const timPage = await timContext.newPage();
  const errors = [...consoleErrors(linaPage), ...consoleErrors(timPage)];
  const lina = await activatedMember(linaPage, SITE, `Lina${suffix}`, 'female');
  await activatedMember(timPage, SITE, `Tim${suffix}`, 'male');

  // Lina adds two photos: both are live at once, the first is her main photo.
  await linaPage.goto(siteUrl(SITE, '/profile'));
  await hydrated(linaPage);
  const own = linaPage.getByTestId('own-photo');
  const input = linaPage.getByTestId('photo-manager').locator('input[type=file]');
  await input.setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await picture('#e59866') });
  await expect(own).toHaveCount(1);
  await input.setInputFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await picture('#76d7c4') });
  await expect(own).toHaveCount(2);
  await expect(own.getByTestId('photo-status')).toHaveText([en('profile.main_photo'), en('profile.photo_status.active')]);
  const [first, second] = [await ownPhotoFile(own.nth(0)), await ownPhotoFile(own.nth(1))];

  // Tim writes to her: her face is in his conversation list and over the conversation.
  const sent = await apiPost<{ message: { conversation_id: number } }>(timPage, SITE, '/api/chat.php', {
    profile_id: lina.id,
    text: 'Hi Lina, lovely photos!',
    client_id: crypto.randomUUID(),
  });
  expect(sent.status).toBe(200);
  const face = (file: string) => timPage.locator(`img[src*="${file}"], source[srcset*="${file}"]`);
  await timPage.goto(siteUrl(SITE, `/chats/${sent.body.message.conversation_id}`));
  await hydrated(timPage);
  await expect(timPage.getByTestId('chat-message').filter({ hasText: 'Hi Lina, lovely photos!' })).toBeVisible();
  await expect(face(first).first()).toBeAttached();
  await screenshot(timPage, `${ARTIFACTS}/console-photo-review-chat-before-375.png`);
  // He reports her profile: her photos come first in the queue, marked.
  const report = await apiPost(timPage, SITE, '/api/complaints.php', { profile_id: lina.id, reason: 'fake_profile', text: 'These are a model’s photos.' });
  expect(report.status).toBe(201);
  await timPage.goto(siteUrl(SITE, `/chats/${sent.body.message.conversation_id}`));

  // A moderator opens the queue of published photos: Lina's newest photo is there; r and 3 remove her main one for nudity.
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, moderator);
  await page.goto(`${CONSOLE_ORIGIN}/photos?site=${SITE}`);
  const queues = page.getByRole('navigation', { name: 'Photo queues' });
  await queues.getByRole('link', { name: /Published, not yet reviewed/ }).click();
  await expect(page).toHaveURL(/queue=unreviewed/);
  const cards = page.getByRole('list', { name: 'Published photos not yet reviewed' }).getByRole('listitem');
  const linas = cards.filter({ has: page.locator(`img[src*="${first}"]`) });
  await expect(linas).toHaveCount(1);
  await expect(linas.getByText('Reported')).toBeVisible();
  await linas.click();
  const preview = page.getByRole('complementary', { name: 'Photo under review' });
  await expect(preview.locator('img').first()).toHaveAttribute('src', new RegExp(`${first}\\.webp$`));
  await expect(preview.getByRole('button', { name: /Keep/ })).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photo-review-queue-1200.png`, { fullPage: true });
  await page.keyboard.press('r');
  const reasons = page.getByRole('dialog', { name: 'Why is this photo removed?' });
  await expect(reasons).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photo-review-reasons-1200.png`);
  await page.keyboard.press('3');
  await expect(reasons).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('1 photo removed.');
  await expect(linas).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await screenshot(page, `${ARTIFACTS}/console-photo-review-queue-375.png`, { fullPage: true });

  // Its files are gone: the address the chat used answers 404.
  const status = await timPage.evaluate(async (url) => (await fetch(url)).status, `/media/${SITE}/${first}_thumb.webp`);
  expect(status).toBe(404);

  // Tim's open conversation drops it without a reload (a live event) and shows her other photo.
  await expect(face(first)).toHaveCount(0);
  await expect(face(second).first()).toBeAttached();
  await timPage.reload();
  await hydrated(timPage);
  await expect(timPage.getByTestId('chat-message').filter({ hasText: 'Hi Lina, lovely photos!' })).toBeVisible();
  await expect(face(second).first()).toBeAttached();
  await expect(face(first)).toHaveCount(0);

  // An owner removes the other photo from Lina's member page, with a reason.
  const owner = await operators.add('owner', [SITE]);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, owner);
  await page.goto(`${CONSOLE_ORIGIN}/members/${lina.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lina${suffix}` })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Not the member' });
  await screenshot(page, `${ARTIFACTS}/console-photo-review-member-dialog-1200.png`);
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Photo removed. The member has been told.');
  await expect(page.getByRole('img', { name: /files deleted/ })).toHaveCount(2);
  await screenshot(page, `${ARTIFACTS}/console-photo-review-member-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${ARTIFACTS}/console-photo-review-member-375.png`, { fullPage: true });

  // The conversation shows no photo of her at all now.
  await timPage.reload();
  await hydrated(timPage);
  await expect(timPage.getByTestId('chat-message').filter({ hasText: 'Hi Lina, lovely photos!' })).toBeVisible();
  await expect(face(first)).toHaveCount(0);
  await expect(face(second)).toHaveCount(0);
  await screenshot(timPage, `${ARTIFACTS}/console-photo-review-chat-after-375.png`);

  // Lina reads why on her profile page and in her mail.
  await linaPage.goto(siteUrl(SITE, '/profile'));
  await hydrated(linaPage);
  await expect(own.getByTestId('photo-status')).toHaveText([
    en('profile.photo_rejected', { reason: en('profile.photo_reject_reasons.nudity') }),
    en('profile.photo_rejected', { reason: en('profile.photo_reject_reasons.not_the_member') }),
  ]);
  await expect(own.getByRole('img', { name: en('profile.photo_gone') })).toHaveCount(2);
  await screenshot(linaPage.getByTestId('photo-manager'), `${ARTIFACTS}/console-photo-review-own-1200.png`);
  await expect.poll(async () => (await lastMailTo(OUTBOX, lina.email)).subject).toBe('A photo was removed from your FlirtLocal profile');
  expect(errors).toEqual([]);
  await linaContext.close();
  await timContext.close();
});
