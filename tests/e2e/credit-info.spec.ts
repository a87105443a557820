import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { apiPost, ARTIFACTS, expect, hydrated, screenshot, screenshots, siteUrl, test } from './fixtures';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const t = texts('en');

/** A new, confirmed member (20 sign-up credits, 10 per message on this site), logged in on `page`. */
async function newMember(page: Page): Promise<void> {
  const email = `bonus.${Date.now()}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name: `Toby${Date.now() % 100000}`,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1986-06-06',
    gender: 'male',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
}

/** Spends credits the way members do: messages to someone from the search (run on a page of the site). */
async function sendMessages(page: Page, count: number): Promise<number> {
  return page.evaluate(async (total) => {
    const headers = { 'Content-Type': 'application/json', 'X-Request-Type': 'client' };
    const found = await (await fetch('/api/members.php', { headers })).json();
    let credits = -1;
    for (let index = 0; index < total; index += 1) {
      const body = { profile_id: found.results[0].id, type: 'text', text: `Hello number ${index}`, client_id: `credit-info-${Date.now()}-${index}` };
      const res = await fetch('/api/chat.php', { method: 'POST', headers, body: JSON.stringify(body) });
      credits = (await res.json()).credits;
    }
    return credits;
  }, count);
}

async function currentUser(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  return page.evaluate(async () => (await (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()).user);
}

/** Jumps the page's clock and waits until the countdown shows it, so React has caught up. */
async function jump(page: Page, seconds: number): Promise<void> {
  const countdown = page.getByTestId('time-bonus-countdown');
  const before = toSeconds(await countdown.textContent());
  await page.clock.fastForward(seconds * 1000);
  await expect.poll(async () => toSeconds(await countdown.textContent())).toBeLessThanOrEqual(before - seconds);
}

function toSeconds(text: string | null): number {
  const [hours = 0, minutes = 0, seconds = 0] = (text ?? '').split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

async function openMembersArea(page: Page): Promise<void> {
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
}

test('a visitor reads the price list and is invited to sign up', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/pricing'));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: t('pricing.title') })).toBeVisible();
  await expect(page.getByTestId('price-row')).toHaveCount(3);
  await expect(page.getByTestId('price-table')).toContainText('£');
  await expect(page.getByTestId('credit-costs').getByRole('listitem').first()).toContainText('10');
  await expect(page.getByTestId('pricing-methods')).toContainText(t('payment_methods.creditcard'));
  await expect(page.getByTestId('premium-benefits')).toContainText(t('premium.benefits.photos_text', { premium: 25, free: 3 }));
  await screenshots(page, 'pricing-visitor');
  await page.getByTestId('pricing-cta').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
});

test('a new member: time bonus banner and modal, Get Premium, then a purchase, the credits badge and the receipt', async ({ page }) => {
  test.setTimeout(120_000);
  // The modal waits 40 s; the browser's clock is jumped forward instead of waited for.
  await page.clock.install();
  await page.setViewportSize({ width: 1200, height: 900 });
  await newMember(page);

  await test.step('no payments yet: the history holds the welcome credits', async () => {
    await page.goto(siteUrl(SITE, '/transactions'));
    await hydrated(page);
    await expect(page.getByTestId('credit-movement')).toHaveCount(1);
    await expect(page.getByTestId('credit-movement')).toHaveAttribute('data-kind', 'signup_bonus');
    await expect(page.getByTestId('credit-movement')).toContainText(t('transactions.history.signup_bonus'));
    await expect(page.getByTestId('transaction-row')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('transactions.buy') })).toHaveAttribute('href', '/credits');
    await screenshots(page, 'transactions-welcome');
  });

  await test.step('Get Premium and the banner counting down in the members area', async () => {
    await page.goto(siteUrl(SITE, '/profile'));
    await hydrated(page);
    await expect(page.getByTestId('get-premium')).toBeVisible();
    // Only the members area shows the banner.
    await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);
    await openMembersArea(page);
    const countdown = page.getByTestId('time-bonus-countdown');
    await expect(countdown).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await expect(page.getByTestId('time-bonus-banner').getByRole('link')).toHaveAttribute('href', '/credits?discountcode=TIMEBONUS25');
    await screenshots(page, 'time-bonus-banner');
    await page.getByTestId('get-premium').click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
    // The packages show the bonus's prices (the list price struck through); the credits page applies it without a code.
    await expect(page.getByTestId('packages').getByRole('link').first()).toHaveAttribute('href', /^\/credits\/[\w-]+$/);
    await screenshots(page, 'premium-free');
    await page.goto(siteUrl(SITE, '/chats'));
    await hydrated(page);
    await expect(page.getByTestId('chats-screen')).toBeVisible();
    await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
    await screenshots(page, 'time-bonus-chats');
  });

  await test.step('no modal while the member has credits', async () => {
    await openMembersArea(page);
    await jump(page, 41);
    await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);
  });

  await test.step('the modal 40 s after entering the members area at 0 credits; dismissed for good', async () => {
    expect(await sendMessages(page, 2)).toBe(0);
    await openMembersArea(page);
    await jump(page, 30);
    await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);
    await page.clock.fastForward('00:11');
    const modal = page.getByTestId('time-bonus-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('time-bonus-modal-countdown')).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
    await expect(modal.getByRole('link', { name: t('time_bonus.claim', { percentage: 25 }) })).toHaveAttribute('href', '/credits?discountcode=TIMEBONUS25');
    await screenshots(page, 'time-bonus-modal');
    await modal.getByRole('button', { name: t('time_bonus.later') }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hide-time-bonus-modal'))).toMatch(/^\d{4}-\d\d-\d\dT/);
    await openMembersArea(page);
    await jump(page, 41);
    await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);
  });

  await test.step('buying a package makes the member premium: credits instead of Get Premium, no bonus', async () => {
    const started = await apiPost<{ redirect: string }>(page, SITE, '/api/payment.php', { package: 'starter', paymentmethod: 'creditcard' });
    expect(started.status).toBe(201);
    await page.goto(started.body.redirect);
    await page.getByTestId('sandbox-checkout').locator('button[value=paid]').click();
    await expect.poll(async () => (await currentUser(page)).paid_user, { timeout: 20_000 }).toBe(true);
    await openMembersArea(page);
    await expect(page.getByTestId('credits-link')).toHaveAccessibleName(t('nav.credits_balance', { credits: 100 }));
    await expect(page.getByTestId('credits-balance')).toHaveText('100');
    await expect(page.getByTestId('get-premium')).toHaveCount(0);
    await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);
  });

  await test.step('the credits badge: warning at 10 or fewer, danger at 0', async () => {
    expect(await sendMessages(page, 9)).toBe(10);
    await openMembersArea(page);
    await expect(page.getByTestId('credits-badge')).toHaveAttribute('data-tone', 'warning');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page.getByRole('banner'), path.join(ARTIFACTS, 'topbar-credits-warning-375.png'));
    expect(await sendMessages(page, 1)).toBe(0);
    await openMembersArea(page);
    await expect(page.getByTestId('credits-badge')).toHaveAttribute('data-tone', 'danger');
    await expect(page.getByTestId('credits-badge')).toHaveText('0');
    await screenshot(page.getByRole('banner'), path.join(ARTIFACTS, 'topbar-credits-danger-375.png'));
    await page.setViewportSize({ width: 1200, height: 900 });
    await screenshot(page.getByRole('banner'), path.join(ARTIFACTS, 'topbar-credits-danger-1200.png'));
  });

  await test.step('the transaction and its receipt', async () => {
    await page.goto(siteUrl(SITE, '/transactions'));
    await hydrated(page);
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
    await expect(page.getByTestId('transaction-row')).toContainText(t('transactions.status.paid'));
    // Where the credits went: the messages after the purchase, newest first, down to 0.
    const movements = page.getByTestId('credit-movement');
    await expect(movements.first()).toHaveAttribute('data-kind', 'message');
    await expect(movements.first().getByTestId('movement-balance')).toHaveText(t('transactions.history.balance_after', { count: 0 }));
    await expect(movements.last()).toHaveAttribute('data-kind', 'signup_bonus');
    await expect(page.locator('[data-kind=purchase]').getByTestId('movement-amount')).toHaveText('+100');
    await screenshots(page, 'transactions-list');
    await page.getByTestId('transaction-row').click();
    const receipt = page.getByTestId('transaction-receipt');
    await expect(receipt).toContainText(t('transactions.package_line', { count: 100 }));
    await expect(receipt).toContainText(t('payment_methods.creditcard'));
    await expect(receipt).not.toContainText('starter');
    await expect(receipt.getByTestId('transaction-total')).toContainText('£');
    await expect(receipt.getByTestId('company-block')).toContainText('Amora Media B.V.');
    await expect(receipt.getByTestId('refund-notice')).toContainText(/\d+ days/);
    await screenshots(page, 'transaction-receipt');
  });

  await test.step('premium members are told they have it', async () => {
    await page.goto(siteUrl(SITE, '/premium'));
    await hydrated(page);
    await expect(page.getByTestId('premium-status')).toHaveText(t('premium.is_premium_text'));
    await screenshots(page, 'premium-member');
  });
});
