import { generateSync } from 'otplib';
import type { Locator, Page } from '@playwright/test';
import { CONSOLE_PASSWORD, type CliOperator } from './console-operators';
import { expect } from './fixtures';

export { addOperatorWithCli, CONSOLE_ORIGIN, CONSOLE_PASSWORD, type CliOperator } from './console-operators';

/** The code the operator's authenticator app shows now. */
export function currentCode(secret: string): string {
  return generateSync({ secret });
}

/** Opens the sign-in link, chooses the password, then signs in with password and code. */
export async function signInToConsole(page: Page, operator: CliOperator): Promise<void> {
  await page.goto(operator.link);
  await page.getByLabel('New password').fill(CONSOLE_PASSWORD);
  await page.getByLabel('Repeat the password').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(CONSOLE_PASSWORD);
  await page.getByLabel('Authenticator code').fill(currentCode(operator.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
}

/**
 * Presses a screen's single-key shortcut until what it opens shows: a screen's keys listen from
 * just after it has rendered, and a test can be quicker than that first moment.
 */
export async function pressShortcut(page: Page, key: string, opens: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opens.isVisible())) await page.keyboard.press(key);
    await expect(opens).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
