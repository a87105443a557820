import path from 'node:path';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config';
import { accountLinkTo } from '../support/mail';
import { expect, hydrated, openSignup, screenshots, siteUrl, test } from './fixtures';
import { texts } from '../support/texts';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');
const PASSWORD = 'Velvet-Harbour-82';
const NEW_PASSWORD = 'Copper-Lantern-47';

const SITES = [
  { tenant: 'flirtlocal', language: 'en', width: 1200 },
  { tenant: 'herzklopfen', language: 'de', width: 375 },
] as const;

for (const { tenant, language, width } of SITES) {
  test(`a member's whole account life on ${tenant} (${language}, ${width} px)`, async ({ page, consoleGuard }) => {
    test.setTimeout(90_000);
    // The wrong password below is answered 401, which the browser logs.
    consoleGuard.allow(/status of 401/);
    const t = texts(language);
    const email = `e2e.${tenant}.${Date.now()}@example.org`;
    await page.setViewportSize({ width, height: 900 });

    // Sign up in the modal, through every step.
    await page.goto(siteUrl(tenant));
    await hydrated(page);
    const modal = await openSignup(page, t('nav.signup'));
    await modal.getByLabel(t('fields.email')).fill(email);
    await modal.getByLabel(t('fields.username')).fill(`E2E${tenant.slice(0, 6)}`);
    await modal.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
    await modal.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1988-04-12');
    await modal.getByLabel(t('fields.gender')).selectOption('female');
    await modal.getByLabel(t('fields.sexuality')).selectOption('hetero');
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await screenshots(page, `signup-${tenant}`);
    await modal.getByRole('button', { name: t('signup.create') }).click();

    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#c0507a' } })
      .png()
      .toBuffer();
    await modal.getByTestId('signup-photo').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await modal.getByRole('button', { name: t('signup.next') }).click();
    await modal.getByLabel(t('signup.about_label')).fill('I love long walks and good coffee.');
    await modal.getByRole('button', { name: t('signup.next') }).click();
    await modal.getByLabel(t('profile_fields.relationship_status.label')).selectOption('single');
    await modal.getByRole('button', { name: t('signup.next') }).click();
    await expect(modal.getByTestId('signup-notifications')).toBeVisible();
    await modal.getByRole('button', { name: t('signup.next') }).click();
    await expect(modal.getByTestId('signup-confirm')).toContainText(email);
    await modal.getByRole('button', { name: t('signup.done') }).click();
    await expect(page.getByTestId('signup-matches')).toBeVisible();
    await expect(page.getByTestId('activation-reminder').or(page.getByTestId('activation-modal'))).toBeVisible();

    // Activate from the e-mail.
    await page.goto(siteUrl(tenant, await accountLinkTo(OUTBOX, email, '/api/activate.php')));
    // The profile menu opens by script: a tap before the page has hydrated does nothing.
    await hydrated(page);
    await expect(page.getByTestId('activate-done')).toBeVisible();
    await expect(page.getByTestId('activation-reminder')).toHaveCount(0);

    // Log out and in again.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: t('nav.logout') }).click();
    await expect(page.getByTestId('profile-menu')).toHaveCount(0);
    await page.goto(siteUrl(tenant, '/login'));
    await hydrated(page);
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByLabel(t('fields.password')).fill('wrong-password-1');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('login.submit') })
      .click();
    await expect(page.getByTestId('login-error')).toHaveText(t('accounts.login_failed'));
    await page.getByLabel(t('fields.password')).fill(PASSWORD);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('login.submit') })
      .click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();

    // Forgot the password: reset it from the mail.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: t('nav.logout') }).click();
    // Logged out before leaving: a page rendered while the session still stood would ask member data without it.
    await expect(page.getByTestId('profile-menu')).toHaveCount(0);
    await page.goto(siteUrl(tenant, '/reset-password'));
    await hydrated(page);
    await page.getByLabel(t('fields.email')).fill(email);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();
    await page.goto(siteUrl(tenant, await accountLinkTo(OUTBOX, email, '/reset-password/do')));
    await hydrated(page);
    await page.getByLabel(t('fields.new_password'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('fields.password_repeat')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('reset.save') }).click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();

    // Delete the account (past the stay-discount offer) and reactivate it from the mail.
    await page.goto(siteUrl(tenant, '/settings'));
    await hydrated(page);
    await screenshots(page, `settings-${tenant}`);
    const deletion = page.getByTestId('delete-account');
    await deletion.getByRole('button', { name: t('deletion.start') }).click();
    await deletion.getByLabel(t('deletion.reasons.found_someone')).check();
    await deletion.getByRole('button', { name: t('deletion.continue') }).click();
    await expect(page.getByTestId('delete-offer')).toBeVisible();
    await deletion.getByRole('button', { name: t('deletion.delete_anyway') }).click();
    await deletion.getByLabel(t('fields.password')).fill(NEW_PASSWORD);
    await deletion.getByRole('button', { name: t('deletion.confirm') }).click();
    await expect(page.getByTestId('account-deleted')).toBeVisible();
    await page.goto(siteUrl(tenant, await accountLinkTo(OUTBOX, email, '/account-deleted')));
    await hydrated(page);
    await page.getByRole('button', { name: t('deletion.reactivate') }).click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    // The member's own home greets them back.
    await expect(page.getByTestId('welcome-back')).toBeVisible();
    await expect(page).toHaveURL(/\/\?welcome=back$/);
  });
}
