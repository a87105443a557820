import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_TENANTS_DIR } from '../../playwright.config';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import { texts } from '../support/texts';
import { ARTIFACTS, expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { confirmedMember } from './support-members';
import { asInstalledApp, conversationPastHistoryLimit, receiveNewLikes, receiveUnreadConversations, setPaidBalance, tokenColour } from './states-support';

const SITE = 'flirtlocal';
const t = texts('en');

function newMember(page: Page, name: string) {
  return confirmedMember(page, SITE, { name: `${name}${Date.now() % 100000}`, gender: 'male', sexuality: 'hetero' });
}

async function openSearch(page: Page): Promise<void> {
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
}

/** The top bar alone, at a phone's and a desktop's width, for people to look at. */
async function barShots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page.getByRole('banner'), path.join(ARTIFACTS, `${name}-${width}.png`));
  }
}

test('the messages and likes badges show 99+ above 99', async ({ page }) => {
  const member = await newMember(page, 'Badge');
  await receiveNewLikes(SITE, member.id, 120);
  await receiveUnreadConversations(SITE, member.id, 100);
  await openSearch(page);
  await expect(page.getByTestId('likes-badge')).toHaveText('99+');
  await expect(page.getByTestId('chats-badge')).toHaveText('99+');
  await expect(page.getByRole('link', { name: `${t('chat_ui.title')} (99+)` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${t('likes_ui.title')} (99+)` })).toBeVisible();
  // The title counts unread chats and new likes together, capped the same way.
  await expect(page).toHaveTitle(/^\(99\+\) /);
  // The newest like is announced in a modal of its own; closed, the bar shows as the member sees it.
  await page.getByTestId('new-like-modal').waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('new-like-modal')).toHaveCount(0);
  await barShots(page, 'states-badges-99-plus');
});

test('the credits badge of a member who has bought: warning from 10 to 1, danger at 0, none above 10', async ({ page }) => {
  const member = await newMember(page, 'Coins');
  const shown = page.getByTestId('credits-badge');
  const colours: Record<string, string> = {};
  for (const [credits, tone] of [
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ] as const) {
    await setPaidBalance(member.id, credits);
    await openSearch(page);
    await expect(shown).toHaveText(String(credits));
    await expect(shown).toHaveAttribute('data-tone', tone);
    const background = await shown.evaluate((badge) => getComputedStyle(badge).backgroundColor);
    expect(background, `${credits} credits`).toBe(await tokenColour(page, '[data-testid=credits-badge]', `--dp-color-${tone}`));
    colours[tone] = background;
    await barShots(page, `states-credits-${credits}`);
  }
  expect(colours.warning).not.toBe(colours.danger);

  await setPaidBalance(member.id, 11);
  await openSearch(page);
  await expect(page.getByTestId('credits-balance')).toHaveText('11');
  await expect(shown).toHaveCount(0);
  const plain = await page.getByTestId('credits-balance').evaluate((balance) => getComputedStyle(balance).backgroundColor);
  expect([colours.warning, colours.danger]).not.toContain(plain);
});

test('a conversation older than the history limit says its older messages are hidden for privacy', async ({ page }) => {
  const site = new TenantRegistry(loadTenantFiles(E2E_TENANTS_DIR as string)).get(SITE);
  if (!site) throw new Error(`no site ${SITE}`);
  const member = await newMember(page, 'Memory');
  const limit = site.tenant.chat_history_days;
  const conversation = await conversationPastHistoryLimit(SITE, member.id, limit);
  await page.goto(siteUrl(SITE, `/chats/${conversation}`));
  await hydrated(page);
  const thread = page.getByTestId('chat-message');
  await expect(thread).toHaveCount(1);
  await expect(thread).toContainText('Message from 0 days ago');
  await expect(page.getByText(t('chat_ui.history_notice'))).toBeVisible();
  await expect(page.getByText(`Message from ${limit + 30} days ago`)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, path.join(ARTIFACTS, 'states-history-notice-375.png'));
  await page.setViewportSize({ width: 1200, height: 900 });
  await screenshot(page, path.join(ARTIFACTS, 'states-history-notice-1200.png'));
});

test.describe('the back button', () => {
  test('in the installed app, on a profile and the likes once the site has a page to go back to', async ({ page }) => {
    await newMember(page, 'Back');
    await asInstalledApp(page);
    const back = page.getByRole('button', { name: t('nav.back'), exact: true });

    await openSearch(page);
    await expect(back).toHaveCount(0);
    await page.getByRole('main').locator('a[href^="/members/"]').first().click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(back).toBeVisible();
    await barShots(page, 'states-back-button');
    await back.click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(back).toHaveCount(0);

    // The first page the app shows has nothing of the site to go back to, however long the browser's own history.
    await page.goto(siteUrl(SITE, '/likes'));
    await hydrated(page);
    expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
    await expect(back).toHaveCount(0);
    await page.getByRole('link', { name: t('likes_ui.tabs.sent') }).click();
    await expect(page).toHaveURL(/\/likes\/sent$/);
    await expect(back).toBeVisible();
  });

  test('never in a browser tab, where the browser has its own', async ({ page }) => {
    await newMember(page, 'Tab');
    await openSearch(page);
    await page.getByRole('main').locator('a[href^="/members/"]').first().click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('nav.back'), exact: true })).toHaveCount(0);
  });
});
