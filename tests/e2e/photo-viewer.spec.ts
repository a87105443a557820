import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { texts } from '../support/texts';
import { expectNoAxeViolations } from './a11y-support';
import { apiPost, ARTIFACTS, expect, hydrated, screenshot, screenshots, siteUrl, test } from './fixtures';
import { apiGet, confirmedMember, MEMBER_PASSWORD } from './support-members';

const SITE = 'flirtlocal';
const en = texts('en');

/** A portrait with its number drawn large, so a picture shows which photo is open. */
function picture(background: string, number: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="${background}"/>
    <ellipse cx="300" cy="330" rx="150" ry="190" fill="#e8b894"/>
    <text x="300" y="720" font-size="120" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">${number}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A woman with three photos, made in a context of her own; who she is and her photos' files, main first. */
async function memberWithThreePhotos(browser: Browser): Promise<{ id: number; email: string; name: string; files: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `Liv${Math.floor(Math.random() * 1e6)}`;
  const { id, email } = await confirmedMember(page, SITE, { name, gender: 'female', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, '/profile'));
  await hydrated(page);
  const input = page.getByTestId('photo-manager').locator('input[type=file]');
  for (const [index, colour] of ['#c0392b', '#2e86c1', '#229954'].entries()) {
    await input.setInputFiles({ name: `liv-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await picture(colour, index + 1) });
    await expect(page.getByTestId('own-photo')).toHaveCount(index + 1, { timeout: 15_000 });
  }
  const own = await apiGet<{ profile: { photos: { filename: string; main: boolean }[] } }>(page, '/api/profile.php');
  await context.close();
  const files = [...own.profile.photos].sort((a, b) => Number(b.main) - Number(a.main)).map((photo) => photo.filename);
  return { id, email, name, files };
}

/**
 * The open viewer at phone and desktop width: no axe violations, and as the screen shows it with
 * SCREENSHOTS=1 (a full-page picture would show the page under it).
 */
async function checkViewer(page: Page, name: string): Promise<void> {
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    await screenshot(page, path.join(ARTIFACTS, `${name}-${width}.png`), { animations: 'disabled' });
  }
}

/** The focused element is inside the open viewer. */
function focusInViewer(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('[data-testid="photo-viewer"]') !== null);
}

test('a free member opens the photos they may see full screen: arrows, keys, Escape back to the photo; the locked one stays locked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const liv = await memberWithThreePhotos(browser);
  await confirmedMember(page, SITE, { name: `Theo${Math.floor(Math.random() * 1e6)}`, gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, `/members/${liv.id}`));
  await hydrated(page);

  // Free members see two photos; the third is one locked tile, its file never sent.
  const tiles = page.getByTestId('member-photos').getByRole('link', { name: /^Enlarge/ });
  await expect(tiles).toHaveCount(2);
  await expect(page.getByTestId('locked-photos')).toHaveText(en('member.more_photos', { count: 1 }));
  const third = liv.files[2] ?? '';
  expect(third).not.toBe('');

  await screenshots(page, 'photo-viewer-profile');
  await tiles.nth(1).click();
  const viewer = page.getByRole('dialog', { name: en('photo_viewer.label', { name: liv.name }) });
  const position = viewer.getByTestId('photo-viewer-position');
  const image = viewer.getByTestId('photo-viewer-image');
  await expect(viewer).toBeVisible();
  await expect(position).toContainText('2 / 2');
  await expect(position).toContainText(en('photo_viewer.position', { index: 2, total: 2 }));
  // The same file the tile links to, whole (contained, not cropped), and loaded.
  await expect(image).toHaveAttribute('src', (await tiles.nth(1).getAttribute('href')) ?? '');
  expect(await image.evaluate((element: HTMLImageElement) => getComputedStyle(element).objectFit)).toBe('contain');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 600)).toBe(true);
  expect(await page.content()).not.toContain(third);
  await checkViewer(page, 'photo-viewer');

  await viewer.getByRole('button', { name: en('photo_viewer.next') }).click();
  await expect(position).toContainText('1 / 2');
  await expect(image).toHaveAttribute('src', liv.files[0] ?? '');
  await viewer.getByRole('button', { name: en('photo_viewer.previous') }).click();
  await expect(position).toContainText('2 / 2');
  await page.keyboard.press('ArrowRight');
  await expect(position).toContainText('1 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toContainText('2 / 2');
  await page.keyboard.press('Home');
  await expect(position).toContainText('1 / 2');
  // Tab goes round the viewer's buttons and never reaches the page behind.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInViewer(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(tiles.nth(1)).toBeFocused();

  // The big photo at the top opens the viewer too, at the main photo; so does the keyboard.
  await page.getByTestId('member-main-photo').focus();
  await page.keyboard.press('Enter');
  await expect(position).toContainText('1 / 2');
  await viewer.getByRole('button', { name: en('photo_viewer.close') }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByTestId('member-main-photo')).toBeFocused();

  // Asked for less motion, the photos neither fade in nor glide back.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await tiles.first().click();
  const still = await image.evaluate((element) => ({
    animation: getComputedStyle(element).animationName,
    transition: getComputedStyle(element).transitionDuration,
  }));
  expect(still).toEqual({ animation: 'none', transition: '0s' });
  expect(await viewer.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});

test('on a touch screen a swipe turns the photos; the member sees all of their own', async ({ browser }) => {
  test.setTimeout(90_000);
  const liv = await memberWithThreePhotos(browser);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const login = await apiPost<{ user: { id: number } }>(page, SITE, '/api/user.php', { email: liv.email, password: MEMBER_PASSWORD });
  expect(login.status).toBe(200);
  await page.goto(siteUrl(SITE, '/profile'));
  await hydrated(page);
  const photos = page.getByTestId('photo-manager').getByRole('link', { name: /^Enlarge/ });
  await expect(photos).toHaveCount(3);
  await photos.first().tap();
  const viewer = page.getByRole('dialog', { name: en('photo_viewer.own_label') });
  const position = viewer.getByTestId('photo-viewer-position');
  await expect(position).toContainText('1 / 3');

  const cdp = await context.newCDPSession(page);
  /** A finger's drag across the middle of the screen, in steps as a real one moves. */
  const swipe = async (fromX: number, toX: number) => {
    const y = 420;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 6; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 6, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(300, 60);
  await expect(position).toContainText('2 / 3');
  await swipe(300, 60);
  await expect(position).toContainText('3 / 3');
  await screenshot(page, path.join(ARTIFACTS, 'photo-viewer-own-375.png'), { animations: 'disabled' });
  await swipe(60, 300);
  await expect(position).toContainText('2 / 3');
  // A short wobble is no swipe.
  await swipe(200, 180);
  await expect(position).toContainText('2 / 3');
  await viewer.getByRole('button', { name: en('photo_viewer.close') }).tap();
  await expect(viewer).toHaveCount(0);
  await context.close();
});
