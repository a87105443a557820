import type { Page } from '@playwright/test';
import { texts } from '../support/texts';
import { expectNoAxeViolations } from './a11y-support';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';

/**
 * Cœurs Coquins takes new members only through a partner's link (`signups: with_trafficsource`):
 * every way into the sign-up says how to get in and offers the log-in, never a dead end
 * (docs/product.md#accounts-signup).
 */
const SITE = 'coeurs-coquins';
const t = texts('fr');
const site = 'Cœurs Coquins';

async function expectNotice(page: Page) {
  const notice = page.getByTestId('invite-only');
  await expect(notice.getByRole('heading', { name: t('signup.invite.title', { site }) })).toBeVisible();
  await expect(notice).toContainText(t('signup.invite.by_link', { site }));
  await expect(notice.getByRole('heading', { name: t('signup.invite.link_title') })).toBeVisible();
  await expect(notice).toContainText(t('signup.invite.member', { site }));
  await expect(notice.getByRole('link', { name: t('nav.login'), exact: true })).toBeVisible();
  return notice;
}

/** No axe violation at a phone's and a desktop's width (docs/product.md#accessibility); ends at the desktop's. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
  }
}

test("the home page's sign-up says how to get in and leads members to the log-in", async ({ page }) => {
  await page.goto(siteUrl(SITE));
  await hydrated(page);
  await page.getByTestId('home-signup').click();
  const modal = page.getByTestId('signup-modal');
  await expect(modal).toBeVisible();
  const notice = await expectNotice(page);
  await expect(modal.getByTestId('signup-account')).toHaveCount(0);
  // The modal closes itself: no second way back inside it.
  await expect(notice.getByRole('link', { name: t('errors.back_home') })).toHaveCount(0);
  await screenshots(page, 'invite-only-modal');
  await accessibleAtBothWidths(page);

  await notice.getByRole('link', { name: t('nav.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
});

test('the sign-up page says the same and leads back home', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/signup'));
  await hydrated(page);
  const notice = await expectNotice(page);
  await screenshots(page, 'invite-only-page');
  await accessibleAtBothWidths(page);
  await notice.getByRole('link', { name: t('errors.back_home') }).click();
  await expect(page).toHaveURL(siteUrl(SITE));
  await expect(page.getByTestId('home-signup')).toBeVisible();
});

test("a lander's calls to action lead to the same notice at its end", async ({ page }) => {
  await page.goto(siteUrl(SITE, '/landers/collagelanding'));
  await hydrated(page);
  await page.getByTestId('lander-cta').first().click();
  await expect(page).toHaveURL(/#signup$/);
  const notice = await expectNotice(page);
  await expect(page.getByTestId('lander-signup')).toBeInViewport();
  await screenshots(page, 'invite-only-lander');
  await notice.getByRole('link', { name: t('nav.login'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invitation link opens the sign-up form at once, and the form stays open on the next visit', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/?network=partner'));
  await hydrated(page);
  await page.getByTestId('home-signup').click();
  await expect(page.getByTestId('signup-modal').getByTestId('signup-account')).toBeVisible();
  await expect(page.getByTestId('invite-only')).toHaveCount(0);
  await page.goto(siteUrl(SITE, '/signup'));
  await hydrated(page);
  await expect(page.getByTestId('signup-account')).toBeVisible();
  await expect(page.getByTestId('invite-only')).toHaveCount(0);
});
