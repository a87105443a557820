import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { CONSOLE_ORIGIN, pressShortcut, signInToConsole } from './console-support';
import { texts } from '../support/texts';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
/** The Dutch demo site: its members pay in euros with iDEAL on the sandbox's checkout. */
const SITE = 'regenboog-date';

/** A new, confirmed member of the Dutch site, logged in on `page` (a context of its own). */
async function newMember(page: Page, name: string): Promise<string> {
  const email = `console-payments.${name.toLowerCase()}.${Date.now()}${crypto.randomInt(1e6)}@example.org`;
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const status = await page.evaluate(
    async (payload) => {
      const res = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(payload),
      });
      return res.status;
    },
    { email, name, password: 'Velvet-Harbour-82', date_of_birth: '1988-08-08', gender: 'male', sexuality: 'gay' },
  );
  expect(status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  return email;
}

async function credits(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()).user.credits as number);
}

/** The member picks a package and iDEAL on /credits, then pays on the sandbox's checkout; resolves once the return page says paid. */
async function buy(page: Page, packageId: string): Promise<number> {
  await page.goto(siteUrl(SITE, '/credits'));
  await hydrated(page);
  await page.getByTestId(`package-${packageId}`).click();
  await page.getByTestId('method-ideal').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByRole('button', { name: /betalen$/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  return Number(new URL(page.url()).searchParams.get('payment'));
}

/** A member's page as phones and desktops show it (the member's context starts at 375 px). */
async function shotsOf(page: Page, name: string): Promise<void> {
  await screenshot(page, `${ARTIFACTS}/${name}-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 900 });
  await screenshot(page, `${ARTIFACTS}/${name}-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${ARTIFACTS}/${name}-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${ARTIFACTS}/${name}-375.png`, { fullPage: true });
  await page.setViewportSize({ width: 1200, height: 900 });
}

test('support finds a member’s payment, refunds it with the keyboard, and the member’s credits drop by the package', async ({ browser, page, operators }) => {
  test.setTimeout(120_000);
  const memberContext = await browser.newContext({ locale: 'nl-NL' });
  const memberPage = await memberContext.newPage();
  const memberErrors = consoleErrors(memberPage);
  const email = await newMember(memberPage, 'Joris');
  const paymentId = await buy(memberPage, 'starter');
  const before = await credits(memberPage);

  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, await operators.add('support', [SITE]));
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1)).toBeVisible();
  await shots(page, 'console-payments');

  // "/" goes to the member search; the payment's row opens with Enter.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Member' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: `#${paymentId}` });
  await expect(row).toContainText(email);
  await expect(row).toContainText('€14.96');
  await expect(row).toContainText('Paid');
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(2);
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: `Payment #${paymentId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'At Sandbox' })).toContainText('paid');
  await expect(page.getByText('No refunds yet.')).toBeVisible();
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: `Refund payment #${paymentId}` });
  await expect(dialog.getByText('Support may refund at most €50.00 at a time')).toBeVisible();
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('14.96');
  await expect(dialog.getByLabel('Credits to take back')).toHaveValue('100');
  await dialog.getByLabel('Reason').fill('Bought the wrong package by mistake');
  await screenshot(page, `${ARTIFACTS}/console-payment-refund-dialog-1200.png`);
  await dialog.getByRole('button', { name: 'Refund €14.96' }).click();
  await expect(page.getByRole('status')).toHaveText('Refund started. It shows as refunded once the provider confirms.');
  const refundRow = page.getByTestId('refund-row');
  await expect(refundRow).toContainText('€14.96');
  await expect(refundRow).toContainText('Bought the wrong package by mistake');
  // The sandbox pays out a moment later and tells the webhook; the page looks again while a refund is pending.
  await expect(refundRow).toContainText('Refunded', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'At Sandbox' })).toContainText('€14.96');
  await shots(page, 'console-payment-refunded');

  expect(await credits(memberPage)).toBe(before - 100);
  // The member page's ledger shows the refund's row with its reason, and the balance is the sum of the rows: sign-up bonus + purchase − refund.
  await page.getByRole('link', { name: 'Open the member' }).click();
  const ledger = page.getByRole('table', { name: 'Credits ledger (latest 50)' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Refund');
  await expect(ledger.getByRole('row').nth(1)).toContainText('100');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Bought the wrong package by mistake');
  await expect(ledger.getByRole('row').nth(2)).toContainText('Purchase');
  await expect(ledger.getByRole('row').nth(3)).toContainText('Sign-up bonus');
  await expect(page.getByText(`${before - 100} credits`, { exact: true })).toBeVisible();
  await page.goBack();
  await page.keyboard.press('u');
  await expect(
    page
      .getByRole('table', { name: 'Payments' })
      .getByRole('row')
      .filter({ hasText: `#${paymentId}` }),
  ).toContainText('Refunded');

  // The member's side: the refund heads the credit history and leads to the receipt, which says so with its date and amount; a mail says it too.
  const nl = texts('nl');
  await memberPage.setViewportSize({ width: 375, height: 812 });
  await memberPage.goto(siteUrl(SITE, '/transactions'));
  await hydrated(memberPage);
  await expect(memberPage.getByTestId('transactions-balance')).toHaveText(nl('transactions.credits', { count: before - 100 }));
  const newest = memberPage.getByTestId('credit-movement').first();
  await expect(newest).toHaveAttribute('data-kind', 'refund');
  await expect(newest).toContainText(nl('transactions.history.refund'));
  await expect(newest.getByTestId('movement-amount')).toHaveText('-100');
  await expect(newest.getByTestId('movement-balance')).toHaveText(nl('transactions.history.balance_after', { count: before - 100 }));
  await expect(memberPage.getByTestId('credit-movement').nth(1)).toContainText(nl('transactions.history.purchase'));
  await expect(memberPage.getByTestId('transaction-row')).toContainText(nl('transactions.status.refunded'));
  await shotsOf(memberPage, 'transactions-history-refunded');
  await newest.getByRole('link').click();
  await expect(memberPage.getByTestId('receipt-status')).toHaveText(nl('transactions.status.refunded'));
  await expect(memberPage.getByTestId('refund-line')).toContainText(/€\s14,96/);
  await expect(memberPage.getByTestId('transaction-receipt')).toContainText(nl('transactions.package_line', { count: 100 }));
  await shotsOf(memberPage, 'transaction-receipt-refunded');
  await expect.poll(async () => (await lastMailTo(OUTBOX, email)).subject, { timeout: 20_000 }).toMatch(/^Je terugbetaling van €\s14,96 van /);
  expect(memberErrors).toEqual([]);
  await memberContext.close();
});

test('a discount code made in the console gives its discount at the member’s checkout until it is disabled', async ({ browser, page, operators }) => {
  test.setTimeout(90_000);
  const code = `SUMMER${crypto.randomInt(1e6)}`;
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, await operators.add('manager', [SITE]));
  await page.goto(`${CONSOLE_ORIGIN}/discounts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New code' });
  await pressShortcut(page, 'n', form);
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Discount in %').fill('20');
  await form.getByLabel('Country').fill('nl');
  await form.getByLabel('iDEAL').check();
  await shots(page, 'console-discount-form');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status')).toHaveText(`Code ${code} created. It works at the checkout now.`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('20 %');
  await expect(row).toContainText('Members in NL · iDEAL');
  await expect(row).toContainText('Active');
  await shots(page, 'console-discounts');

  const memberContext = await browser.newContext({ locale: 'nl-NL' });
  const memberPage = await memberContext.newPage();
  const memberErrors = consoleErrors(memberPage);
  await newMember(memberPage, 'Sanne');
  await memberPage.goto(siteUrl(SITE, `/credits?discountcode=${code}`));
  await hydrated(memberPage);
  await expect(memberPage.getByTestId('discount-applied')).toContainText(code);
  await expect(memberPage.getByTestId('package-popular')).toContainText('31,96');

  await row.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${code}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Code ${code} disabled.`);
  await expect(row).toContainText('Disabled');

  await memberPage.goto(siteUrl(SITE, `/credits?discountcode=${code}`));
  await hydrated(memberPage);
  await expect(memberPage.getByTestId('package-popular')).toBeVisible();
  await expect(memberPage.getByTestId('discount-applied')).toHaveCount(0);
  await expect(memberPage.getByTestId('package-popular')).toContainText('39,95');
  // The page asked for the code and was told it is not found (the browser logs that 404).
  expect(memberErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  await memberContext.close();
});
