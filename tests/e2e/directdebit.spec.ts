import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { codeIn, lastSmsTo } from '../support/sms';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/** A German member on a phone and a Dutch one on a desktop, each with their own bank and mobile number. */
const SITES = [
  {
    tenant: 'herzklopfen',
    language: 'de',
    width: 375,
    iban: 'DE89370400440532013000',
    grouped: 'DE89 3704 0044 0532 0130 00',
    prefix: '0151 2',
    e164: '+491512',
  },
  { tenant: 'regenboog-date', language: 'nl', width: 1200, iban: 'NL91ABNA0417164300', grouped: 'NL91 ABNA 0417 1643 00', prefix: '06 1', e164: '+3161' },
] as const;

/** A new, confirmed member of the site (its first country pays in euros), logged in on `page`. */
async function newMember(page: Page, tenant: string): Promise<void> {
  const email = `directdebit.${tenant}.${Date.now()}@example.org`;
  const signup = await apiPost(page, tenant, '/api/signup.php', {
    email,
    name: `Kim${Date.now() % 100000}`,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1986-03-04',
    gender: 'female',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(tenant, linkIn(await lastMailTo(OUTBOX, email))));
}

for (const site of SITES) {
  test(`a member pays by direct debit, confirmed with the texted code, on ${site.tenant} (${site.width} px)`, async ({ page, consoleGuard }) => {
    test.setTimeout(90_000);
    // The unticked box and the wrong code below are answered 400, which the browser logs.
    consoleGuard.allow(/status of 400/);
    const t = texts(site.language);
    const viewport = { width: site.width, height: site.width === 375 ? 812 : 900 };
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    await page.setViewportSize(viewport);
    await newMember(page, site.tenant);

    // From the credits page's method list to the form.
    await page.goto(siteUrl(site.tenant, '/credits/starter'));
    await hydrated(page);
    await page.getByRole('link', { name: t('payment_methods.directdebit') }).click();
    await expect(page).toHaveURL(/\/directdebit\?package=starter$/);
    const form = page.getByTestId('directdebit-form');
    await form.getByLabel(t('direct_debit.account_holder'), { exact: true }).fill('Kim Jansen');
    const iban = form.getByLabel(t('direct_debit.iban'), { exact: true });
    await iban.pressSequentially(site.iban.toLowerCase());
    await expect(iban).toHaveValue(site.grouped);
    await form.getByLabel(t('direct_debit.street'), { exact: true }).fill('Lindenallee');
    await form.getByLabel(t('direct_debit.house_number'), { exact: true }).fill('7b');
    await form.getByLabel(t('direct_debit.postal_code'), { exact: true }).fill('10115');
    await form.getByLabel(t('direct_debit.city'), { exact: true }).fill('Berlin');
    await form.getByLabel(t('direct_debit.mobile'), { exact: true }).fill(`${site.prefix}${digits}`);

    // The mandate is not given until the box is ticked.
    await form.getByRole('button', { name: t('direct_debit.send_code') }).click();
    await expect(form.getByText(t('direct_debit.authorisation_required'))).toBeVisible();
    await form.getByTestId('directdebit-authorise').check();
    await expect(form.getByText(t('direct_debit.authorisation_required'))).toHaveCount(0);
    // SEPA asks the form to name the creditor by its identifier.
    await expect(form.getByTestId('directdebit-creditor')).toContainText(t('direct_debit.creditor_id', { id: 'NL82ZZZ812345670000' }));
    // From the top, so the sticky top bar is not drawn over the middle of the full-page shots.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, `directdebit-form-${site.tenant}`);
    await page.setViewportSize(viewport);
    await form.getByRole('button', { name: t('direct_debit.send_code') }).click();

    const step = page.getByTestId('directdebit-code');
    await expect(step).toBeVisible();
    await expect(step.getByTestId('directdebit-reference')).toHaveText(new RegExp(`${site.tenant.toUpperCase()}-\\d+-\\d+$`));
    const code = codeIn(lastSmsTo(OUTBOX, `${site.e164}${digits}`));
    const codeField = step.getByLabel(t('direct_debit.code'), { exact: true });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: t('direct_debit.confirm') }).click();
    await expect(step.getByText(t('direct_debit.code_invalid'))).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, `directdebit-code-${site.tenant}`);
    await page.setViewportSize(viewport);
    await codeField.fill(code);
    await step.getByRole('button', { name: t('direct_debit.confirm') }).click();

    await expect(page).toHaveURL(/\/credits\/starter\/directdebit\?payment=\d+$/);
    // The charge on the new mandate needs no payer: the provider confirms it by itself.
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  });
}
