import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '#server/contract/languages';
import { texts } from '../support/texts';
import { ARTIFACTS, expect, hydrated, screenshot, screenshots, siteUrl, test } from './fixtures';
import { confirmedMember } from './support-members';
import { receiveNewLikes, receiveUnreadConversations } from './states-support';

/** docs/product.md#tab-bar: a member's phone keeps the five sections at its foot, and nothing covers them or the page's actions. */
const SITE = 'flirtlocal';
const t = texts('en');
const PHONE = { width: 375, height: 812 };

function newMember(page: Page, name: string) {
  return confirmedMember(page, SITE, { name: `${name}${Date.now() % 100000}`, gender: 'male', sexuality: 'hetero' });
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(siteUrl(SITE, pathname));
  await hydrated(page);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: t('tab_bar.label') });

/** The screen as the member sees it on a phone (the viewport, the tab bar at its foot), with SCREENSHOTS=1. */
const phoneShot = (page: Page, name: string) => screenshot(page, path.join(ARTIFACTS, `${name}-375.png`), { animations: 'disabled' });

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Whether two elements share any pixel on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await box(a), await box(b)];
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

test('on a phone the five sections are a tap away at the foot, with their counts; a desktop keeps the top bar', async ({ page }) => {
  const member = await newMember(page, 'Tabs');
  await receiveUnreadConversations(SITE, member.id, 2);
  await receiveNewLikes(SITE, member.id, 1);
  // The like may have its moment first; closed, its count waits on the tab.
  await page.addLocatorHandler(page.getByTestId('new-like-modal'), () => page.keyboard.press('Escape'));
  await page.setViewportSize(PHONE);
  await open(page, '/');

  const bar = tabBar(page);
  await expect(bar).toBeVisible();
  // Each tab is named by its word, with the count where one waits.
  const names = [t('tab_bar.search'), t('tab_bar.swipe'), `${t('tab_bar.chats')} (2)`, `${t('tab_bar.likes')} (1)`, t('tab_bar.profile')];
  await expect(bar.getByRole('link')).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(bar.getByRole('link').nth(index)).toHaveAccessibleName(name);
  await expect(bar.getByTestId('tab-chats-badge')).toHaveText('2');
  await expect(bar.getByTestId('tab-likes-badge')).toHaveText('1');
  // At the very foot of the screen, across its width.
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
  expect(barBox.width).toBe(PHONE.width);

  // The top bar leaves the sections to it: the mark, Get Premium and the profile menu, nothing cut off.
  const top = page.getByRole('banner');
  await expect(top.getByRole('link', { name: t('nav.search') })).toBeHidden();
  await expect(top.getByRole('link', { name: `${t('chat_ui.title')} (2)` })).toBeHidden();
  await expect(top.getByTestId('get-premium')).toBeVisible();
  await expect(top.getByTestId('profile-menu')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phoneShot(page, 'tab-bar-home');

  // Every language's words fit their tab at 375 px, none cut to an ellipsis.
  const words = LANGUAGES.flatMap((language) => ['search', 'swipe', 'chats', 'likes', 'profile'].map((key) => texts(language)(`tab_bar.${key}`)));
  const tooWide = await bar.getByTestId('tab-likes').evaluate((tab, all) => {
    // The visible word: the tab's one direct child hidden from screen readers (its name is the hidden text).
    const label = tab.querySelector(':scope > [aria-hidden="true"]');
    if (!(label instanceof HTMLElement)) throw new Error('no label');
    const style = getComputedStyle(tab);
    const room = tab.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = getComputedStyle(label).font;
    return all.filter((word) => context.measureText(word).width > room);
  }, words);
  expect(tooWide).toEqual([]);

  for (const [name, pathname, shot] of [
    ['search', '/members', 'tab-bar-search'],
    ['swipe', '/swipe-game', 'tab-bar-swipe'],
    ['chats', '/chats', 'tab-bar-chats'],
    ['likes', '/likes', 'tab-bar-likes'],
    ['profile', '/profile', 'tab-bar-profile'],
  ] as const) {
    await bar.getByTestId(`tab-${name}`).click();
    await expect(page).toHaveURL(siteUrl(SITE, pathname));
    await expect(bar.getByTestId(`tab-${name}`)).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    await phoneShot(page, shot);
  }

  // The page's foot ends above the bar: the footer's last line is not behind it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await overlap(page.getByTestId('disclaimer'), bar)).toBe(false);
  await phoneShot(page, 'tab-bar-page-end');
  await page.evaluate(() => window.scrollTo(0, 0));

  // A desktop has room in the top bar: no tab bar there.
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(bar).toBeHidden();
  await expect(top.getByRole('link', { name: t('nav.search') })).toBeVisible();
  await screenshots(page, 'tab-bar-profile-page');
});

test('an open conversation on a phone keeps its composer free; its back arrow leads back to the tabs', async ({ page }) => {
  const member = await newMember(page, 'Composer');
  await receiveUnreadConversations(SITE, member.id, 1);
  await page.setViewportSize(PHONE);
  await open(page, '/chats');
  await expect(tabBar(page)).toBeVisible();
  await page.getByTestId('chat-item').first().click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);

  const input = page.getByTestId('chat-input');
  const send = page.getByTestId('chat-send');
  await input.fill('Hello from the phone');
  await expect(tabBar(page)).toHaveCount(0);
  // In the screen and nothing over it: a trial click checks that the button itself would get the tap.
  const sendBox = await box(send);
  expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(PHONE.height);
  await send.click({ trial: true });
  await input.click({ trial: true });
  await phoneShot(page, 'tab-bar-conversation');

  await page
    .getByTestId('chat-top-bar')
    .getByRole('link', { name: t('chat_ui.back') })
    .click();
  await expect(page).toHaveURL(siteUrl(SITE, '/chats'));
  await expect(tabBar(page).getByTestId('tab-chats')).toHaveAttribute('aria-current', 'page');
});

test('the profile alert sits above the content on a phone, over neither the tab bar nor a card nor a profile action', async ({ page }) => {
  await newMember(page, 'Alert');
  await page.setViewportSize(PHONE);
  await open(page, '/members');
  const alert = page.getByTestId('enrich-alert');
  await expect(alert).toBeVisible();
  const firstCard = page.getByTestId('profile-card').first();
  await expect(firstCard).toBeVisible();
  expect(await overlap(alert, tabBar(page))).toBe(false);
  expect(await overlap(alert, firstCard)).toBe(false);
  await firstCard.click({ trial: true });
  await phoneShot(page, 'tab-bar-alert-search');

  // A profile is a screen of its own, as the apps push one over their tabs: its buttons at the fold stay free, the top bar leads on.
  await firstCard.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  const actions = page.getByTestId('member-actions');
  await expect(actions).toBeVisible();
  await expect(alert).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: t('nav.search') })).toBeVisible();
  expect(await overlap(alert, actions)).toBe(false);
  // The first action (like, or a fictional cam's "watch live") takes a tap once scrolled to.
  await actions.locator('a, button').first().click({ trial: true });
  await phoneShot(page, 'tab-bar-alert-profile');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'tab-bar-alert-profile-page');
});

test('a toast on a phone rises above the tab bar', async ({ page }) => {
  await newMember(page, 'Toast');
  await page.setViewportSize(PHONE);
  await open(page, '/notifications');
  await page.getByTestId('notification-promotions').getByRole('switch').first().click();
  const toast = page.getByTestId('notifications-saved');
  await expect(toast).toBeVisible();
  expect(await overlap(toast, tabBar(page))).toBe(false);
  await phoneShot(page, 'tab-bar-toast');
});
