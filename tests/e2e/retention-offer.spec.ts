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
  await page.getByTestId('package-popular').click();
  await page.getByTestId('method-ideal').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

  // Used: the offer says so, and keeping the account just closes the dialog.
  await openOffer(page);
  await deletion.getByRole('button', { name: nl('deletion.keep') }).click();
  await expect(page.getByTestId('delete-offer')).toContainText(nl('deletion.offer_used'));
  await deletion.getByRole('button', { name: nl('deletion.keep') }).click();
  await expect(page.getByTestId('delete-offer')).toHaveCount(0);
  await expect(deletion.getByRole('button', { name: nl('deletion.start') })).toBeVisible();
});
