import path from 'node:path';
import type { Page } from '@playwright/test';
import { texts } from '../support/texts';
import { apiPost, ARTIFACTS, consoleErrors, expect, hydrated, screenshot, SCREENSHOTS, siteUrl, test } from './fixtures';
import { confirmedMember } from './support-members';

const SITE = 'flirtlocal';
const t = texts('en');

/** The types of the realtime events a page received, from its /api/live socket (watched before it loads). */
function liveEvents(page: Page): string[] {
  const types: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/api/live') return;
    socket.on('framereceived', ({ payload }) => types.push((JSON.parse(String(payload)) as { type: string }).type));
  });
  return types;
}

/** Opens a page of the site and waits until its realtime socket is ready: what happens before would not arrive live. */
async function openLive(page: Page, pathname: string): Promise<string[]> {
  const events = liveEvents(page);
  await page.goto(siteUrl(SITE, pathname));
  await hydrated(page);
  await expect.poll(() => events.includes('ready')).toBe(true);
  return events;
}

/** A text message from the member signed in on `page`, as the composer sends it; its conversation. */
async function write(page: Page, to: number, text: string): Promise<number> {
  const answer = await page.evaluate(
    async ({ profileId, body }) => {
      const res = await fetch('/api/chat.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify({ profile_id: profileId, client_id: crypto.randomUUID(), type: 'text', text: body }),
      });
      return { status: res.status, body: (await res.json()) as { message: { conversation_id: number } } };
    },
    { profileId: to, body: text },
  );
  expect(answer.status).toBe(200);
  return answer.body.message.conversation_id;
}

/** The page with its notice at the phone's and the desktop's width (SCREENSHOTS=1), the pointer holding it; ends at the desktop's. */
async function noticeShots(page: Page, name: string): Promise<void> {
  for (const width of SCREENSHOTS ? [375, 1200] : [1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.getByTestId('in-app-notice').hover();
    await screenshot(page, path.join(ARTIFACTS, `${name}-${width}.png`), { animations: 'disabled' });
  }
}

test('a message or a like from elsewhere shows a small notice; never in its own conversation, never for one’s own message', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100000;
  await page.setViewportSize({ width: 1200, height: 900 });
  const ben = await confirmedMember(page, SITE, { name: `Ben${suffix}`, gender: 'male', sexuality: 'hetero' });
  const annaContext = await browser.newContext();
  const anna = await annaContext.newPage();
  const annaName = `Anna${suffix}`;
  await confirmedMember(anna, SITE, { name: annaName, gender: 'female', sexuality: 'hetero' });
  // Anna has the site open in a second tab too: her own message must not announce itself there.
  const annaTab = await annaContext.newPage();
  const errors = [anna, annaTab].map(consoleErrors);
  await openLive(annaTab, '/members');
  await openLive(page, '/members');

  const notice = page.getByTestId('in-app-notice');
  const listReloaded = annaTab.waitForResponse((response) => new URL(response.url()).pathname === '/api/chats.php');
  const conversation = await write(
    anna,
    ben.id,
    'Hi Ben! I saw you like hiking too. Shall we walk along the dunes on Saturday morning and get a coffee after?',
  );

  // Ben, browsing the members, sees who wrote and how it starts, announced politely, his focus left where it was.
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(annaName);
  await expect(notice).toContainText('Hi Ben! I saw you like hiking too.');
  await expect(page.getByRole('status').filter({ has: notice })).toHaveAttribute('aria-live', 'polite');
  await expect(notice.getByRole('link')).not.toBeFocused();
  // Anna's other tab heard of her message (its chat list came again for the new conversation) and shows nothing.
  await listReloaded;
  await expect(annaTab.getByTestId('in-app-notice')).toHaveCount(0);
  await noticeShots(page, 'in-app-notice-message');

  // A tap opens the conversation, and the notice goes.
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(siteUrl(SITE, `/chats/${conversation}`));
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await expect(notice).toHaveCount(0);

  // Her next message arrives in the open conversation without a notice; a like that comes after it
  // is the one notice (the chat screens have no like moment, so the notice announces it).
  await write(anna, ben.id, 'Or Sunday, if that suits you better.');
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  const caraContext = await browser.newContext();
  const cara = await caraContext.newPage();
  errors.push(consoleErrors(cara));
  const caraName = `Cara${suffix}`;
  const caraMember = await confirmedMember(cara, SITE, { name: caraName, gender: 'female', sexuality: 'hetero' });
  expect((await apiPost(cara, SITE, '/api/like.php', { id: ben.id })).status).toBe(200);
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(t('in_app_notice.like_title'));
  await expect(notice).toContainText(t('in_app_notice.like_text', { name: caraName }));
  await expect(notice.getByRole('link')).toHaveAttribute('href', `/members/${caraMember.id}`);
  await noticeShots(page, 'in-app-notice-like');

  // Closed with its button; the like stays new, and its announcement was the notice: no modal repeats it.
  await notice.getByRole('button', { name: t('in_app_notice.close') }).click();
  await expect(notice).toHaveCount(0);
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  await expect(page.getByTestId('likes-badge')).toHaveText('1');
  await expect(page.getByTestId('new-like-modal')).toHaveCount(0);

  await Promise.all([annaContext.close(), caraContext.close()]);
  expect(errors.flat()).toEqual([]);
});
