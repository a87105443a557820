import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { codeIn, lastSmsTo } from '../support/sms';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
/** The German site: its members pay in euros, by direct debit too. */
const SITE = 'herzklopfen';
const de = texts('de');

/** A new, confirmed member: the welcome discount (the time bonus) runs for 4 hours from now. */
async function newMember(page: Page): Promise<void> {
  const email = `one-price.${Date.now()}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name: `Lena${Date.now() % 100000}`,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1987-07-07',
    gender: 'female',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
}

interface Overview {
  packages: { id: string; price: number; currency: string }[];
  costs: { message: number };
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (target) => (await fetch(target, { headers: { 'X-Request-Type': 'client' } })).json(), url) as Promise<T>;
}

/** Someone from the search, written to until at most 10 credits are left: the composer then offers the packages. */
async function spendDownTo10(page: Page): Promise<number> {
  const found = await getJson<{ results: { id: number }[] }>(page, '/api/members.php');
  const partner = found.results[0]?.id ?? 0;
  let { credits } = (await getJson<{ user: { credits: number } }>(page, '/api/user.php')).user;
  for (let index = 0; credits > 10; index += 1) {
    const sent = await apiPost<{ credits: number }>(page, SITE, '/api/chat.php', {
      profile_id: partner,
      type: 'text',
      text: `Hallo ${index}`,
      client_id: `one-price-${Date.now()}-${index}`,
    });
    expect(sent.status).toBe(200);
    ({ credits } = sent.body);
  }
  return partner;
}

test('a member with a running welcome discount sees one price on every surface and is charged it by direct debit', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await newMember(page);
  const overview = await getJson<Overview>(page, '/api/credits.php');
  const popular = overview.packages.find((item) => item.id === 'popular');
  if (!popular) throw new Error('no popular package');
  // 25 % off, to the cent, as the server's one rule computes it.
  const offer = Math.round(Math.round(popular.price * 100) * 0.75) / 100;
  const shown = new RegExp(
    new Intl.NumberFormat('de', { style: 'currency', currency: popular.currency })
      .format(offer)
      .replace(/[\u00a0\u202f\s]/g, '\\s')
      .replace('.', '\\.'),
  );

  await test.step('the member home carries the banner', async () => {
    await page.goto(siteUrl(SITE, '/'));
    await hydrated(page);
    await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
    await screenshots(page, 'one-price-home');
  });

  await test.step('the credits page and its checkout', async () => {
    await page.goto(siteUrl(SITE, '/credits'));
    await hydrated(page);
    await expect(page.getByTestId('package-popular')).toContainText(shown);
    await page.goto(siteUrl(SITE, '/credits/popular/creditcard'));
    await hydrated(page);
    await expect(page.getByTestId('checkout-price')).toHaveText(shown);
  });

  await test.step('premium and the price list', async () => {
    await page.goto(siteUrl(SITE, '/premium'));
    await hydrated(page);
    await expect(page.getByTestId('package-popular')).toContainText(shown);
    await page.goto(siteUrl(SITE, '/pricing'));
    await hydrated(page);
    const row = page.getByTestId('price-row').filter({ hasText: de('pricing.credits', { count: 250 }) });
    await expect(row.getByTestId('price-cell')).toContainText(shown);
    await screenshots(page, 'one-price-pricing');
  });

  await test.step("the chat's offer", async () => {
    const partner = await spendDownTo10(page);
    await page.goto(siteUrl(SITE, `/members/${partner}/chat`));
    await hydrated(page);
    await page.getByTestId('composer-top-up').click();
    await expect(page.getByTestId('credits-offer').getByTestId('package-popular')).toContainText(shown);
    await page.keyboard.press('Escape');
  });

  await test.step('the direct debit form, and the charge', async () => {
    await page.goto(siteUrl(SITE, '/directdebit?package=popular'));
    await hydrated(page);
    await expect(page.getByTestId('directdebit-order')).toContainText(shown);
    const form = page.getByTestId('directdebit-form');
    await expect(form).toContainText(shown);
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    await form.getByLabel(de('direct_debit.account_holder'), { exact: true }).fill('Lena Berg');
    await form.getByLabel(de('direct_debit.iban'), { exact: true }).pressSequentially('de89370400440532013000');
    await form.getByLabel(de('direct_debit.street'), { exact: true }).fill('Lindenallee');
    await form.getByLabel(de('direct_debit.house_number'), { exact: true }).fill('7b');
    await form.getByLabel(de('direct_debit.postal_code'), { exact: true }).fill('10115');
    await form.getByLabel(de('direct_debit.city'), { exact: true }).fill('Berlin');
    await form.getByLabel(de('direct_debit.mobile'), { exact: true }).fill(`0151 3${digits}`);
    await form.getByTestId('directdebit-authorise').check();
    await screenshots(page, 'one-price-directdebit');
    await page.setViewportSize({ width: 375, height: 812 });
    await form.getByRole('button', { name: de('direct_debit.send_code') }).click();
    const step = page.getByTestId('directdebit-code');
    await expect(step).toBeVisible();
    await step.getByLabel(de('direct_debit.code'), { exact: true }).fill(codeIn(lastSmsTo(OUTBOX, `+491513${digits}`)));
    await step.getByRole('button', { name: de('direct_debit.confirm') }).click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
    const id = Number(new URL(page.url()).searchParams.get('payment'));
    const { transaction } = await getJson<{ transaction: { amount: number; list_amount: number; discount_code: string } }>(
      page,
      `/api/transactions.php?id=${id}`,
    );
    expect(transaction).toEqual(expect.objectContaining({ amount: offer, list_amount: popular.price, discount_code: 'TIMEBONUS25' }));
  });
});
