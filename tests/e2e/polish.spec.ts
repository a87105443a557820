import path from 'node:path';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, openSignup, screenshots, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const SITE = 'flirtlocal';
const t = texts('en');

/** Whether a select shows its chosen text whole: the text and the arrow fit its inner width. */
function showsWholeText(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const arrow = 20;
    return text + arrow + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) <= element.clientWidth;
  });
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
}

test('sign-up at 375 px: whole select texts, a photo button whose too-small error clears on a valid file, then the photo in the top bar', async ({
  page,
  consoleGuard,
}) => {
  // The too-small photo is answered 400, which the browser logs.
  consoleGuard.allow(/status of 400/);
  const email = `polish.${Date.now()}@example.org`;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl(SITE));
  await hydrated(page);
  const modal = await openSignup(page, t('nav.signup'));
  for (const label of [t('fields.gender'), t('fields.sexuality')]) expect(await showsWholeText(modal.getByLabel(label)), label).toBe(true);
  await screenshots(page, 'signup-account');
  await modal.getByLabel(t('fields.email')).fill(email);
  await modal.getByLabel(t('fields.username')).fill(`Polish${Date.now() % 100000}`);
  await modal.getByLabel(t('fields.password'), { exact: true }).fill('Velvet-Harbour-82');
  await modal.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1990-02-03');
  await modal.getByLabel(t('fields.gender')).selectOption('female');
  await modal.getByLabel(t('fields.sexuality')).selectOption('hetero');
  await modal.getByRole('button', { name: t('signup.create') }).click();

  const step = modal.getByTestId('signup-photo');
  await expect(step.getByText(t('signup.photo_choose'))).toBeVisible();
  // Each new step takes the focus at its heading: the button just pressed went with its step.
  await expect(modal.getByTestId('signup-step-title')).toBeFocused();
  await expect(modal.getByTestId('signup-step-title')).toHaveText(t('signup.steps.photo'));
  await screenshots(page, 'signup-photo');
  await step.getByTestId('signup-photo-file').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await png(40, 40) });
  await expect(step.getByText(t('signup.photo_change'))).toBeVisible();
  await step.getByRole('button', { name: t('signup.next') }).click();
  await expect(step.getByTestId('signup-photo-error')).toBeVisible();
  await screenshots(page, 'signup-photo-too-small');
  await step.getByTestId('signup-photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(400, 500) });
  await expect(step.getByTestId('signup-photo-error')).toHaveCount(0);
  await step.getByRole('button', { name: t('signup.next') }).click();
  await expect(step).toHaveCount(0);
  await expect(modal.getByTestId('signup-step-title')).toBeFocused();
  await expect(modal.getByTestId('signup-step-title')).toHaveText(t('signup.steps.about'));

  const activation = siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email)));
  await page.goto(activation);
  await hydrated(page);
  await expect(page.getByTestId('profile-menu-avatar').locator('img')).toBeVisible();
  await screenshots(page, 'top-bar-avatar');

  // The other file pickers are buttons too, and show where the keyboard is.
  await page.goto(siteUrl(SITE, '/profile'));
  await hydrated(page);
  await page.getByTestId('photo-manager').locator('input[type=file]').focus();
  await expect(page.getByTestId('photo-manager').locator('label:focus-within')).toHaveCSS('outline-style', 'solid');
  await screenshots(page, 'profile-photo-picker');
  await page.goto(siteUrl(SITE, '/settings/verification'));
  await hydrated(page);
  await page.getByTestId('selfie-file').focus();
  await expect(page.locator('label:focus-within')).toHaveCSS('outline-style', 'solid');
  await screenshots(page, 'verification-picker');

  // The same link again: the account is active already, and the page says so instead of "failed".
  await page.goto(activation);
  await expect(page.getByTestId('activate-already')).toContainText(t('activation.already_title'));
  await screenshots(page, 'activate-already');
  // An active member who opens the page deleted accounts land on is not told theirs is deleted.
  await page.goto(siteUrl(SITE, '/account-deleted'));
  await hydrated(page);
  await expect(page.getByTestId('account-active')).toContainText(t('deletion.active_title'));
  await expect(page.getByTestId('account-deleted')).toHaveCount(0);
  await screenshots(page, 'account-deleted-active');
});

test('a first purchase with the time bonus; after it no page asks for the used code; at 375 px the credits count stands beside its icon', async ({ page }) => {
  const email = `badge.${Date.now()}@example.org`;
  const signup = await apiPost(page, SITE, '/api/signup.php', {
    email,
    name: `Badge${Date.now() % 100000}`,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1985-05-05',
    gender: 'male',
    sexuality: 'hetero',
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(SITE, linkIn(await lastMailTo(OUTBOX, email))));
  // The banner's link: the code is kept for the visit.
  await page.goto(siteUrl(SITE, '/credits?discountcode=TIMEBONUS25'));
  await hydrated(page);
  await expect(page.getByTestId('discount-applied')).toBeVisible();
  const started = await apiPost<{ redirect: string }>(page, SITE, '/api/payment.php', {
    package: 'starter',
    paymentmethod: 'creditcard',
    discountcode: 'TIMEBONUS25',
  });
  expect(started.status).toBe(201);
  await page.goto(started.body.redirect);
  await page.getByTestId('sandbox-checkout').locator('button[value=paid]').click();
  // The return page: no request for the code just used (a 409 would fail the console guard).
  await expect(page.getByTestId('credits-toast')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl(SITE, '/credits'));
  await hydrated(page);
  await expect(page.getByTestId('packages')).toBeVisible();
  await expect(page.getByTestId('discount-applied')).toHaveCount(0);
  const link = page.getByTestId('credits-link');
  const icon = await link.locator('svg').boundingBox();
  const count = await link.getByTestId('credits-balance').boundingBox();
  if (!icon || !count) throw new Error('no credits link');
  // Side by side: the count starts where the icon ends.
  expect(count.x).toBeGreaterThanOrEqual(icon.x + icon.width);
  const balance = Number(await link.getByTestId('credits-balance').textContent());
  await expect(page.getByText(t('credits.balance', { count: balance }))).toBeVisible();
  await screenshots(page, 'credits-page');

  // Search at 375 px: faces in the first screen, the filters folded behind a button; opened, the
  // selects one under the other, the age pair side by side.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  const filters = page.getByTestId('search-filters');
  await expect(filters).toBeHidden();
  await expect(page.getByTestId('profile-card').first()).toBeInViewport();
  await page.getByTestId('filter-toggle').click();
  await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'true');
  const from = await filters.getByLabel(t('search.min_age')).boundingBox();
  const to = await filters.getByLabel(t('search.max_age')).boundingBox();
  expect(from && to && Math.round(from.y) === Math.round(to.y)).toBe(true);
  for (const select of await filters.locator('select').all()) expect(await showsWholeText(select)).toBe(true);
  await screenshots(page, 'search-filters');

  // The methods carry their marks: a card payer sees Visa and Mastercard.
  await page.goto(siteUrl(SITE, '/credits/starter'));
  await hydrated(page);
  await expect(page.getByTestId('method-creditcard').getByTestId('payment-mark').locator('svg')).toHaveCount(2);
  await page.getByTestId('payment-methods').scrollIntoViewIfNeeded();
  await screenshots(page, 'payment-methods');

  // Reporting a profile names it.
  const someone = await page.evaluate(async () => (await (await fetch('/api/members.php')).json()).results[0] as { id: number; name: string });
  await page.goto(siteUrl(SITE, `/complaints?profile=${someone.id}`));
  await hydrated(page);
  await expect(page.getByTestId('complaint-about')).toHaveText(t('complaints_page.about_named', { name: someone.name }));
  await screenshots(page, 'complaint-named');
});
