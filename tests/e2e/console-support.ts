import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import type { Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_TENANTS_DIR } from '../../playwright.config';
import { expect } from './fixtures';

const run = promisify(execFile);

export const CONSOLE_ORIGIN = `http://operator.localhost:${E2E_PORT}`;
export const CONSOLE_PASSWORD = 'a long operator passphrase';

export interface CliOperator {
  email: string;
  /** The sign-in link the CLI printed (sets the password). */
  link: string;
  /** The TOTP secret from the printed otpauth:// URI. */
  secret: string;
}

let serial = 0;

/** Creates an operator the way an owner does: `npm run operator -- add`, beside the running server. */
export async function addOperator(role: 'owner' | 'manager' | 'moderator' | 'support', tenants: string[] = []): Promise<CliOperator> {
  const email = `e2e-${role}-${process.pid}-${++serial}-${Date.now()}@example.com`;
  const args = ['--import', 'tsx', 'scripts/operator.ts', 'add', '--email', email, '--role', role, ...(tenants.length ? ['--tenants', tenants.join(',')] : [])];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, TENANTS_DIR: E2E_TENANTS_DIR, PORT: String(E2E_PORT), LOG_LEVEL: 'warn' },
  });
  const link = /(http\S+\/password#\S+)/.exec(stdout)?.[1];
  const uri = /(otpauth:\/\/\S+)/.exec(stdout)?.[1];
  if (!link || !uri) throw new Error(`unexpected CLI output:\n${stdout}`);
  return { email, link, secret: new URL(uri).searchParams.get('secret') ?? '' };
}

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
