import { texts } from '../support/texts';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { apiGet, confirmedMember } from './support-members';

const SITE = 'flirtlocal';
const en = texts('en');

test('search starts on whom the member looks for, filters by online now, and shows presence until she goes invisible', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  const herPage = await other.newPage();
  const her = await confirmedMember(herPage, SITE, { name: 'Nadia', gender: 'female', sexuality: 'hetero' });
  // Her open tab holds the live socket that makes her online.
  await herPage.goto(siteUrl(SITE, '/members'));
  await hydrated(herPage);

  await confirmedMember(page, SITE, { name: 'Oskar', gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  const filters = page.getByTestId('search-filters');
  await expect(filters.getByLabel(en('search.gender'))).toHaveValue('female');
  await filters.getByLabel(en('search.online_now')).check();
  await filters.getByRole('button', { name: en('search.submit') }).click();
  await expect(page).toHaveURL(/online=1/);
  const herCard = page.getByTestId('search-results').locator(`a[href="/members/${her.id}"]`);
  await expect(herCard.getByTestId('online-now')).toBeVisible();
  await filters.locator('summary').click();
  await expect(filters.getByTestId('interest-picker')).toBeVisible();
  await screenshots(page, 'search-online-filters');

  await herCard.click();
  // Her header; the members beside her may be online too.
  await expect(page.getByTestId('member-page').locator('header').first().getByTestId('online-now')).toHaveText(en('presence.online_now'));
  await screenshots(page, 'member-online');

  // Invisible mode: she leaves the search, and her presence with it.
  const invisible = await herPage.evaluate(
    async () =>
      (
        await fetch('/api/user.php', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
          body: JSON.stringify({ invisible: true }),
        })
      ).status,
  );
  expect(invisible).toBe(200);
  const online = await apiGet<{ results: { id: number }[] }>(page, '/api/members.php?online=1');
  expect(online.results.map((card) => card.id)).not.toContain(her.id);
  await other.close();
});

test('a visitor writes first from a profile at sign-up, lands on matches, and finds the swipe game and match finder', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  // A cam profile offers its show, not a message: the first profile one can write to.
  await page
    .getByTestId('profile-card')
    .filter({ hasNot: page.getByTestId('cam-mark') })
    .first()
    .click();
  await expect(page.getByTestId('member-page')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).split(',')[0]?.trim() ?? '';
  await page
    .getByTestId('member-actions')
    .getByRole('button', { name: en('member.message') })
    .click();
  const modal = page.getByTestId('signup-modal');
  await modal.getByLabel(en('signup.message_label', { name })).fill(`Hi ${name}, shall we talk?`);
  await modal.getByLabel(en('fields.email')).fill(`first.${Date.now()}@example.org`);
  await modal.getByLabel(en('fields.username')).fill(`Milo${Date.now() % 100000}`);
  await modal.getByLabel(en('fields.password')).fill('Velvet-Harbour-82');
  await modal.getByLabel(en('fields.date_of_birth', { min_age: 18 })).fill('1990-05-05');
  await modal.getByLabel(en('fields.gender')).selectOption('male');
  await modal.getByLabel(en('fields.sexuality')).selectOption('hetero');
  await modal.getByRole('button', { name: en('signup.create') }).click();
  await expect(modal.getByTestId('signup-message-sent')).toHaveText(en('signup.message_sent', { name }));

  await page.goto(siteUrl(SITE, '/signup-matches'));
  await hydrated(page);
  const matches = page.getByTestId('signup-matches');
  await expect(matches.getByTestId('profile-card').first()).toBeVisible();
  await screenshots(page, 'signup-matches');
  await matches.getByRole('link', { name: en('swipe.title') }).click();
  await expect(page).toHaveURL(/\/swipe-game$/);

  // From the top bar, the profile menu and the member's home.
  await page.goto(siteUrl(SITE, '/'));
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: en('nav.main') });
  await expect(nav.getByRole('link', { name: en('nav.swipe') })).toHaveAttribute('href', '/swipe-game');
  const shortcuts = page.getByTestId('member-shortcuts');
  await expect(shortcuts.getByRole('link', { name: new RegExp(en('home.member.match_finder_title')) })).toHaveAttribute('href', '/match-finder');
  await expect(shortcuts.getByRole('link', { name: new RegExp(en('home.member.swipe_title')) })).toHaveAttribute('href', '/swipe-game');
  await screenshots(page, 'member-home-nav');
  await page.getByTestId('profile-menu').click();
  await page.getByRole('link', { name: en('match_finder.title'), exact: true }).click();
  await expect(page.getByTestId('match-finder')).toBeVisible();
  await page.getByTestId('profile-menu').click();
  await screenshots(page, 'member-profile-menu');
});

test.describe('from a country that gets the entry warning', () => {
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });

  test('only logged-out visitors are asked; a member is not', async ({ browser, page }) => {
    const visitor = await browser.newPage({ extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });
    await visitor.goto(siteUrl(SITE));
    await hydrated(visitor);
    await expect(visitor.getByTestId('site-entry-warning')).toBeVisible();
    await visitor.close();

    await confirmedMember(page, SITE, { name: 'Ruud', gender: 'male', sexuality: 'hetero' });
    await page.goto(siteUrl(SITE));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-entry-warning')).toHaveCount(0);
  });
});

test('the French site’s sign-up page hydrates without error when a traffic source is stored', async ({ page }) => {
  await page.goto(siteUrl('coeurs-coquins', '/?network=affnet&sub1=e2e'));
  await hydrated(page);
  await page.goto(siteUrl('coeurs-coquins', '/signup'));
  await hydrated(page);
  // The site takes sign-ups only with a source: the form, not the invitation notice.
  await expect(page.getByTestId('signup-account')).toBeVisible();
  await expect(page.getByTestId('invite-only')).toHaveCount(0);
});

const VISITOR_PAGES = ['/', '/members', '/login', '/signup', '/pricing', '/reset-password', '/pages/terms', '/pages/faq', '/complaints', '/no-such-page'];
const MEMBER_PAGES = [
  '/',
  '/members',
  '/likes',
  '/likes/matches',
  '/chats',
  '/credits',
  '/credits/popular',
  '/credits/repeat-order',
  '/premium',
  '/profile',
  '/settings',
  '/notifications',
  '/transactions',
  '/match-finder',
  '/swipe-game',
  '/signup-matches',
  '/complete-signup',
  '/lang-config',
  '/directdebit',
];

test('every page has a title, for visitors and members', async ({ page, consoleGuard }) => {
  test.setTimeout(150_000);
  // The unknown page answers 404, which the browser logs.
  consoleGuard.allow(/status of 404/);
  for (const path of VISITOR_PAGES) {
    await page.goto(siteUrl(SITE, path));
    await hydrated(page);
    await expect(page, path).toHaveTitle(/\S/);
  }
  await confirmedMember(page, SITE, { name: 'Titus', gender: 'male', sexuality: 'hetero' });
  const someone = (await apiGet<{ results: { id: number }[] }>(page, '/api/members.php')).results[0]?.id;
  for (const path of [...MEMBER_PAGES, `/members/${someone}`, `/members/${someone}/chat`]) {
    await page.goto(siteUrl(SITE, path));
    await hydrated(page);
    await expect(page, path).toHaveTitle(/\S/);
  }
});
