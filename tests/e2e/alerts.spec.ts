import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_MAIL_EVENTS_TOKEN } from '../../playwright.config';
import { verpAddress } from '#server/core/domain/notifications/verp';
import { loadSecrets } from '#server/platform/secrets';
import { ROOT } from '#server/platform/paths';
import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { bounceReport, newMember, postWithoutSession } from './notifications-support';

/** docs/product.md#member-alerts: the members area's one alert at a time, what each says and where it leads. */
const TENANT = 'flirtlocal';
const t = texts('en');
const DAY_MS = 24 * 60 * 60 * 1000;

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(siteUrl(TENANT, pathname));
  await hydrated(page);
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
/** The page as the server renders it for this browser's cookies, before any script runs. */
const served = (page: Page, pathname: string) => page.evaluate(async (address) => (await fetch(address)).text(), pathname);

test('a member with an incomplete profile is told what is missing, is led to each place, and a "not now" holds for a week', async ({ page }) => {
  await newMember(page, TENANT);
  // The server renders the alert into the page, so it never appears after it and moves the page.
  expect(await served(page, '/members')).toContain('data-testid="enrich-alert"');
  await open(page, '/members');
  const alert = page.getByTestId('enrich-alert');
  await expect(alert).toContainText(t('member_alerts.enrich.title'));
  await expect(alert.getByRole('link')).toHaveText([
    t('member_alerts.enrich.parts.photo'),
    t('member_alerts.enrich.parts.interests'),
    t('member_alerts.enrich.parts.about_me'),
  ]);
  // One alert at a time: the push offer waits behind it.
  await expect(page.getByTestId('push-alert')).toBeHidden();
  await screenshots(page, 'alerts-enrich');

  // "Write a few lines about yourself" opens the text on the member's own profile, ready to type.
  await alert.getByRole('link', { name: t('member_alerts.enrich.parts.about_me') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/profile#about-me'));
  const about = page.getByLabel(t('signup.about_label'));
  await expect(about).toBeFocused();
  await about.fill('Sunday markets, long walks by the sea and good coffee.');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(t('profile.saved'))).toBeVisible();

  // Back in the members area the alert asks only for what is still missing; each link lands on its part.
  await page
    .getByRole('link', { name: t('nav.search') })
    .first()
    .click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/members'));
  await expect(alert.getByRole('link')).toHaveText([t('member_alerts.enrich.parts.photo'), t('member_alerts.enrich.parts.interests')]);
  await alert.getByRole('link', { name: t('member_alerts.enrich.parts.interests') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/profile#interests'));
  await expect(page.locator('#interests')).toBeFocused();
  await expect(page.locator('#interests')).toBeInViewport();
  await page.goBack();
  await alert.getByRole('link', { name: t('member_alerts.enrich.parts.photo') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/profile#photos'));
  await expect(page.getByTestId('photo-manager')).toBeFocused();
  await page.goBack();

  // "Not now" stores the moment; the alert stays away after a reload, and no other alert takes its place on this page.
  await alert.getByRole('button', { name: t('member_alerts.not_now') }).click();
  await expect(alert).toBeHidden();
  expect(Date.parse((await stored(page, 'hide-enrich-alert')) ?? '')).toBeGreaterThan(Date.now() - 60_000);
  await expect(page.getByTestId('push-alert')).toBeHidden();
  expect(await served(page, '/members')).not.toContain('data-testid="enrich-alert"');
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('push-alert')).toBeVisible();
  await expect(alert).toBeHidden();

  // The push offer's "Not now" rests it the same way.
  await page
    .getByTestId('push-alert')
    .getByRole('button', { name: t('push.not_now') })
    .click();
  await expect(page.getByTestId('push-alert')).toBeHidden();
  expect(Date.parse((await stored(page, 'hide-push-notification-alert')) ?? '')).toBeGreaterThan(Date.now() - 60_000);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('push-alert')).toBeHidden();

  // A week later the profile still lacks a photo and interests: the alert is back.
  await page.evaluate(
    (at) => {
      localStorage.setItem('hide-enrich-alert', at);
      document.cookie = `hide-enrich-alert=${encodeURIComponent(at)}; Path=/`;
    },
    new Date(Date.now() - 8 * DAY_MS).toISOString(),
  );
  await page.reload();
  await hydrated(page);
  await expect(alert).toBeVisible();
  await expect(page.getByTestId('push-alert')).toBeHidden();
});

test('a member whose address bounced is told so first, fixes it on the notification settings, and the alert is gone', async ({ page }) => {
  const member = await newMember(page, TENANT);
  const tenant = JSON.parse(fs.readFileSync(path.join(ROOT, 'tenants', `${TENANT}.json`), 'utf8')) as { id: string; domains: string[] };
  const returnPath = verpAddress(loadSecrets({ dataDir: E2E_DATA_DIR as string }), tenant, member.id);
  const bounced = await postWithoutSession(page, '/api/mail-events.php', bounceReport(returnPath, member.email), {
    Authorization: `Bearer ${E2E_MAIL_EVENTS_TOKEN}`,
    'Content-Type': 'message/rfc822',
  });
  expect(bounced.status).toBe(202);

  await open(page, '/members');
  const alert = page.getByTestId('disabled-notifications-alert');
  await expect(alert).toContainText(t('member_alerts.mail.bounce_title'));
  // Mail that no longer arrives comes before the incomplete profile.
  await expect(page.getByTestId('enrich-alert')).toBeHidden();
  await screenshots(page, 'alerts-disabled-bounce');
  await expect(alert).toContainText(t('member_alerts.mail.bounce_text', { email: member.email }));

  // It leads to the notification settings, which offer both ways out: correct the address, or try again.
  await alert.getByRole('link', { name: t('member_alerts.mail.bounce_action') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/notifications'));
  const banner = page.getByTestId('email-disabled-bounce');
  await expect(banner).toContainText(member.email);
  await banner.getByRole('link', { name: t('notifications_page.correct_address') }).click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/settings#change-email'));
  await expect(page.getByLabel(t('fields.new_email'))).toBeFocused();
  await page.goBack();

  const resumed = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/notifications.php'));
  await banner.getByRole('button', { name: t('notifications_page.try_again') }).click();
  expect((await resumed).ok()).toBe(true);
  await expect(banner).toBeHidden();

  // Back in the members area (in the app and after a fresh load) mail is fine: the profile's alert has its turn.
  await page
    .getByRole('link', { name: t('nav.search') })
    .first()
    .click();
  await expect(page).toHaveURL(siteUrl(TENANT, '/members'));
  await expect(page.getByTestId('enrich-alert')).toBeVisible();
  await expect(alert).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('enrich-alert')).toBeVisible();
  await expect(alert).toBeHidden();
});
