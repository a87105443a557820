import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { texts } from '../support/texts';
import { apiPost, expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { confirmedMember } from './support-members';

const SHOTS = '/tmp/shots-ux-home';

/** The first screen at both widths, kept for people to look at. */
async function firstScreens(page: Page, name: string): Promise<void> {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, `${SHOTS}/${name}-${width}.png`);
  }
}

async function logIn(page: Page, site: string): Promise<number> {
  const res = await apiPost<{ user: { id: number } }>(page, site, '/api/user.php', { email: demoEmail(site), password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.user.id;
}

for (const width of [375, 1200]) {
  test(`a visitor sees the site's members with name and age in the first screen at ${width} px, and a face opens the profile`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(siteUrl('flirtlocal'));
    await hydrated(page);
    const faces = page.getByTestId('home-faces').getByTestId('face-tile');
    await expect(faces.first()).toBeInViewport();
    await expect(faces.first()).toHaveText(/\S+, \d{2}/);
    await expect(page.getByTestId('home-signup')).toBeInViewport();
    const first = faces.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/members\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(siteUrl('flirtlocal', href ?? ''));
  });
}

test('on a phone every face keeps its age in sight, however long the name (German names on three tiles a row)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl('herzklopfen'));
  await hydrated(page);
  const faces = page.getByTestId('home-faces').getByTestId('face-tile');
  await expect(faces.first()).toBeVisible();
  const clipped = await faces.evaluateAll((tiles) =>
    tiles
      .filter((tile) => {
        const age = tile.querySelector('[data-age]')?.getBoundingClientRect();
        return !age || age.width === 0 || age.right > tile.getBoundingClientRect().right;
      })
      .map((tile) => tile.textContent),
  );
  expect(clipped).toEqual([]);
});

test('on a site without logged-out browsing a face opens the sign-up', async ({ page }) => {
  await page.goto(siteUrl('herzklopfen'));
  await hydrated(page);
  await page.getByTestId('home-faces').getByTestId('face-tile').first().click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
});

test('screens of the front page on two sites', async ({ page }) => {
  for (const site of ['flirtlocal', 'herzklopfen']) {
    await page.goto(siteUrl(site));
    await hydrated(page);
    await expect(page.getByTestId('home-faces')).toBeVisible();
    await firstScreens(page, `home-visitor-${site}`);
  }
});

test("a member's home shows new faces near them, today's swipes, who liked them and conversations waiting", async ({ page }) => {
  const t = texts('de');
  const deckAsks: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/swipe.php') deckAsks.push(request.url());
  });
  await logIn(page, 'herzklopfen');
  await page.goto(siteUrl('herzklopfen'));
  await hydrated(page);
  await expect(page.getByTestId('member-home')).toBeVisible();
  // A full row of new members near her, from the glance of the newest the page asked for.
  await expect(page.getByTestId('home-nearby').getByTestId('home-nearby-face')).toHaveCount(6);
  await expect(page.getByTestId('home-swipe').getByRole('link', { name: t('home.dashboard.swipe_start') })).toBeVisible();
  await expect(page.getByTestId('home-likes')).toBeVisible();
  await expect(page.getByTestId('home-chats')).toBeVisible();
  await firstScreens(page, 'home-member-herzklopfen');
  await page
    .getByTestId('home-swipe')
    .getByRole('link', { name: t('home.dashboard.swipe_start') })
    .click();
  await expect(page.getByTestId('swipe-game')).toBeVisible();
  // The deck the server's page brought serves the home and the game: neither asks for it again.
  await page.waitForLoadState('networkidle');
  expect(deckAsks).toEqual([]);
  // After a swipe the next page showing the deck asks anew, without the card just passed.
  const passed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/swipe.php');
  await page.getByTestId('swipe-pass').click();
  expect((await passed).status()).toBe(200);
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page.getByTestId('member-home')).toBeVisible();
  await expect.poll(() => deckAsks.length).toBe(1);
});

test("a new member's empty panels lead somewhere", async ({ page }) => {
  const t = texts('en');
  await confirmedMember(page, 'flirtlocal', { name: 'Robin', gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl('flirtlocal'));
  await hydrated(page);
  await expect(page.getByTestId('home-chats').getByRole('link', { name: t('home.dashboard.chats_empty_action') })).toBeVisible();
  await expect(page.getByTestId('home-likes').getByRole('link', { name: t('home.dashboard.likes_empty_action') })).toBeVisible();
  await firstScreens(page, 'home-member-new-flirtlocal');
});

test('the match moment shows both faces, and "Send a message" opens the chat', async ({ page, browser }) => {
  const t = texts('en');
  const annaId = await logIn(page, 'flirtlocal');
  const other = await browser.newContext();
  const benPage = await other.newPage();
  const ben = await confirmedMember(benPage, 'flirtlocal', { name: 'Ben', gender: 'male', sexuality: 'hetero' });
  expect((await apiPost(benPage, 'flirtlocal', '/api/like.php', { id: annaId })).status).toBe(200);
  await other.close();

  await page.goto(siteUrl('flirtlocal', `/members/${ben.id}`));
  await hydrated(page);
  await page
    .getByTestId('member-actions')
    .getByRole('button', { name: t('member.like') })
    .click();
  const modal = page.getByTestId('match-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('match-face')).toHaveCount(2);
  await expect(modal.getByTestId('match-keep-swiping')).toHaveText(t('likes_ui.keep_swiping'));
  await firstScreens(page, 'match-moment-flirtlocal');
  await modal.getByTestId('match-send-message').click();
  await expect(page).toHaveURL(new RegExp(`/members/${ben.id}/chat|/chats/`));
});

test('a like in the swipe game that completes a match shows the match moment, and "Keep swiping" goes on with the deck', async ({ page, browser }) => {
  const t = texts('en');
  const annika = await confirmedMember(page, 'flirtlocal', { name: 'Annika', gender: 'female', sexuality: 'hetero' });
  const other = await browser.newContext();
  const benPage = await other.newPage();
  // A name of his own: earlier runs and other tests leave men on the same site.
  const name = `Bartholomew${Math.floor(Math.random() * 1e6)}`;
  await confirmedMember(benPage, 'flirtlocal', { name, gender: 'male', sexuality: 'hetero' });
  // With a photo he is dealt early: the newest man with a face.
  await benPage.goto(siteUrl('flirtlocal', '/profile'));
  await hydrated(benPage);
  const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#4a6fd9' } })
    .jpeg()
    .toBuffer();
  await benPage.getByTestId('photo-manager').locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(benPage.getByTestId('own-photo')).toHaveCount(1, { timeout: 15_000 });
  expect((await apiPost(benPage, 'flirtlocal', '/api/like.php', { id: annika.id })).status).toBe(200);
  await other.close();
  // Her open page announces his like as it arrives. Announced once per tab, it then leaves the deck free.
  const announced = page.getByTestId('new-like-modal');
  await expect(announced).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(announced).toHaveCount(0);

  await page.goto(siteUrl('flirtlocal', '/swipe-game'));
  await hydrated(page);
  const top = page.getByTestId('swipe-card').first();
  // A test running beside this one may have added a newer man with a photo: pass him.
  await expect(async () => {
    if (!(await top.innerText()).includes(name)) await page.getByTestId('swipe-pass').click();
    await expect(top).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('swipe-like').click();
  const modal = page.getByTestId('match-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('match-face')).toHaveCount(2);
  await expect(modal.getByTestId('match-keep-swiping')).toHaveText(t('likes_ui.keep_swiping'));
  await modal.getByTestId('match-keep-swiping').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('swipe-game')).toBeVisible();
  await expect(page.getByTestId('swipe-card').first()).not.toContainText(name);
});
