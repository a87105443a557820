import sharp from 'sharp';
import { ARTIFACTS, expect, screenshot, test } from './fixtures';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';

test.use({ locale: 'en-GB' });

test('an owner reads the dashboard: totals, charts with their numbers as tables, sites and the traffic report', async ({ page, operators }) => {
  const owner = await operators.add('owner');
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, owner);
  await expect(page).toHaveURL(`${CONSOLE_ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals of the period' });
  // The demo sites' members signed up when the server seeded them, so the period is not empty.
  await expect(
    totals
      .getByRole('listitem')
      .filter({ has: page.getByText('Sign-ups', { exact: true }) })
      .locator('strong'),
  ).not.toHaveText('0');
  await expect(page.getByRole('figure').filter({ hasText: 'Sign-ups and activations per day' }).locator('canvas').first()).toBeVisible();
  const perSite = page.getByRole('region', { name: 'Per site' });
  // The four demo sites, and any site another spec onboarded meanwhile.
  for (const site of ['Cœurs Coquins', 'FlirtLocal', 'Herzklopfen 40+', 'Regenboog Date'])
    await expect(perSite.getByRole('rowheader', { name: site })).toBeVisible();
  await page.getByRole('figure').filter({ hasText: 'Sign-ups and activations per day' }).getByText('Show as table').click();
  await expect(
    page.getByRole('figure').filter({ hasText: 'Sign-ups and activations per day' }).getByRole('columnheader', { name: 'Activations' }),
  ).toBeVisible();
  const traffic = page.getByRole('region', { name: 'Traffic report' });
  await expect(traffic.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  // The table opened above now holds the 7 days (and its header row).
  await expect(page.getByRole('figure').filter({ hasText: 'Sign-ups and activations per day' }).getByRole('row')).toHaveCount(8);
  // No sign-up rate reads over 100 %: the row of direct traffic has none ("–").
  const percents = (await traffic.locator('td').allTextContents()).filter((text) => text.includes('%'));
  expect(percents.length).toBeGreaterThan(0);
  for (const text of percents) expect(Number.parseFloat(text.replace(/,/g, '')), text).toBeLessThanOrEqual(100);
  // The menu's dark column runs to the foot of a long page: the pixel beside the menu at the bottom of the screen, scrolled to the end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pixel = await sharp(await page.screenshot())
    .extract({ left: 4, top: 890, width: 1, height: 1 })
    .raw()
    .toBuffer();
  expect([...pixel.subarray(0, 3)]).toEqual([0x17, 0x21, 0x3a]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${ARTIFACTS}/console-dashboard-1200.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${ARTIFACTS}/console-dashboard-375.png`, { fullPage: true });
});

test('a manager sees the figures of their own site only', async ({ page, operators }) => {
  const manager = await operators.add('manager', ['herzklopfen']);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInToConsole(page, manager);
  const perSite = page.getByRole('region', { name: 'Per site' });
  await expect(perSite.getByRole('rowheader')).toHaveCount(1);
  await expect(perSite.getByRole('rowheader')).toHaveText('Herzklopfen 40+');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Site' }).locator('option')).toHaveText(['All my sites', 'Herzklopfen 40+']);
});
