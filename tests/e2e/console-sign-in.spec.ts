import { ARTIFACTS, expect, screenshot, siteUrl, test } from './fixtures';
import { addOperatorWithCli, CONSOLE_ORIGIN, CONSOLE_PASSWORD, currentCode, signInToConsole } from './console-support';

test.use({ locale: 'en-GB' });

test('an operator from the CLI sets a password through the link, signs in with TOTP and sees only their role’s menu', async ({ page, consoleGuard }) => {
  // The browser logs the 401 of the session check after signing out.
  consoleGuard.allow(/401/);
  const operator = await addOperatorWithCli('moderator', ['flirtlocal']);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(operator.link);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(`${CONSOLE_ORIGIN}/password`);
  await screenshot(page, `${ARTIFACTS}/console-password-1200.png`);
  await signInToConsole(page, operator);
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await expect(menu.getByRole('link', { name: 'Photo moderation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Complaints' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(page.getByText(`${operator.email} · Moderator`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${CONSOLE_ORIGIN}/login`);
  await page.goto(`${CONSOLE_ORIGIN}/complaints`);
  await expect(page).toHaveURL(/\/login\?next=%2Fcomplaints$/);
});

test('a wrong code is refused in words, and the sign-in page works at 375 px', async ({ page, consoleGuard, operators }) => {
  consoleGuard.allow(/401/);
  const operator = await operators.add('support', ['flirtlocal']);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(operator.link);
  await page.getByLabel('New password').fill(CONSOLE_PASSWORD);
  await page.getByLabel('Repeat the password').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(CONSOLE_PASSWORD);
  const code = currentCode(operator.secret);
  await page.getByLabel('Authenticator code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail, password or code is not right.');
  await screenshot(page, `${ARTIFACTS}/console-login-375.png`);
  // A member site knows nothing of the console.
  consoleGuard.allow(/404/);
  const response = await page.goto(siteUrl('flirtlocal', '/operator'));
  expect(response?.status()).toBe(404);
});
