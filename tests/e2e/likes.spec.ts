import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { confirmedMember, MEMBER_PASSWORD } from './support-members';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/** POSTs from inside the page (Node cannot resolve *.localhost; the browser can). */
async function post(page: Page, tenant: string, path: string, body: object): Promise<{ status: number; body: { user: { id: number } } }> {
  await page.goto(siteUrl(tenant, '/pages/faq'));
  return page.evaluate(
    async ({ path: target, body: payload }) => {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body },
  );
}

async function logIn(page: Page, tenant: string, email: string, password: string): Promise<number> {
  const res = await post(page, tenant, '/api/user.php', { email, password });
  expect(res.status).toBe(200);
  return res.body.user.id;
}

/** A confirmed new member, logged in in this page's browser context. */
async function newMember(page: Page, tenant: string, gender: 'male' | 'female'): Promise<number> {
  const email = `likes.${gender}.${Date.now()}@example.org`;
  const res = await post(page, tenant, '/api/signup.php', {
    email,
    name: `Kim${Date.now() % 100000}`,
    password: 'Velvet-Harbour-82',
    date_of_birth: '1985-02-03',
    gender,
    sexuality: 'hetero',
  });
  expect(res.status).toBe(201);
  await page.goto(siteUrl(tenant, linkIn(await lastMailTo(OUTBOX, email))));
  return res.body.user.id;
}

test('two members like each other in two browsers and both see the match at once', async ({ browser, page }) => {
  const t = texts('en');
  const annaId = await logIn(page, 'flirtlocal', demoEmail('flirtlocal'), DEMO_PASSWORD);
  const other = await browser.newContext();
  const benPage = await other.newPage();
  const benId = await newMember(benPage, 'flirtlocal', 'male');

  await benPage.goto(siteUrl('flirtlocal', `/members/${annaId}`));
  await hydrated(benPage);
  await benPage.getByTestId('icebreaker-button').click();
  await expect(benPage.getByTestId('icebreaker-modal').getByRole('listitem')).toHaveCount(5);
  await benPage.keyboard.press('Escape');
  await expect(benPage.getByTestId('icebreaker-modal')).toBeHidden();
  await benPage
    .getByTestId('member-actions')
    .getByRole('button', { name: t('member.like') })
    .click();
  await expect(benPage.getByTestId('member-actions').getByRole('button', { name: t('member.liked') })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteUrl('flirtlocal', `/members/${benId}`));
  await hydrated(page);
  await page
    .getByTestId('member-actions')
    .getByRole('button', { name: t('member.like') })
    .click();
  await expect(page.getByTestId('match-modal')).toBeVisible();
  await screenshots(page, 'match-modal');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('match-modal')).toBeHidden();

  // Ben's open page hears of the match over the realtime socket, without a reload.
  await expect(benPage.getByTestId('match-modal')).toBeVisible();
  await benPage.keyboard.press('Escape');
  await expect(benPage.getByTestId('match-modal')).toBeHidden();
  await benPage.goto(siteUrl('flirtlocal', '/likes/matches'));
  await hydrated(benPage);
  await expect(benPage.getByTestId('likes-page').getByTestId('profile-card')).toHaveCount(1);
  await other.close();
});

test("four swipe likes a day; then the end card takes the deck's place", async ({ page }) => {
  const t = texts('de');
  await logIn(page, 'herzklopfen', demoEmail('herzklopfen'), DEMO_PASSWORD);
  await page.goto(siteUrl('herzklopfen', '/swipe-game'));
  await hydrated(page);
  await screenshots(page, 'swipe-game');
  await page.setViewportSize({ width: 1200, height: 900 });
  const left = page.getByTestId('likes-left');
  const top = page.getByTestId('swipe-card').first();
  /** Clicks and waits until the card has flown out and the next one is on top. */
  const swipe = async (button: 'swipe-like' | 'swipe-pass') => {
    const before = await top.textContent();
    await page.getByTestId(button).click();
    await expect(top).not.toHaveText(before ?? '');
  };
  await expect(left).toHaveText(t('swipe.likes_left', { number: 4 }));
  await swipe('swipe-pass');
  for (let remaining = 3; remaining >= 1; remaining -= 1) {
    await swipe('swipe-like');
    await expect(left).toHaveText(t('swipe.likes_left', { number: remaining }));
  }
  await page.getByTestId('swipe-like').click();
  // The countdown and the ways on: tests/e2e/swipe-out.spec.ts.
  await expect(page.getByTestId('out-of-likes')).toBeVisible();
  await expect(page.getByTestId('swipe-card')).toHaveCount(0);
});

test('the match finder explains its suggestions', async ({ page }) => {
  const t = texts('nl');
  await logIn(page, 'regenboog-date', demoEmail('regenboog-date'), DEMO_PASSWORD);
  await page.goto(siteUrl('regenboog-date', '/match-finder'));
  await hydrated(page);
  await page.getByTestId('interest-picker').getByRole('button').nth(1).click();
  await page.getByRole('button', { name: t('match_finder.find') }).click();
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await screenshots(page, 'match-finder');
});

test('an auto-like shows the like modal after t seconds and leaves the URL', async ({ page }) => {
  await logIn(page, 'coeurs-coquins', demoEmail('coeurs-coquins'), DEMO_PASSWORD);
  await page.goto(siteUrl('coeurs-coquins', '/?t=1'));
  await hydrated(page);
  await expect(page).toHaveURL(siteUrl('coeurs-coquins', '/'));
  await expect(page.getByTestId('new-like-modal')).toBeVisible({ timeout: 5_000 });
});

test('a new like is announced once: never over the checkout, then on the next calm page, and on no other device after', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const tenant = 'flirtlocal';
  const member = await confirmedMember(page, tenant, { name: `Sam${Date.now() % 100000}`, gender: 'male', sexuality: 'hetero' });

  // Choosing a package when the like arrives: it is counted in the top bar, and its moment waits.
  await page.goto(siteUrl(tenant, '/credits'));
  await hydrated(page);
  const admirerContext = await browser.newContext();
  const admirer = await admirerContext.newPage();
  await newMember(admirer, tenant, 'female');
  expect((await post(admirer, tenant, '/api/like.php', { id: member.id })).status).toBe(200);
  await expect(page.getByTestId('likes-badge')).toHaveText('1');
  await expect(page.getByTestId('new-like-modal')).toHaveCount(0);

  // The next page without a purchase under way shows it, once.
  await page.goto(siteUrl(tenant, '/members'));
  await hydrated(page);
  const modal = page.getByTestId('new-like-modal');
  await expect(modal).toBeVisible();
  await screenshots(page, 'likes-new-like-moment');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('likes-badge')).toHaveText('1');
  await expect(modal).toHaveCount(0);

  // Another device of the same member: the like is still new in the list, its moment is over.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  expect((await post(phone, tenant, '/api/user.php', { email: member.email, password: MEMBER_PASSWORD })).status).toBe(200);
  await phone.goto(siteUrl(tenant, '/members'));
  await hydrated(phone);
  await expect(phone.getByTestId('tab-likes-badge')).toHaveText('1');
  await expect(phone.getByTestId('new-like-modal')).toHaveCount(0);
  await otherDevice.close();
  await admirerContext.close();
});
