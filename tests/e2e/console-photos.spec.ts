import crypto from 'node:crypto';
import { texts } from '../support/texts';
import { activatedMember, ownPhotoFile, picture } from './photo-support';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

test.use({ locale: 'en-GB' });
// Both tests work the one moderated site's queue: one after the other.
test.describe.configure({ mode: 'serial' });

/** Moderated by hand on the e2e server (its copy of the sites, playwright.config.ts); a Dutch site. */
const SITE = 'regenboog-date';
const nl = texts('nl');

test('new photos on a moderated site stay hidden until a moderator approves one and rejects the other by keyboard; the member reads the reason in Dutch', async ({
  browser,
  page,
  operators,
}) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const milaContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const semContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 375, height: 800 } });
  const milaPage = await milaContext.newPage();
  const semPage = await semContext.newPage();
  const errors = [...consoleErrors(milaPage), ...consoleErrors(semPage)];
  const mila = await activatedMember(milaPage, SITE, `Mila${suffix}`, 'female');
  await activatedMember(semPage, SITE, `Sem${suffix}`, 'male');

  // Mila adds two photos on her profile page: both wait for a moderator.
  await milaPage.goto(siteUrl(SITE, '/profile'));
  await hydrated(milaPage);
  const own = milaPage.getByTestId('own-photo');
  const input = milaPage.getByTestId('photo-manager').locator('input[type=file]');
  await input.setInputFiles({ name: 'strand.jpg', mimeType: 'image/jpeg', buffer: await picture('#7fb3d5') });
  await expect(own).toHaveCount(1);
  await input.setInputFiles({ name: 'telefoon.jpg', mimeType: 'image/jpeg', buffer: await picture('#c39bd3') });
  await expect(own).toHaveCount(2);
  await expect(own.getByTestId('photo-status')).toHaveText([nl('profile.photo_status.pending'), nl('profile.photo_status.pending')]);
  const [first, second] = [await ownPhotoFile(own.nth(0)), await ownPhotoFile(own.nth(1))];

  // Sem sees neither, on her profile or in search.
  const shown = (file: string) => semPage.locator(`img[src*="${file}"]`);
  await semPage.goto(siteUrl(SITE, `/members/${mila.id}`));
  await hydrated(semPage);
  await expect(semPage.getByRole('heading', { name: new RegExp(`Mila${suffix}`) })).toBeVisible();
  await expect(shown(first)).toHaveCount(0);
  await expect(shown(second)).toHaveCount(0);
  await semPage.goto(siteUrl(SITE, '/members'));
  await hydrated(semPage);
  await expect(shown(first)).toHaveCount(0);

  // A moderator of the site works the queue with the keyboard alone.
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, moderator);
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Photo moderation' }).click();
  await expect(page).toHaveURL(`${CONSOLE_ORIGIN}/photos`);
  const queue = page.getByRole('list', { name: 'Photos waiting for review' });
  const cards = queue.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('2 photos waiting')).toBeVisible();
  await expect(page.getByRole('button', { name: /Regenboog Date\s*2/ })).toHaveAttribute('aria-pressed', 'false');
  const preview = page.getByRole('complementary', { name: 'Photo under review' });
  await expect(preview.getByRole('heading', { name: new RegExp(`^Mila${suffix}, \\d+$`) })).toBeVisible();
  await expect(preview.locator('img').first()).toHaveAttribute('src', new RegExp(`${first}\\.webp$`));
  await expect(preview.getByText('Nothing visible yet: once approved, this becomes the main photo.')).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photos-1200.png`, { fullPage: true });

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photos-keys-1200.png`);
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  // j moves to the second photo and k back; a approves the first, focus moves on to the second.
  await page.keyboard.press('j');
  await expect(preview.locator('img').first()).toHaveAttribute('src', new RegExp(`${second}\\.webp$`));
  await page.keyboard.press('k');
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('a');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveText('1 photo approved.');
  await expect(cards.first()).toHaveAttribute('aria-current', 'true');
  await expect(preview.locator('img').first()).toHaveAttribute('src', new RegExp(`${second}\\.webp$`));
  // The member's approved photo now shows beside the next one as her main photo.
  await expect(preview.getByText('Visible on the profile now: 1 photo')).toBeVisible();
  // r opens the reasons; 4 is "Contact details".
  await page.keyboard.press('r');
  const reasons = page.getByRole('dialog', { name: 'Why is this photo rejected?' });
  await expect(reasons.getByRole('button', { name: /^4\s*Contact details$/ })).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photos-reasons-1200.png`);
  await page.keyboard.press('4');
  await expect(reasons).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('1 photo rejected.');
  await expect(page.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();

  // Mila sees one photo live as her main photo and the other rejected, with the reason in Dutch.
  await milaPage.reload();
  await hydrated(milaPage);
  await expect(own.getByTestId('photo-status')).toHaveText([
    nl('profile.main_photo'),
    nl('profile.photo_rejected', { reason: nl('profile.photo_reject_reasons.contact_details') }),
  ]);
  await expect(own.nth(1)).toContainText('Afgewezen: Contactgegevens op de foto');
  await expect(own.nth(1).getByRole('button', { name: nl('profile.make_main') })).toHaveCount(0);
  await screenshot(milaPage.getByTestId('photo-manager'), `${ARTIFACTS}/console-photos-member-1200.png`);

  // Sem now sees the approved one, never the rejected one.
  await semPage.goto(siteUrl(SITE, `/members/${mila.id}`));
  await hydrated(semPage);
  await expect(shown(first).first()).toBeVisible();
  await expect(shown(second)).toHaveCount(0);
  expect(errors).toEqual([]);
  await milaContext.close();
  await semContext.close();
});

test('several photos at once: x selects, A approves the selection; at 375 px without overflow, and empty at the end', async ({ page, operators }) => {
  const moderator = await operators.add('moderator', [SITE]);
  await page.setViewportSize({ width: 375, height: 800 });
  const uploader = await page.context().browser()?.newContext({ locale: 'en-GB' });
  const memberPage = await uploader?.newPage();
  if (!memberPage) throw new Error('no browser');
  await activatedMember(memberPage, SITE, `Noor${crypto.randomBytes(3).toString('hex')}`, 'female');
  await memberPage.goto(siteUrl(SITE, '/profile'));
  await hydrated(memberPage);
  const input = memberPage.getByTestId('photo-manager').locator('input[type=file]');
  const statuses = memberPage.getByTestId('photo-status');
  for (const [index, colour] of ['#f5cba7', '#a9dfbf', '#f9e79f'].entries()) {
    await input.setInputFiles({ name: `noor-${index}.jpg`, mimeType: 'image/jpeg', buffer: await picture(colour) });
    await expect(statuses).toHaveCount(index + 1);
  }
  await uploader?.close();

  await signInToConsole(page, moderator);
  await page.goto(`${CONSOLE_ORIGIN}/photos?site=${SITE}`);
  const cards = page.getByRole('list', { name: 'Photos waiting for review' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(cards.getByRole('checkbox', { checked: true })).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await screenshot(page, `${ARTIFACTS}/console-photos-375.png`, { fullPage: true });
  await page.keyboard.press('A');
  await expect(page.getByRole('status')).toHaveText('2 photos approved.');
  await expect(cards).toHaveCount(1);
  // Buttons work as well as keys: approving the last photo empties the queue.
  await page
    .getByRole('complementary', { name: 'Photo under review' })
    .getByRole('button', { name: /Approve/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  await screenshot(page, `${ARTIFACTS}/console-photos-empty-375.png`);
});
