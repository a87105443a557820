import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { texts } from '../support/texts';

/** The video landers, alonetonight and the swipe lander (docs/product.md#landers, docs/decisions/0090-lander-video.md). */

const SHOTS = '/tmp/shots';
const WIDTHS = [375, 1200] as const;
const TRACKING = 'network=adnet&sub1=media7';

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await screenshot(page, path.join(SHOTS, `landers-media-${name}-${width}.png`), { fullPage: true });
}

/** GET from inside the page (Node does not resolve *.localhost): status, content type and size. */
function fetchHead(page: Page, url: string) {
  return page.evaluate(async (target) => {
    const answer = await fetch(target);
    return { status: answer.status, type: answer.headers.get('content-type') ?? '', size: (await answer.arrayBuffer()).byteLength };
  }, url);
}

/** The clip is made on the first request that needs it: asks until its files are there. */
async function clipReady(page: Page, name: string): Promise<void> {
  await page.goto(siteUrl('flirtlocal', '/pages/faq'));
  await expect
    .poll(
      () =>
        page.evaluate(async (lander) => {
          const answer = await fetch(`/api/lander.php?name=${lander}`, { headers: { 'X-Request-Type': 'client' } });
          return ((await answer.json()) as { video: { webm: string | null } | null }).video?.webm ?? null;
        }, name),
      { timeout: 90_000, intervals: [1000] },
    )
    .not.toBeNull();
}

test.describe('video landers', () => {
  test.setTimeout(150_000);
  for (const name of ['video', 'transitionsvideolanding'] as const) {
    for (const width of WIDTHS) {
      test(`${name} plays a clip made from the site's faces at ${width} px`, async ({ page }) => {
        await clipReady(page, name);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(siteUrl('flirtlocal', `/landers/${name}?${TRACKING}`));
        await hydrated(page);
        await expect(page.getByTestId(`lander-${name}`)).toBeVisible();
        expect(await page.getByTestId('lander-members').getByTestId('lander-member').count()).toBeGreaterThanOrEqual(3);
        const poster = page.getByTestId('lander-poster');
        await expect(poster).toHaveAttribute('fetchpriority', 'high');
        const video = page.getByTestId('lander-clip-video');
        await expect(video).toBeVisible();
        expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.autoplay, element.controls])).toEqual([
          true,
          true,
          true,
          false,
        ]);
        const sources = await video.locator('source').evaluateAll((elements) => elements.map((element) => (element as HTMLSourceElement).src));
        expect(sources.length).toBe(2);
        for (const source of sources) {
          expect(new URL(source).host).toBe(new URL(page.url()).host);
          const answer = await fetchHead(page, source);
          expect(answer.status).toBe(200);
          expect(answer.type).toMatch(/^video\/(webm|mp4)/);
          expect(answer.size).toBeLessThan(1024 * 1024);
        }
        const posterAnswer = await fetchHead(page, (await poster.getAttribute('src')) ?? '');
        expect(posterAnswer).toMatchObject({ status: 200, type: 'image/webp' });
        // The CTA keeps the traffic source on its way to the sign-up.
        await expect(page.getByTestId('lander-cta').first()).toHaveAttribute('href', `/signup?${TRACKING}`);
        await shoot(page, name, width);
      });
    }
  }

  test('with reduced motion the video lander shows its poster, no clip', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(siteUrl('flirtlocal', '/landers/video'));
    await hydrated(page);
    await expect(page.getByTestId('lander-poster')).toBeVisible();
    await expect(page.getByTestId('lander-clip-video')).toHaveCount(0);
    await context.close();
  });
});

for (const width of WIDTHS) {
  test(`alonetonight lists the site's faces to chat with tonight at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(siteUrl('flirtlocal', `/landers/alonetonight?${TRACKING}`));
    await hydrated(page);
    const members = page.getByTestId('lander-members').getByTestId('lander-member');
    expect(await members.count()).toBeGreaterThanOrEqual(6);
    await expect(members.first()).toHaveAttribute('href', `/signup?${TRACKING}`);
    await expect(page.getByTestId('tonight-urgency')).toBeVisible();
    await shoot(page, 'alonetonight', width);
  });

  test(`tinderswipe asks to sign up after three likes and the sign-up completes at ${width} px`, async ({ page }) => {
    const t = texts('en');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(siteUrl('flirtlocal', `/landers/tinderswipe?${TRACKING}`));
    await hydrated(page);
    await shoot(page, 'tinderswipe', width);
    const deck = page.getByTestId('swipe-deck');
    const top = deck.getByTestId('swipe-card').first();
    /** Each swipe lets the card fly out before the next one counts: waits until another card is on top. */
    const swiped = async (swipe: () => Promise<void>) => {
      const before = await top.textContent();
      await swipe();
      await expect(top).not.toHaveText(before ?? '');
    };
    // A drag to the right is a like, the keyboard's left arrow a pass, then the like button.
    await swiped(async () => {
      const box = await top.boundingBox();
      if (!box) throw new Error('no card');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 1.4, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    });
    await expect(page.getByTestId('swipe-progress')).toContainText('2');
    await swiped(async () => {
      await deck.focus();
      await page.keyboard.press('ArrowLeft');
    });
    await swiped(() => page.getByTestId('swipe-like').click());
    await expect(page.getByTestId('swipe-signup')).toHaveCount(0);
    await page.getByTestId('swipe-like').click();
    const modal = page.getByTestId('swipe-signup');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('swipe-liked').locator('img')).toHaveCount(3);
    await shoot(page, 'tinderswipe-ask', width);

    const form = modal.getByTestId('signup-account');
    const email = `swipe.${width}.${Date.now()}@example.org`;
    await form.getByLabel(t('fields.email')).fill(email);
    await form.getByLabel(t('fields.username')).fill('Swiper');
    await form.getByLabel(t('fields.password')).fill('Velvet-Harbour-82');
    await form.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1986-04-03');
    await form.getByLabel(t('fields.gender')).selectOption('male');
    await form.getByLabel(t('fields.sexuality')).selectOption('hetero');
    await form.getByRole('button', { name: t('signup.create') }).click();
    await expect(form).toHaveCount(0);
    const user = await page.evaluate(async () => {
      const answer = await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } });
      return ((await answer.json()) as { user: { email: string } | null }).user;
    });
    expect(user?.email).toBe(email);
  });
}

test('without JavaScript each lander shows the faces and a working way to the sign-up', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const name of ['video', 'transitionsvideolanding', 'alonetonight', 'tinderswipe']) {
    const answer = await page.goto(siteUrl('flirtlocal', `/landers/${name}?${TRACKING}`));
    expect(answer?.status(), name).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (name === 'tinderswipe') expect(await page.getByTestId('swipe-card').count()).toBeGreaterThan(0);
    else expect(await page.getByTestId('lander-member').count(), name).toBeGreaterThan(0);
    if (name.includes('video')) await expect(page.getByTestId('lander-poster')).toBeVisible();
    const signup = page.locator(`a[href="/signup?${TRACKING}"]`).first();
    await expect(signup).toBeVisible();
    // Every text is translated: no key of the locale files shows through.
    expect(await page.locator('body').innerText(), name).not.toMatch(/\blanders\.[a-z_]+/);
  }
  await page.locator(`a[href="/signup?${TRACKING}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?${TRACKING}`));
  await expect(page.getByTestId('signup-account')).toBeVisible();
  await context.close();
});
