import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'regenboog-date';
const nl = texts('nl');

/** A new, confirmed member of the Dutch site (pays in euros, iDEAL offered), logged in on `page`. */
async function newMember(page: Page, name: string): Promise<void> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1988-08-08',
    gender: 'male',
    sexuality: 'gay',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
}

async function credits(page: Page): Promise<{ credits: number; paid_user: boolean }> {
  return page.evaluate(async () => (await (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()).user);
}

/** Chooses a package and a method on /credits, then the payer's choice on the sandbox checkout. */
async function buy(page: Page, packageId: string, method: string, outcome: 'pay' | 'fail') {
  await page.goto(siteUrl(SITE, '/credits'));
  await hydrated(page);
  await page.getByTestId(`package-${packageId}`).click();
  await page.getByTestId(`method-${method}`).click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByRole('button', { name: outcome === 'pay' ? /betalen$/ : nl('sandbox.fail') }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${packageId}/${method}\\?payment=\\d+$`));
}

test('a member buys credits with iDEAL and with a card, becomes premium, and sees a failed payment', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1200, height: 900 });
  await newMember(page, 'Bram');
  const start = await credits(page);
  expect(start.paid_user).toBe(false);

  await buy(page, 'popular', 'ideal', 'pay');
  // The return page waits for the provider's confirmation (the sandbox confirms after a moment).
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(page.getByTestId('credits-toast')).toContainText(nl('credits.toast', { count: 250 }));
  expect(await credits(page)).toEqual(expect.objectContaining({ credits: start.credits + 250, paid_user: true }));
  await screenshots(page, 'payment-completed');

  await page.setViewportSize({ width: 375, height: 812 });
  await buy(page, 'starter', 'creditcard', 'pay');
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  expect((await credits(page)).credits).toBe(start.credits + 350);

  await buy(page, 'value', 'paypal', 'fail');
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: nl('payments.failed') })).toBeVisible();
  await screenshots(page, 'payment-failed');
  await page.getByTestId('try-another-method').click();
  await expect(page).toHaveURL(/\/credits\/value$/);
  await expect(page.getByTestId('payment-methods')).toBeVisible();
  expect((await credits(page)).credits).toBe(start.credits + 350);
  await screenshots(page, 'credits-methods');
});

test('the credits page applies a discount code from the address and shows the lower price', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await newMember(page, 'Sem');
  await page.goto(siteUrl(SITE, '/credits?discountcode=TIMEBONUS25'));
  await hydrated(page);
  await expect(page.getByTestId('discount-applied')).toContainText('TIMEBONUS25');
  await expect(page.getByTestId('package-popular')).toContainText('29,96');
  await screenshots(page, 'credits-discount');
});

test('a declined repeat order offers a retry, PayPal or another method', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await newMember(page, 'Daan');
  await page.goto(siteUrl(SITE, '/credits/starter'));
  await hydrated(page);
  await page.getByTestId('method-creditcard').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  // The tester's switch on the sandbox page: later charges on this card are declined.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

  await page.goto(siteUrl(SITE, '/credits/repeat-order'));
  await hydrated(page);
  await page.getByTestId('repeat-buy').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(page.getByTestId('retry-payment')).toBeVisible();
  await expect(page.getByRole('button', { name: nl('credits.pay_with', { method: 'PayPal' }) })).toBeVisible();
  await expect(page.getByTestId('try-another-method')).toBeVisible();
  await screenshots(page, 'repeat-order-declined');
});
