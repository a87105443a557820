import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { expect, hydrated, screenshots, siteUrl, test } from './fixtures';
import { texts } from '../support/texts';

test('visitors search page by page, filter, clear and open a profile', async ({ page }) => {
  const t = texts('nl');
  await page.goto(siteUrl('regenboog-date', '/members'));
  await hydrated(page);
  const cards = page.getByTestId('profile-card');
  await expect(cards).toHaveCount(24);
  await expect(page.getByTestId('search-count')).toBeVisible();
  await screenshots(page, 'search-regenboog-date');
  await page.getByRole('button', { name: t('search.more') }).click();
  await expect(cards).toHaveCount(48);

  const filters = page.getByTestId('search-filters');
  await filters.getByLabel(t('search.country')).selectOption('BE');
  await filters.getByRole('button', { name: t('search.submit') }).click();
  await expect(page).toHaveURL(/country=BE/);
  const belgian = await cards.count();
  expect(belgian).toBeGreaterThan(0);
  await filters.getByRole('button', { name: t('search.clear') }).click();
  await expect(page).toHaveURL(siteUrl('regenboog-date', '/members'));

  await cards.first().click();
  await expect(page.getByTestId('member-page')).toBeVisible();
  await page
    .getByTestId('member-actions')
    .getByRole('button', { name: t('member.like') })
    .click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await screenshots(page, 'member-visitor');
});

test('fictional profiles carry the site icon and warning', async ({ page }) => {
  await page.goto(siteUrl('flirtlocal'));
  const found = await page.evaluate(async () => {
    for (let cursor = ''; ;) {
      const body = await (await fetch(`/api/members.php${cursor ? `?cursor=${cursor}` : ''}`)).json();
      const fictional = body.results.find((card: { fictional: boolean }) => card.fictional);
      if (fictional || !body.cursor) return fictional?.id as number | undefined;
      cursor = String(body.cursor);
    }
  });
  expect(found).toBeTruthy();
  await page.goto(siteUrl('flirtlocal', `/members/${found}`));
  await hydrated(page);
  await expect(page.getByTestId('fictional-warning')).toBeVisible();
  await expect(page.getByTestId('member-page').getByTestId('fictional-mark').first()).toBeVisible();
});

test('a site without logged-out search asks visitors to log in', async ({ page }) => {
  await page.goto(siteUrl('herzklopfen', '/members'));
  await hydrated(page);
  await expect(page.getByTestId('search-login')).toBeVisible();
});

test('a member edits the profile, manages photos, blocks and reports someone', async ({ page }) => {
  const t = texts('de');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(siteUrl('herzklopfen', '/login'));
  await hydrated(page);
  await page.getByLabel(t('fields.email')).fill(demoEmail('herzklopfen'));
  await page.getByLabel(t('fields.password')).fill(DEMO_PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('login.submit') })
    .click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();

  await page.goto(siteUrl('herzklopfen', '/profile'));
  await hydrated(page);
  const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#3060a0' } })
    .jpeg()
    .toBuffer();
  const photos = page.getByTestId('own-photo');
  const before = await photos.count();
  await page.getByTestId('photo-manager').locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(photos).toHaveCount(before + 1);
  const form = page.getByTestId('profile-form');
  await form.getByLabel(t('signup.about_label')).fill('Ich wandere gern und koche für Freunde.');
  await form.getByTestId('interest-picker').getByRole('button').nth(2).click();
  await form.getByRole('button', { name: t('profile.save') }).click();
  await expect(form.getByText(t('profile.saved'))).toBeVisible();
  const location = page.getByTestId('location-settings');
  await location.getByLabel(t('fields.region')).selectOption('BE');
  await expect(location.getByText(t('profile.location_saved'))).toBeVisible();
  // "Use my location" in Munich: the offline geocoder picks Bavaria.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 48.137, longitude: 11.575 });
  await location.getByRole('button', { name: t('profile.use_location') }).click();
  await expect(location.getByLabel(t('fields.region'))).toHaveValue('BY');
  await screenshots(page, 'profile-herzklopfen');

  await page.goto(siteUrl('herzklopfen', '/members'));
  await hydrated(page);
  await page.getByTestId('profile-card').first().click();
  const actions = page.getByTestId('member-actions');
  await actions.getByRole('button', { name: t('member.block') }).click();
  await page.getByTestId('block-confirm').getByTestId('confirm-ok').click();
  await expect(actions.getByRole('button', { name: t('member.unblock') })).toBeVisible();
  await actions.getByRole('button', { name: t('member.unblock') }).click();
  await expect(actions.getByRole('button', { name: t('member.block') })).toBeVisible();
  await screenshots(page, 'member-herzklopfen');
  await actions.getByRole('link', { name: t('member.report') }).click();
  const report = page.getByTestId('complaints-page');
  await report.getByLabel(t('complaints_page.reason')).selectOption('fake_profile');
  await report.getByLabel(t('complaints_page.text')).fill('Die Fotos gehören einer anderen Person.');
  await report.getByRole('button', { name: t('complaints_page.send') }).click();
  await expect(page.getByTestId('complaint-sent')).toBeVisible();
});
