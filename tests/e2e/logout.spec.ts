import type { Route } from '@playwright/test';
import { expect, hydrated, siteUrl, test } from './fixtures';
import { confirmedMember, MEMBER_PASSWORD } from './support-members';
import { texts } from '../support/texts';

const TENANT = 'flirtlocal';

/**
 * A member who logs in and out again at once: the page that logging in opens is still asking for
 * the member's data (here the welcome discount, which a new member has for the first hours, held
 * back on its way to the server). The log-out waits for it, so nothing reaches the server after the
 * session ended; before, that request could come back 403 (the console guard fails the test on any).
 */
test('logging out right after logging in waits for the page’s requests under way', async ({ page }) => {
  const t = texts('en');
  const { email } = await confirmedMember(page, TENANT, { name: 'Lena', gender: 'female', sexuality: 'hetero' });
  await page.goto(siteUrl(TENANT, '/'));
  await hydrated(page);
  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);

  // From here on, the welcome discount reaches the server only after a second and a half.
  const order: string[] = [];
  await page.route('**/api/discountcode.php?welcome=true', async (route: Route) => {
    order.push('discount asked');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/discountcode.php') order.push(`discount answered ${response.status()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/logout.php') order.push('log-out sent');
  });

  await page.goto(siteUrl(TENANT, '/login'));
  await hydrated(page);
  await page.getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password')).fill(MEMBER_PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('login.submit') })
    .click();
  await page.getByTestId('profile-menu').click();
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
  await expect.poll(() => order).toContain('log-out sent');
  expect(order).toEqual(['discount asked', 'discount answered 200', 'log-out sent']);
});
