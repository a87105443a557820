import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { picture } from './photo-support';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, SHELL_LAUNCH_OPTIONS } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, screenshots, siteUrl, test } from './fixtures';

test.use({
  locale: 'en-GB',
  // Chromium's own test camera, allowed without asking: a moving picture the page can capture.
  launchOptions: { ...SHELL_LAUNCH_OPTIONS, args: [...SHELL_LAUNCH_OPTIONS.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const en = texts('en');
/** The console's own English texts (its namespace). */
const consoleTexts = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../client/i18n/locales/en/console.json'), 'utf8')) as {
  verifications: { poses: Record<string, string> };
};

/** A member signed up from the site's own page and activated through the mail's link. */
async function member(page: Page, prefix: string, gender: 'male' | 'female'): Promise<{ id: number; name: string }> {
  const name = `${prefix}${crypto.randomBytes(3).toString('hex')}`;
  const email = `verify.${name.toLowerCase()}.${Date.now()}@example.org`;
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const signup = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(body),
      });
      return { status: res.status, id: (await res.json()).user.id as number };
    },
    { email, name, password: 'Velvet-Harbour-82', date_of_birth: '1991-03-03', gender, sexuality: 'hetero' },
  );
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.id, name };
}

async function addProfilePhoto(page: Page): Promise<void> {
  await page.goto(siteUrl(SITE, '/profile'));
  await hydrated(page);
  await page
    .getByTestId('photo-manager')
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await picture('#7fb3d5') });
  await expect(page.getByTestId('own-photo')).toHaveCount(1);
}

const badge = (scope: ReturnType<Page['getByTestId']>) => scope.getByRole('img', { name: en('verification.badge') });

test('a member sends a selfie, a moderator approves it by keyboard, and the badge shows on her profile, a search card and the chat header', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(150_000);
  const vera = await member(page, 'Vera', 'female');
  await addProfilePhoto(page);

  // From the settings to the verification page: the pose the server chose, then the selfie by file.
  await page.goto(siteUrl(SITE, '/settings'));
  await hydrated(page);
  await page
    .getByTestId('verification-settings')
    .getByRole('link', { name: en('verification.get_verified') })
    .click();
  await expect(page).toHaveURL(siteUrl(SITE, '/settings/verification'));
  const pose = page.getByTestId('verification-pose');
  await expect(pose).toBeVisible();
  const chosen = (await pose.getAttribute('data-pose')) ?? '';
  await expect(pose).toContainText(en(`verification.poses.${chosen}`));
  await screenshots(page, 'verification-page');
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(en('verification.upload')).click();
  await (await chooser).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await picture('#d5a67f') });
  await expect(page.getByTestId('selfie-preview')).toBeVisible();
  await page.getByRole('button', { name: en('verification.submit') }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(en('verification.status_pending'));

  // A moderator of the site compares the selfie with her photos and approves it with "a".
  const moderator = await operators.add('moderator', [SITE]);
  const consoleContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const desk = await consoleContext.newPage();
  const errors = consoleErrors(desk);
  await signInToConsole(desk, moderator);
  await desk.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Verifications' }).click();
  await expect(desk).toHaveURL(`${CONSOLE_ORIGIN}/verifications`);
  await desk
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(vera.name) })
    .click();
  const review = desk.getByTestId('verification-review');
  await expect(review.getByRole('heading', { name: new RegExp(`^${vera.name}, \\d+$`) })).toBeVisible();
  await expect(review.getByTestId('verification-pose')).toContainText(consoleTexts.verifications.poses[chosen] ?? 'missing pose');
  const selfie = review.getByRole('img', { name: `Verification selfie of ${vera.name}` });
  await expect.poll(() => selfie.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const photo = review.getByRole('img', { name: `Profile photo of ${vera.name}` });
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await screenshots(desk, 'console-verifications');
  await desk.setViewportSize({ width: 1200, height: 900 });
  await desk.keyboard.press('a');
  await expect(desk.getByRole('status')).toHaveText(`${vera.name} is verified.`);
  expect(errors).toEqual([]);
  await consoleContext.close();

  // Her page says so, and her own profile wears the badge.
  await page.reload();
  await expect(page.getByTestId('verification-status')).toHaveText(en('verification.status_approved'));
  await page.goto(siteUrl(SITE, '/profile'));
  await expect(badge(page.getByTestId('profile-page'))).toBeVisible();

  // Another member sees it on her search card, her profile and in the chat.
  const benContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 812 } });
  const ben = await benContext.newPage();
  const benErrors = consoleErrors(ben);
  await member(ben, 'Ben', 'male');
  await ben.goto(siteUrl(SITE, '/members'));
  await hydrated(ben);
  const card = ben.getByTestId('profile-card').filter({ hasText: vera.name });
  await expect(badge(card)).toBeVisible();
  await screenshots(ben, 'verification-badge-search');
  await card.click();
  await expect(badge(ben.getByTestId('member-page'))).toBeVisible();
  await ben.getByTestId('message-button').click();
  await ben.getByTestId('chat-input').fill('Hi! Nice to see a verified profile.');
  await ben.getByTestId('chat-send').click();
  await expect(ben).toHaveURL(/\/chats\/\d+$/);
  await expect(badge(ben.getByTestId('chat-top-bar'))).toBeVisible();
  expect(benErrors).toEqual([]);
  await benContext.close();
});

test('a member who takes first messages from verified members only sends a stranger to verification; a stranger’s photo arrives blurred and shows on tap', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const petra = await member(page, 'Petra', 'female');
  await page.goto(siteUrl(SITE, '/settings'));
  await hydrated(page);
  const onlyVerified = page.getByTestId('settings-only-verified');
  // The switch follows the saved setting: it turns on once the server has it.
  await onlyVerified.click();
  await expect(onlyVerified).toBeChecked();
  await expect(onlyVerified).toBeEnabled();

  const strangerContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 812 } });
  const stranger = await strangerContext.newPage();
  const errors = consoleErrors(stranger);
  await member(stranger, 'Sam', 'male');
  await stranger.goto(siteUrl(SITE, `/members/${petra.id}`));
  await hydrated(stranger);
  const notice = stranger.getByTestId('verified-only');
  await expect(notice).toContainText(en('verification.verified_only', { name: petra.name }));
  await expect(stranger.getByTestId('message-button')).toHaveCount(0);
  await screenshot(stranger, `${ARTIFACTS}/verification-verified-only-375.png`, { fullPage: true });
  await notice.getByRole('link', { name: en('verification.get_verified') }).click();
  await expect(stranger).toHaveURL(siteUrl(SITE, '/settings/verification'));
  await expect(stranger.getByTestId('verification-needs-photo')).toBeVisible();

  // Sam writes to Rosa with a photo: she has never written to him, so it reaches her blurred.
  const rosa = await member(page, 'Rosa', 'female');
  await stranger.goto(siteUrl(SITE, `/members/${rosa.id}`));
  await hydrated(stranger);
  await stranger.getByTestId('message-button').click();
  await hydrated(stranger);
  await stranger.getByTestId('photo-input').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await picture('#2a7fbf') });
  await stranger.getByTestId('photo-confirm').getByTestId('confirm-ok').click();
  await expect(stranger.getByTestId('photo-message')).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await strangerContext.close();

  await page.goto(siteUrl(SITE, '/chats'));
  await hydrated(page);
  await page.getByTestId('chat-item').first().click();
  const blurred = page.getByTestId('blurred-photo');
  await expect(blurred).toContainText(en('verification.tap_to_show'));
  await expect(page.getByTestId('photo-message')).toHaveCount(0);
  await screenshots(page, 'verification-blurred-photo');
  await blurred.click();
  const shown = page.getByTestId('photo-message');
  await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // Shown once, it stays shown in this browser.
  await page.reload();
  await expect(page.getByTestId('photo-message')).toBeVisible();
  await expect(page.getByTestId('blurred-photo')).toHaveCount(0);
});

test('a member takes the selfie with the camera in the browser; a moderator turns it down with r and a number, and she reads why', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(120_000);
  const cleo = await member(page, 'Cleo', 'female');
  await addProfilePhoto(page);
  await page.goto(siteUrl(SITE, '/settings/verification'));
  await hydrated(page);
  await page.getByRole('button', { name: en('verification.camera') }).click();
  const video = page.getByLabel(en('verification.camera_label'));
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: en('verification.capture') }).click();
  const preview = page.getByTestId('selfie-preview');
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The camera is off once the picture is taken.
  await expect(video).toHaveCount(0);
  await page.getByRole('button', { name: en('verification.submit') }).click();
  await expect(page.getByTestId('verification-status')).toHaveText(en('verification.status_pending'));

  const moderator = await operators.add('moderator', [SITE]);
  const consoleContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const desk = await consoleContext.newPage();
  const errors = consoleErrors(desk);
  await signInToConsole(desk, moderator);
  await desk.goto(`${CONSOLE_ORIGIN}/verifications?site=${SITE}`);
  await desk
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(cleo.name) })
    .click();
  await desk.keyboard.press('r');
  const reasons = desk.getByRole('group', { name: 'Why is it rejected? Press 1–7.' });
  await expect(reasons.getByRole('button', { name: /^2\s*Face not visible$/ })).toBeVisible();
  await screenshot(desk, `${ARTIFACTS}/console-verifications-reasons-1200.png`, { fullPage: true });
  await desk.keyboard.press('2');
  await expect(desk.getByRole('status')).toHaveText(`The selfie of ${cleo.name} was rejected.`);
  expect(errors).toEqual([]);
  await consoleContext.close();

  // She reads why in her language and gets a pose for the next try.
  await page.reload();
  await expect(page.getByTestId('verification-status')).toHaveText(en('verification.status_rejected', { reason: en('verification.reasons.face_not_visible') }));
  await expect(page.getByTestId('verification-pose')).toBeVisible();
});
