import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { apiPost, expect, hydrated, screenshot, siteUrl, test } from './fixtures';
import { newMember } from './notifications-support';
import { texts } from '../support/texts';

const SHOTS = '/tmp/shots';
const PAGES = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../client/i18n/locales/en/pages.json'), 'utf8')) as {
  member_landing: { headline: { tonight: string } };
};
const WIDTHS = [375, 1200] as const;

/** The newest visible member of the site with a photo, as a visitor's search lists her. */
async function memberWithPhoto(page: Page, tenant: string): Promise<{ id: number; name: string }> {
  await page.goto(siteUrl(tenant, '/pages/faq'));
  return page.evaluate(async () => {
    const answer = await fetch('/api/members.php', { headers: { 'X-Request-Type': 'client' } });
    const body = (await answer.json()) as { results: { id: number; name: string; main_image: unknown }[] };
    const found = body.results.find((card) => card.main_image);
    if (!found) throw new Error('no member with a photo');
    return { id: found.id, name: found.name };
  });
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await screenshot(page, path.join(SHOTS, `member-landing-${name}-${width}.png`), { fullPage: true });
}

for (const width of WIDTHS) {
  test(`each member landing shows her profile and leads to step 0 at ${width} px`, async ({ page }) => {
    const anna = await memberWithPhoto(page, 'flirtlocal');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const [route, design] of [
      ['landing', 'profile'],
      ['landing2/tonight', 'photos'],
      ['landing3/nearby', 'chat'],
    ] as const) {
      await page.goto(siteUrl('flirtlocal', `/members/${anna.id}/${route}?network=adnet&sub1=banner7`));
      await hydrated(page);
      const landing = page.getByTestId('member-landing');
      await expect(landing).toHaveAttribute('data-design', design);
      await expect(landing.getByTestId('landing-name')).toContainText(anna.name);
      await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
      await shoot(page, design, width);
    }
    // The tonight variant's headline, picked by the slug.
    await page.goto(siteUrl('flirtlocal', `/members/${anna.id}/landing2/tonight`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.member_landing.headline.tonight.replace('{{name}}', anna.name));
    // The call to action keeps the traffic source on its way to step 0.
    await page.goto(siteUrl('flirtlocal', `/members/${anna.id}/landing?network=adnet&sub1=banner7`));
    await page.getByTestId('landing-cta').click();
    await expect(page).toHaveURL(new RegExp(`/members/${anna.id}/signup\\?network=adnet&sub1=banner7`));
    await expect(page.getByTestId('member-signup')).toBeVisible();
    await shoot(page, 'signup', width);
  });
}

test('unknown, unconfirmed and malformed profiles are the 404 page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/404/);
  for (const target of ['/members/999999999/landing', '/members/abc/landing2', '/members/0/signup']) {
    const answer = await page.goto(siteUrl('flirtlocal', target));
    expect(answer?.status()).toBe(404);
  }
});

test('the first message written on step 0 reaches her conversation once the account exists', async ({ page, browser }) => {
  const recipient = await browser.newPage();
  const login = await apiPost<{ user: { id: number } }>(recipient, 'flirtlocal', '/api/user.php', { email: demoEmail('flirtlocal'), password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const annaId = login.body.user.id;

  // The chat teaser's composer hands the line to step 0.
  await page.goto(siteUrl('flirtlocal', `/members/${annaId}/landing3`));
  await hydrated(page);
  const line = `Hello from the landing ${Date.now()}`;
  await page.getByTestId('member-landing').getByRole('textbox').fill(line);
  await page.getByTestId('landing-cta').click();
  await expect(page).toHaveURL(new RegExp(`/members/${annaId}/signup`));
  await hydrated(page);
  await expect(page.getByTestId('signup-message').getByRole('textbox')).toHaveValue(line);
  await page.getByTestId('signup-message').getByRole('button').click();

  const t = texts('en');
  const form = page.getByTestId('signup-account');
  await form.getByLabel(t('fields.email')).fill(`landing.${Date.now()}@example.org`);
  await form.getByLabel(t('fields.username')).fill('Lander');
  await form.getByLabel(t('fields.password')).fill('Velvet-Harbour-82');
  await form.getByLabel(t('fields.date_of_birth', { min_age: 18 })).fill('1987-06-05');
  await form.getByLabel(t('fields.gender')).selectOption('male');
  await form.getByLabel(t('fields.sexuality')).selectOption('hetero');
  await form.getByRole('button', { name: t('signup.create') }).click();
  await expect(page.getByTestId('signup-message-sent')).toBeVisible();

  // Anna finds it in her conversations (the sender is not confirmed yet: a first message is allowed).
  const chats = await recipient.evaluate(async () => (await fetch('/api/chats.php', { headers: { 'X-Request-Type': 'client' } })).text());
  expect(chats).toContain('Lander');
  await recipient.close();
});

test('a one-tap link that no longer works lands on the login page with a notice', async ({ page }) => {
  const t = texts('en');
  await page.goto(siteUrl('flirtlocal', `/${'x'.repeat(43)}?to=%2Fchats`));
  await expect(page).toHaveURL(/\/login\?link=expired&redirect=%2Fchats/);
  await expect(page.getByTestId('login-link-expired')).toHaveText(t('login.link_expired'));
});

for (const width of WIDTHS) {
  test(`/lang-config saves the language to the account at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await newMember(page, 'herzklopfen');
    await page.goto(siteUrl('herzklopfen', '/lang-config'));
    await hydrated(page);
    await shoot(page, 'lang-config', width);
    const target = width === 375 ? 'fr' : 'nl';
    await page.getByTestId(`lang-${target}`).click();
    await expect(page.getByTestId('lang-config-saved')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', target);
    const language = await page.evaluate(async () => {
      const body = (await (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()) as { user: { language: string } };
      return body.user.language;
    });
    expect(language).toBe(target);
    await page.getByTestId('lang-de').click();
    await expect(page.getByTestId('lang-config-saved')).toBeVisible();
  });
}

test("the top bar's language menu saves the language to the account, so her e-mails follow", async ({ page }) => {
  await newMember(page, 'flirtlocal');
  await page.goto(siteUrl('flirtlocal', '/members'));
  await hydrated(page);
  await page.getByTestId('language-menu').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const language = await page.evaluate(async () => {
    const body = (await (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()) as { user: { language: string } };
    return body.user.language;
  });
  expect(language).toBe('de');
});
