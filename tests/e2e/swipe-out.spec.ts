import type { Page } from '@playwright/test';
import { texts } from '../support/texts';
import { expectNoAxeViolations } from './a11y-support';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { apiGet, confirmedMember } from './support-members';

const SITE = 'flirtlocal';
const en = texts('en');

/** "HH:MM:SS" in seconds. */
function seconds(countdown: string | null): number {
  const [hours = 0, minutes = 0, rest = 0] = (countdown ?? '').split(':').map(Number);
  return hours * 3600 + minutes * 60 + rest;
}

/** Seconds from `ms` to the next UTC midnight, when the swipe day turns (docs/product.md#swipe-game). */
function toMidnight(ms: number): number {
  const midnight = new Date(ms);
  midnight.setUTCHours(24, 0, 0, 0);
  return (midnight.getTime() - ms) / 1000;
}

/** A new man of the site who has used today's four likes through the game's own API. */
async function memberOutOfLikes(page: Page, name: string): Promise<void> {
  await confirmedMember(page, SITE, { name: `${name}${Math.floor(Math.random() * 1e6)}`, gender: 'male', sexuality: 'hetero' });
  const deck = await apiGet<{ profiles: { id: number }[]; likes_left: number }>(page, '/api/swipe.php');
  expect(deck.likes_left).toBe(4);
  const statuses = await page.evaluate(
    async (ids) => {
      const answers: number[] = [];
      for (const id of ids) {
        const res = await fetch('/api/swipe.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
          body: JSON.stringify({ id, like: true }),
        });
        answers.push(res.status);
      }
      return answers;
    },
    deck.profiles.slice(0, 4).map((card) => card.id),
  );
  expect(statuses).toEqual([200, 200, 200, 200]);
}

test('the last like turns the deck into the end card: a moving countdown to the next likes, Premium, the match finder and the search', async ({ page }) => {
  test.setTimeout(60_000);
  await confirmedMember(page, SITE, { name: `Oscar${Math.floor(Math.random() * 1e6)}`, gender: 'male', sexuality: 'hetero' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl(SITE, '/swipe-game'));
  await hydrated(page);
  const left = page.getByTestId('likes-left');
  await expect(left).toHaveText(en('swipe.likes_left', { number: 4 }));
  for (let remaining = 3; remaining >= 0; remaining -= 1) {
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/swipe.php');
    await page.getByTestId('swipe-like').click();
    expect((await answered).status()).toBe(200);
    if (remaining > 0) await expect(left).toHaveText(en('swipe.likes_left', { number: remaining }));
  }

  const card = page.getByTestId('out-of-likes');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('swipe-card')).toHaveCount(0);
  await expect(left).toHaveCount(0);
  // The like button it replaced had the focus: the card's heading takes it.
  await expect(card.getByRole('heading', { level: 2, name: en('swipe.out_of_likes.title') })).toBeFocused();
  await expect(card).toContainText(en('swipe.out_of_likes.refill', { count: 4 }));
  const timer = card.getByRole('timer');
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  // Browser and server share this machine's clock: the count is the time to the next UTC midnight.
  expect(Math.abs(seconds(first) - toMidnight(Date.now()))).toBeLessThan(15);
  await expect(timer).not.toHaveText(first ?? '');
  expect(seconds(await timer.textContent())).toBeLessThan(seconds(first));

  const ways = card.getByRole('listitem');
  await expect(ways).toHaveCount(3);
  await expect(ways.nth(0).getByRole('link')).toHaveAttribute('href', '/premium');
  await expect(ways.nth(0)).toContainText(en('swipe.out_of_likes.premium_title'));
  await expect(ways.nth(1).getByRole('link')).toHaveAttribute('href', '/match-finder');
  await expect(ways.nth(1)).toContainText(en('swipe.out_of_likes.match_finder_title'));
  await expect(ways.nth(2).getByRole('link')).toHaveAttribute('href', '/members');
  await expect(ways.nth(2)).toContainText(en('swipe.out_of_likes.browse_title'));
  await screenshots(page, 'swipe-out');
  for (const width of [375, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  // The server renders the card too: a reload shows it with the countdown, and hydration keeps it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('out-of-likes').getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.getByRole('link', { name: new RegExp(en('swipe.out_of_likes.match_finder_title')) }).click();
  await expect(page).toHaveURL(/\/match-finder$/);
  await page.goBack();
  await page.getByRole('link', { name: new RegExp(en('swipe.out_of_likes.browse_title')) }).click();
  await expect(page).toHaveURL(/\/members$/);
  await page.goBack();
  await page.getByTestId('out-of-likes-premium').click();
  await expect(page).toHaveURL(/\/premium$/);
});

test("at zero the game asks for the new day's likes and counts on from the server's answer", async ({ page }) => {
  await memberOutOfLikes(page, 'Otto');
  await page.clock.install();
  await page.goto(siteUrl(SITE, '/swipe-game'));
  await hydrated(page);
  const timer = page.getByTestId('out-of-likes').getByRole('timer');
  const before = seconds(await timer.textContent());
  expect(before).toBeGreaterThan(0);
  const asked = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/swipe.php');
  // The browser's clock passes midnight; the server's does not, so its new answer is still "none left".
  await page.clock.fastForward((before + 2) * 1000);
  await asked;
  await expect(timer).toBeVisible();
  await expect.poll(async () => seconds(await timer.textContent())).toBeGreaterThan(0);
});

test('a premium member is offered no Premium at the end: the match finder and the search remain', async ({ page }) => {
  test.setTimeout(90_000);
  await memberOutOfLikes(page, 'Piet');
  await page.goto(siteUrl(SITE, '/credits'));
  await hydrated(page);
  await page.getByTestId('package-starter').click();
  await page.getByTestId('method-creditcard').click();
  await expect(page.getByTestId('sandbox-checkout')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

  await page.goto(siteUrl(SITE, '/swipe-game'));
  await hydrated(page);
  const card = page.getByTestId('out-of-likes');
  await expect(card.getByRole('timer')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('out-of-likes-premium')).toHaveCount(0);
  await expect(page.getByTestId('out-of-likes-match_finder')).toHaveAttribute('href', '/match-finder');
  await expect(page.getByTestId('out-of-likes-browse')).toHaveAttribute('href', '/members');
});
