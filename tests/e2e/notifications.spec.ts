import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_MAIL_EVENTS_TOKEN } from '../../playwright.config';
import { unsubscribeToken } from '#server/core/domain/notifications/unsubscribe';
import { verpAddress } from '#server/core/domain/notifications/verp';
import { loadSecrets } from '#server/platform/secrets';
import { ROOT } from '#server/platform/paths';
import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { bounceReport, complaintReport, logIn, newMember, postWithoutSession, replaceBrowserPushService, restEnrichAlert } from './notifications-support';

const TENANT = 'flirtlocal';
const ORIGIN = new URL(siteUrl(TENANT)).origin;
const t = texts('en');

const secrets = () => loadSecrets({ dataDir: E2E_DATA_DIR as string });
const tenantFile = () => JSON.parse(fs.readFileSync(path.join(ROOT, 'tenants', `${TENANT}.json`), 'utf8')) as { id: string; domains: string[] };

async function openSettings(page: Page): Promise<void> {
  await page.goto(siteUrl(TENANT, '/notifications'));
  await hydrated(page);
  await expect(page.getByTestId('push-card')).not.toHaveAttribute('data-state', 'unknown');
}

test('each type keeps its switches, and the states a link, a bounce or a spam report left are shown with a way back', async ({ page }) => {
  const member = await newMember(page, TENANT);
  await openSettings(page);
  const emailSwitch = (type: string) => page.getByTestId(`notification-${type}`).getByRole('switch').first();
  const likePush = page.getByTestId('notification-like').getByRole('switch').nth(1);

  // Offers, weekly updates and news wait for the member's yes; the switches give it, each saved at once.
  for (const type of ['promotions', 'weekly_updates', 'news']) {
    await expect(emailSwitch(type)).not.toBeChecked();
    await emailSwitch(type).click();
    await expect(emailSwitch(type)).toBeChecked();
    await expect(emailSwitch(type)).toBeEnabled();
  }
  await expect(page.getByTestId('notifications-saved')).toBeVisible();
  await expect(page.getByRole('switch', { checked: false })).toHaveCount(0);
  await screenshots(page, 'notifications-all-on');

  // An e-mail and a push switch turned off, kept over a reload.
  await emailSwitch('weekly_updates').click();
  await expect(emailSwitch('weekly_updates')).toBeEnabled();
  await likePush.click();
  await expect(likePush).not.toBeChecked();
  await expect(likePush).toBeEnabled();
  await page.reload();
  await hydrated(page);
  await expect(emailSwitch('weekly_updates')).not.toBeChecked();
  await expect(likePush).not.toBeChecked();
  await expect(emailSwitch('news')).toBeChecked();
  await screenshots(page, 'notifications-some-off');

  // The one-click unsubscribe of a mail (RFC 8058): no session, no page, the type is off "by a link".
  const token = unsubscribeToken(secrets(), TENANT, member.id, 'new_messages');
  const unsubscribed = await postWithoutSession(page, `/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click', {
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  expect(unsubscribed.status).toBe(200);
  await page.reload();
  await hydrated(page);
  const newMessages = page.getByTestId('notification-new_messages');
  await expect(newMessages.getByTestId('notification-unsubscribed')).toBeVisible();
  await expect(newMessages.getByRole('switch').first()).not.toBeChecked();
  await screenshots(page, 'notifications-unsubscribed');
  await newMessages.getByRole('button', { name: t('notifications_page.turn_back_on') }).click();
  await expect(newMessages.getByTestId('notification-unsubscribed')).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('notification-new_messages').getByRole('switch').first()).toBeChecked();

  // A hard bounce sent to the mail's return path stops the address; "try again" resumes it.
  const returnPath = verpAddress(secrets(), tenantFile(), member.id);
  const intake = { Authorization: `Bearer ${E2E_MAIL_EVENTS_TOKEN}`, 'Content-Type': 'message/rfc822' };
  const bounced = await postWithoutSession(page, '/api/mail-events.php', bounceReport(returnPath, member.email), intake);
  expect(bounced.status).toBe(202);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('email-disabled-bounce')).toContainText(member.email);
  await expect(page.getByTestId('notification-new_messages')).toContainText(t('notifications_page.paused'));
  await screenshots(page, 'notifications-bounced');
  await page.getByRole('button', { name: t('notifications_page.try_again') }).click();
  await expect(page.getByTestId('email-disabled-bounce')).toBeHidden();

  // A spam report stops it too, until the member turns mail back on.
  const complained = await postWithoutSession(page, '/api/mail-events.php', complaintReport(returnPath, member.email), intake);
  expect(complained.status).toBe(202);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('email-disabled-fbl')).toBeVisible();
  await screenshots(page, 'notifications-fbl');
  // The page hides the notice at once; the reload waits for the server to have taken the change.
  const resumed = page.waitForResponse((response) => response.request().method() !== 'GET' && response.url().includes('/api/'));
  await page.getByRole('button', { name: t('notifications_page.resume') }).click();
  await expect(page.getByTestId('email-disabled-fbl')).toBeHidden();
  expect((await resumed).ok()).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('email-disabled-fbl')).toBeHidden();
  await expect(page.getByTestId('notification-new_messages').getByRole('switch').first()).toBeChecked();
});

test('push is turned on from the alert, the server keeps the device, and turning it off or logging out removes it', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await replaceBrowserPushService(context);
  await restEnrichAlert(context);
  const member = await newMember(page, TENANT);

  await page.goto(siteUrl(TENANT, '/members'));
  await hydrated(page);
  const alert = page.getByTestId('push-alert');
  await expect(alert).toContainText(t('push.alert_title'));
  await screenshots(page, 'push-alert');
  await alert.getByRole('button', { name: t('push.turn_on') }).click();
  await expect(alert).toContainText(t('push.on_title'));

  await openSettings(page);
  const card = page.getByTestId('push-card');
  await expect(card).toHaveAttribute('data-state', 'subscribed');
  await expect(page.getByTestId('push-devices')).toHaveText(t('push.devices', { number: 1 }));
  await screenshots(page, 'notifications-push-subscribed');
  await page.reload();
  await hydrated(page);
  await expect(card).toHaveAttribute('data-state', 'subscribed');

  await card.getByRole('button', { name: t('push.turn_off') }).click();
  await expect(card).toHaveAttribute('data-state', 'unsubscribed');
  await expect(page.getByTestId('push-devices')).toBeHidden();

  // Logging out removes this browser's subscription first: the next person here gets nothing of this member's.
  await card.getByRole('button', { name: t('push.turn_on') }).click();
  await expect(page.getByTestId('push-devices')).toHaveText(t('push.devices', { number: 1 }));
  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/'));
  await logIn(page, member.email);
  await openSettings(page);
  await expect(card).toHaveAttribute('data-state', 'unsubscribed');
  await expect(page.getByTestId('push-devices')).toBeHidden();
});

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

test('a push reaches the real service worker: the notification shows, and its click takes the open tab to the conversation', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await replaceBrowserPushService(context);
  await newMember(page, TENANT);
  const other = await page.evaluate(async () => {
    const answer = await fetch('/api/members.php', { headers: { 'X-Request-Type': 'client' } });
    return ((await answer.json()) as { results: { id: number }[] }).results[0]?.id;
  });
  expect(other).toBeTruthy();
  await openSettings(page);
  await page
    .getByTestId('push-card')
    .getByRole('button', { name: t('push.turn_on') })
    .click();
  await expect(page.getByTestId('push-card')).toHaveAttribute('data-state', 'subscribed');

  const cdp = await context.newCDPSession(page);
  const registrations: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((item) => item.scopeURL === `${ORIGIN}/` && !item.isDeleted)).toBe(true);
  const registrationId = registrations.find((item) => item.scopeURL === `${ORIGIN}/` && !item.isDeleted)?.registrationId;
  if (!registrationId) throw new Error('the worker has no registration');
  const deliver = (message: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: JSON.stringify(message) });
  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({ title, body, tag })));

  const message = {
    title: 'Sam',
    body: 'Sent you a message',
    tag: `chat-${other}`,
    url: `/members/${other}/chat`,
    icon: '/icons/icon-192.png',
    lang: 'en',
    badge: 1,
  };
  await deliver(message);
  await expect.poll(shown).toEqual([{ title: 'Sam', body: 'Sent you a message', tag: `chat-${other}` }]);
  // A second message of the same conversation replaces the first: one notification per conversation.
  await deliver({ ...message, body: 'Sent you 2 messages', badge: 2 });
  await expect.poll(shown).toEqual([{ title: 'Sam', body: 'Sent you 2 messages', tag: `chat-${other}` }]);

  await page.goto(siteUrl(TENANT, '/members'));
  await hydrated(page);
  const worker = context.serviceWorkers().find((item) => item.url().endsWith('/sw-push.js')) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const NotificationEvent = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    const [notification] = await scope.registration.getNotifications();
    if (notification) scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(siteUrl(TENANT, `/members/${other}/chat`));
  await expect.poll(shown).toEqual([]);
});

test('a browser that refuses notifications is recorded as denied, and the page says how to allow them', async ({ page, context }) => {
  await restEnrichAlert(context);
  await newMember(page, TENANT);
  await page.goto(siteUrl(TENANT, '/members'));
  await hydrated(page);
  const alert = page.getByTestId('push-alert');
  await alert.getByRole('button', { name: t('push.turn_on') }).click();
  await expect(alert).toContainText(t('push.denied_title'));
  await alert.getByRole('link', { name: t('push.how_to_allow') }).click();
  const card = page.getByTestId('push-card');
  await expect(card).toHaveAttribute('data-state', 'denied');
  await expect(card).toContainText(t('push.denied_step_2'));
  await screenshots(page, 'notifications-push-denied');
});

test('while this browser is subscribed, the member, chats and likes are refreshed every 300 s instead of 60 s', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await replaceBrowserPushService(context);
  await newMember(page, TENANT);
  // The page's own clock (timers, Date) runs under the test's hand; every refresh asks for the member.
  await page.clock.install();
  await context.addInitScript(() => {
    const refreshes: number[] = [];
    Object.assign(window, { refreshes });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input) === '/api/user.php' && (init?.method ?? 'GET') === 'GET') refreshes.push(Date.now());
      return fetch(input, init);
    };
  });
  await openSettings(page);
  const refreshes = () => page.evaluate(() => (window as unknown as { refreshes: number[] }).refreshes.length);
  const gaps = () =>
    page.evaluate(() => {
      const times = (window as unknown as { refreshes: number[] }).refreshes;
      return times.slice(1).map((time, index) => Math.round((time - (times[index] as number)) / 1000));
    });

  await page.clock.runFor(5_000 + 60_000);
  await expect.poll(refreshes).toBe(2);
  await page
    .getByTestId('push-card')
    .getByRole('button', { name: t('push.turn_on') })
    .click();
  await expect(page.getByTestId('push-card')).toHaveAttribute('data-state', 'subscribed');
  // The refresh already planned keeps its minute; from then on the pace is five minutes.
  await page.clock.runFor(60_000 + 300_000);
  await expect.poll(refreshes).toBe(4);
  expect(await gaps()).toEqual([60, 60, 300]);
});
