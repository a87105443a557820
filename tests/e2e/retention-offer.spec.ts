import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'regenboog-date';
const nl = texts('nl');

/** Settings → delete → a reason → the company's offer (the demo company gives 50 %). */
async function openOffer(page: Page) {
  await page.goto(siteUrl(SITE, '/settings'));
  await hydrated(page);
  const deletion = page.getByTestId('delete-account');
  await deletion.getByRole('button', { name: nl('deletion.start') }).click();
  await deletion.getByLabel(nl('deletion.reasons.price')).check();
  await deletion.getByRole('button', { name: nl('deletion.continue') }).click();
  await expect(page.getByTestId('delete-offer')).toContainText(nl('deletion.offer', { discount: 50 }));
  return deletion;
}

test('staying on the delete offer gives a personal code that the credits page applies and that pays once', async ({ page, consoleGuard }) => {
  test.setTimeout(90_000);
  // Asking again after it paid is refused (409), which the browser logs.
  consoleGuard.allow(/status of 409/);
  await page.setViewportSize({ width: 375, height: 812 });
  const email = `stay.${Date.now()}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name: 'Joost',
    password: 'Velvet-Harbour-82',
    date_of_birth: '1985-05-05',
    gender: 'male',
    sexuality: 'gay',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));

  const deletion = await openOffer(page);
  await deletion.getByRole('button', { name: nl('deletion.keep') }).click();
  const granted = page.getByTestId('delete-offer-granted');
  await expect(granted).toContainText(nl('deletion.offer_granted', { discount: 50 }));
  const code = (await page.getByTestId('retention-code').innerText()).trim();
  expect(code).toMatch(/^STAY-[0-9A-F]{10}$/);
  await screenshots(page, 'retention-offer-granted');

  await granted.getByRole('link', { name: nl('deletion.offer_use') }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(code);
  // The prices the member now sees are half: the list price struck through beside the offer's.
  const offer = await page.evaluate(async () => {
    const body = (await (await fetch('/api/credits.php')).json()) as { currency: string; packages: { id: string; price: number; credits: number }[] };
    return { currency: body.currency, popular: body.packages.find((item) => item.id === 'popular') };
  });
  const listPrice = offer.popular?.price ?? 0;
  const halfPrice = Math.round(listPrice * 50) / 100;
  const money = (amount: number) => new Intl.NumberFormat('nl', { style: 'currency', currency: offer.currency }).format(amount);
  await expect(page.getByTestId('package-popular')).toContainText(money(listPrice));
  await expect(page.getByTestId('package-popular')).toContainText(money(halfPrice));
  const creditsBefore = await page.evaluate(async () => ((await (await fetch('/api/user.php')).json()) as { user: { credits: number } }).user.credits);
  await page.getByTestId('package-popular').click();
  await page.getByTestId('method-ideal').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  // Charged at the offer's price, and the credits came through the ledger.
  const paymentId = new URL(page.url()).searchParams.get('payment');
  const charged = await page.evaluate(async (id) => {
    const transaction = ((await (await fetch(`/api/transactions.php?id=${id}`)).json()) as { transaction: Record<string, unknown> }).transaction;
    const user = ((await (await fetch('/api/user.php')).json()) as { user: { credits: number } }).user;
    return { transaction, credits: user.credits };
  }, paymentId);
  expect(charged.transaction).toMatchObject({ amount: halfPrice, list_amount: listPrice, discount_code: code, discount_percentage: 50, status: 'paid' });
  expect(charged.credits).toBe(creditsBefore + (offer.popular?.credits ?? 0));

  // Used: the offer says so, and keeping the account just closes the dialog.
  await openOffer(page);
  await deletion.getByRole('button', { name: nl('deletion.keep') }).click();
  await expect(page.getByTestId('delete-offer')).toContainText(nl('deletion.offer_used'));
  await deletion.getByRole('button', { name: nl('deletion.keep') }).click();
  await expect(page.getByTestId('delete-offer')).toHaveCount(0);
  await expect(deletion.getByRole('button', { name: nl('deletion.start') })).toBeVisible();
});
