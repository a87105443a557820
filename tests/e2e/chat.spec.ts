import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const t = texts('nl');
const de = texts('de');

/** The paths of the GETs a page makes from now on, of those listed, in order. */
function readsOf(page: Page, pathnames: readonly string[]): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathnames.includes(pathname)) reads.push(pathname);
  });
  return reads;
}

/** POSTs from inside the page (Node cannot resolve *.localhost; the browser can). */
async function post(page: Page, tenant: string, target: string, body: object): Promise<{ status: number; id: number }> {
  await page.goto(siteUrl(tenant, '/pages/faq'));
  return page.evaluate(
    async ({ target: url, body: payload }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, id: (await res.json()).user.id as number };
    },
    { target, body },
  );
}

test('two members chat live in two browsers: typing, the reply and the read mark arrive without a reload', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const demo = await post(page, 'regenboog-date', '/api/user.php', { email: demoEmail('regenboog-date'), password: DEMO_PASSWORD });
  expect(demo.status).toBe(200);

  const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const guest = await other.newPage();
  const email = `chat.${Date.now()}@example.org`;
  const signup = await post(guest, 'regenboog-date', '/api/signup.php', {
    email,
    name: 'Jonas',
    password: 'Velvet-Harbour-82',
    date_of_birth: '1984-04-04',
    gender: 'male',
    sexuality: 'gay',
  });
  expect(signup.status).toBe(201);
  await guest.goto(siteUrl('regenboog-date', linkIn(await lastMailTo(OUTBOX, email))));

  await guest.goto(siteUrl('regenboog-date', `/members/${demo.id}`));
  await hydrated(guest);
  await guest.getByTestId('message-button').click();
  await guest.getByTestId('chat-input').fill('Hoi! Zin in koffie?');
  await guest.getByTestId('chat-send').click();
  await expect(guest).toHaveURL(/\/chats\/\d+$/);
  await expect(guest.getByTestId('chat-message')).toHaveText([/Hoi! Zin in koffie\?/]);

  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(siteUrl('regenboog-date', '/chats'));
  await hydrated(page);
  await expect(page.getByTestId('chat-item')).toHaveCount(1);
  // The tab's title counts what waits (the unread conversation and any new likes) on the chat pages
  // too, and one less once the conversation is read.
  const waiting = async () => Number((await page.title()).match(/^\((\d+)\) /)?.[1] ?? 0);
  await expect.poll(waiting).toBeGreaterThan(0);
  const before = await waiting();
  await page.getByTestId('chat-item').click();
  await expect(page.getByTestId('chat-message')).toHaveText([/Hoi! Zin in koffie\?/]);
  await expect.poll(waiting).toBe(before - 1);
  await page.getByTestId('chat-input').fill('Graag! Zaterdag?');
  await expect(guest.getByTestId('typing')).toBeVisible();
  // The reply reaches the guest's open conversation from its live event: no read of the
  // conversation or the chat list follows it (the read mark goes out as a small POST). The page's
  // timed refresh (user, likes and chats, 5 s after load and every 60 s) may fall in this window
  // on a slow machine; it reads the user too, so a list read without a user read is the event's.
  const reads = readsOf(guest, ['/api/chat.php', '/api/chats.php', '/api/user.php']);
  const count = (pathname: string) => reads.filter((read) => read === pathname).length;
  // The sender's own page takes the message and the balance from the send's answer: it reads the
  // conversation no more than the receiver does.
  const senderReads = readsOf(page, ['/api/chat.php']);
  await page.getByTestId('chat-input').press('Enter');
  // Generous: the whole suite runs two browsers and the server on two cores.
  await expect(page.getByTestId('chat-message')).toHaveCount(2, { timeout: 15_000 });
  await screenshots(page, 'chat-desktop');

  await expect(guest.getByTestId('chat-message')).toHaveCount(2, { timeout: 15_000 });
  expect(count('/api/chat.php')).toBe(0);
  expect(count('/api/chats.php')).toBeLessThanOrEqual(count('/api/user.php'));
  expect(senderReads).toEqual([]);
  await expect(guest.getByTestId('chat-message').filter({ hasText: 'Hoi!' })).toContainText(t('chat_ui.read'));

  // Two more, the second written while the first is still on its way: the field is free at once,
  // both go, and they arrive in the order written.
  for (const text of ['Om tien uur?', 'Bij de haven.']) {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-input').press('Enter');
  }
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  const conversation = [/^Bij de haven\./, /^Om tien uur\?/, /^Graag! Zaterdag\?/, /^Hoi! Zin in koffie\?/];
  await expect(guest.getByTestId('chat-message')).toHaveText(conversation, { timeout: 15_000 });
  await expect(page.getByTestId('chat-message')).toHaveText(conversation);
  await screenshots(guest, 'chat-phone');

  // From the page's start the keyboard is two steps from the message field, past the chat list and
  // every message's Report button: the skip link (within 3 Tabs, after any banner), then Enter.
  await page.reload();
  await hydrated(page);
  const skip = page.getByTestId('skip-to-composer');
  for (let presses = 0; presses < 3 && !(await skip.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screenshots(page, 'chat-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-input')).toBeFocused();
  await other.close();
});

test('a member sends a gift from a profile and a photo in the chat; the other sees both', async ({ browser, page }) => {
  test.setTimeout(60_000);
  // Its own site: the live-chat test above counts the Dutch demo member's conversations.
  const demo = await post(page, 'herzklopfen', '/api/user.php', { email: demoEmail('herzklopfen'), password: DEMO_PASSWORD });
  expect(demo.status).toBe(200);
  const other = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const guest = await other.newPage();
  const email = `gift.${Date.now()}@example.org`;
  const signup = await post(guest, 'herzklopfen', '/api/signup.php', {
    email,
    name: 'Thijs',
    password: 'Velvet-Harbour-82',
    date_of_birth: '1986-06-06',
    gender: 'male',
    sexuality: 'hetero',
  });
  await guest.goto(siteUrl('herzklopfen', linkIn(await lastMailTo(OUTBOX, email))));

  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(siteUrl('herzklopfen', `/members/${signup.id}`));
  await hydrated(page);
  await page.getByTestId('member-actions').getByTestId('gift-button').click();
  await expect(page.getByTestId('gift-picker')).toBeVisible();
  await screenshots(page, 'gift-picker');
  await page.getByTestId('gift-rose').click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId('gift-message')).toContainText(de('chat_ui.gift_names.rose'));

  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7fbf' } })
    .png()
    .toBuffer();
  await page.getByTestId('photo-input').setInputFiles({ name: 'strand.png', mimeType: 'image/png', buffer: picture });
  await page.getByTestId('photo-confirm').getByTestId('confirm-ok').click();
  await expect(page.getByTestId('photo-message')).toBeVisible({ timeout: 15_000 });

  await guest.goto(siteUrl('herzklopfen', '/chats'));
  await hydrated(guest);
  await guest.getByTestId('chat-item').first().click();
  await expect(guest.getByTestId('gift-message')).toBeVisible();
  // Thijs never wrote to the sender: the photo arrives blurred until he taps it (decision 0098).
  await guest.getByTestId('blurred-photo').click();
  const photo = guest.getByTestId('photo-message');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await screenshots(guest, 'chat-gift-photo');
  await other.close();
});
