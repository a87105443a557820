import type { Page } from '@playwright/test';
import { texts } from '../support/texts';
import { pressShortcut, signInToConsole } from './console-support';
import { apiPost, expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { apiGet, confirmedMember } from './support-members';

// FlirtLocal has a cam partner and resells members; so does its sister site Herzklopfen 40+ (tenants/*.json).
const SITE = 'flirtlocal';
const SISTER = 'herzklopfen';
const en = texts('en');

type Card = { id: number; kind: string; home_site: string };

/** Every card the member's search lists (all pages, everyone). */
function everyone(page: Page): Promise<Card[]> {
  return page.evaluate(async () => {
    const found: Card[] = [];
    for (let cursor = ''; ;) {
      const body = (await (await fetch(`/api/members.php?gender=any${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
        results: Card[];
        cursor: string | null;
      };
      found.push(...body.results);
      if (!body.cursor) return found;
      cursor = body.cursor;
    }
  });
}

test('a cam profile carries the cam badge and sends the member to the partner, not into a paid chat', async ({ page }) => {
  await confirmedMember(page, SITE, { name: 'Camden', gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const cam = (await everyone(page)).find((card) => card.kind === 'cam');
  expect(cam, 'the seeded cam profile').toBeTruthy();
  const id = cam?.id as number;

  await page.goto(siteUrl(SITE, `/members/${id}`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).getByTestId('cam-mark')).toHaveText(en('kinds.cam'));
  await expect(page.getByRole('heading', { level: 1 }).getByTestId('fictional-mark')).toHaveCount(0);
  await expect(page.getByTestId('cam-disclosure')).toHaveText(en('kinds.cam_page_disclosure', { partner: 'LiveCams' }));
  const watch = page.getByTestId('watch-live');
  await expect(watch).toHaveText(en('kinds.watch_live', { partner: 'LiveCams' }));
  await expect(watch).toHaveAttribute('href', /^https:\/\/livecams\.example\/models\/[a-z0-9]+-\d+$/);
  await expect(watch).toHaveAttribute('rel', 'noopener sponsored');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('message-button')).toHaveCount(0);
  await screenshots(page, 'cam-profile');

  // Her card in the search carries the badge too.
  await page.goto(siteUrl(SITE, '/members?gender=female'));
  await hydrated(page);
  const results = page.getByTestId('search-results');
  const card = results.locator(`a[href="/members/${id}"]`);
  for (let more = 0; more < 20 && !(await card.count()); more += 1) await results.getByRole('button', { name: en('search.more') }).click();
  await expect(card.getByTestId('cam-mark')).toBeVisible();
});

test("a sister site's member who agreed appears with her home site named", async ({ browser }) => {
  const herPage = await (await browser.newContext()).newPage();
  const her = await confirmedMember(herPage, SISTER, { name: 'Heike', gender: 'female', sexuality: 'hetero' });
  const hisPage = await (await browser.newContext()).newPage();
  await confirmedMember(hisPage, SITE, { name: 'Frank', gender: 'male', sexuality: 'hetero' });

  // Not before she agrees.
  await hisPage.goto(siteUrl(SITE, '/pages/faq'));
  expect((await everyone(hisPage)).some((card) => card.id === her.id)).toBe(false);

  // She agrees on her settings page (German: her site's language).
  const de = texts('de');
  await herPage.goto(siteUrl(SISTER, '/settings'));
  await hydrated(herPage);
  const consent = herPage.getByTestId('settings-resell');
  await expect(consent).not.toBeChecked();
  await expect(herPage.getByText(de('settings.resell_hint', { site: 'Herzklopfen 40+' }))).toBeVisible();
  await consent.click();
  await expect(consent).toBeChecked();
  await expect.poll(async () => (await apiGet<{ user: { resell: boolean } }>(herPage, '/api/user.php')).user.resell).toBe(true);

  // Her country's women: faces come first in a search, and she has no photo yet.
  await hisPage.goto(siteUrl(SITE, '/members?gender=female&country=DE'));
  await hydrated(hisPage);
  const card = hisPage.getByTestId('search-results').locator(`a[href="/members/${her.id}"]`);
  await expect(card.getByTestId('home-site')).toHaveText(en('kinds.from_site', { site: 'Herzklopfen 40+' }));
  await screenshots(hisPage, 'resold-search');

  await card.click();
  await expect(hisPage.getByTestId('home-site-disclosure')).toHaveText(en('kinds.resold_page_disclosure', { name: 'Heike', site: 'Herzklopfen 40+' }));
  await expect(hisPage.getByTestId('message-button')).toBeVisible();
  await screenshots(hisPage, 'resold-profile');
  await screenshots(herPage, 'resell-settings');

  // He writes from FlirtLocal (paid there); she finds him in her chats at home, named with his site.
  const sent = await apiPost(hisPage, SITE, '/api/chat.php', { profile_id: her.id, text: 'Hello from FlirtLocal', client_id: crypto.randomUUID() });
  expect(sent.status).toBe(200);
  await herPage.goto(siteUrl(SISTER, '/chats'));
  await hydrated(herPage);
  const item = herPage.getByTestId('chat-item').filter({ hasText: 'Frank' });
  await expect(item.getByTestId('home-site')).toHaveText(de('kinds.from_site', { site: 'FlirtLocal' }));
  await screenshots(herPage, 'resold-chats');
});

test('a moderator makes a cam profile in the console by giving it the partner handle', async ({ page, operators }) => {
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 860 });
  await signInToConsole(page, moderator);
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Fictional profiles' }).click();
  await pressShortcut(page, 'n', page.getByRole('heading', { name: 'New fictional profile' }));
  const name = `Roxy${Date.now().toString().slice(-5)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Date of birth').fill('1996-02-02');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Sexuality').selectOption('hetero');
  await page.getByLabel('Cam partner handle').fill('roxy_live');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel('Cam partner handle')).toHaveValue('roxy_live');
  await screenshots(page, 'console-cam-form');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Cam');
  await screenshots(page, 'console-cam-list');
});
