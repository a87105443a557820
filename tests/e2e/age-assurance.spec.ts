import path from 'node:path';
import { texts } from '../support/texts';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, screenshots, siteUrl, test } from './fixtures';
import { confirmedMember } from './support-members';

const SITE = 'flirtlocal';
const en = texts('en');

// A visitor from the United Kingdom: FlirtLocal requires age assurance by a provider there (the demo's sandbox).
test.use({ locale: 'en-GB', extraHTTPHeaders: { 'CF-IPCountry': 'GB' } });

test('a GB visitor sees blurred photos, is refused a message with the call to confirm their age, passes the sandbox and then messages; the console shows the result', async ({
  browser,
  page,
  operators,
  consoleGuard,
}) => {
  test.setTimeout(150_000);
  // The browser logs the refused message's 403 itself; the page shows the way on.
  consoleGuard.allow(/status of 403/);
  // Someone to write to, who signed up from the Netherlands.
  const partnerContext = await browser.newContext({ locale: 'en-GB', extraHTTPHeaders: { 'CF-IPCountry': 'NL' } });
  const partnerPage = await partnerContext.newPage();
  const partner = await confirmedMember(partnerPage, SITE, { name: `Pia${Date.now() % 100000}`, gender: 'female', sexuality: 'hetero' });
  await partnerContext.close();

  // As a visitor: the entry warning, then search results whose photos the server marks and the page blurs.
  await page.goto(siteUrl(SITE, '/members'));
  await page.getByTestId('site-entry-warning').getByRole('button').click();
  await hydrated(page);
  const blurred = page.locator('img[data-age-blurred]');
  await expect(blurred.first()).toBeVisible();
  expect(await blurred.first().evaluate((image) => getComputedStyle(image).filter)).toContain('blur');
  await expect(page.getByTestId('age-gate-notice')).toHaveText(new RegExp(en('age_assurance.blurred')));
  await screenshots(page, 'age-assurance-visitor-search');

  // Signed up and logged in: the profile shows the call to confirm instead of its photos and text.
  const member = await confirmedMember(page, SITE, { name: `Gary${Date.now() % 100000}`, gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, `/members/${partner.id}`));
  await hydrated(page);
  await expect(page.getByTestId('age-check-call')).toBeVisible();
  await screenshots(page, 'age-assurance-profile');

  // A message is refused, with the way on where the message box is.
  await page.goto(siteUrl(SITE, `/members/${partner.id}/chat`));
  await hydrated(page);
  await page.getByTestId('chat-input').fill('Hello from London!');
  await page.getByTestId('chat-send').click();
  const call = page.getByTestId('age-check-call');
  await expect(call).toBeVisible();
  await expect(call.getByRole('heading', { name: en('age_assurance.cta_title') })).toBeVisible();
  await screenshots(page, 'age-assurance-chat-refused');

  // The sandbox: the provider's page, where the tester approves.
  await call.getByTestId('age-check-start').click();
  const sandbox = page.getByTestId('sandbox-age-check');
  await expect(sandbox).toBeVisible();
  await screenshots(page, 'age-assurance-sandbox');
  await sandbox.getByRole('button', { name: en('age_assurance.sandbox_approved') }).click();

  // Back on the site: passed, and on to the conversation the member started from.
  await expect(page).toHaveURL(/\/age-check\?check=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId('age-check-status')).toHaveText(en('age_assurance.state_passed'));
  await screenshots(page, 'age-assurance-passed');
  await page.getByTestId('age-check-continue').click();
  await expect(page).toHaveURL(siteUrl(SITE, `/members/${partner.id}/chat`));
  await page.getByTestId('chat-input').fill('Hello from London!');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello from London!' })).toBeVisible();
  await expect(page.getByTestId('age-check-call')).toBeHidden();

  // Photos are no longer blurred for the member.
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  await expect(page.locator('img').first()).toBeVisible();
  await expect(blurred).toHaveCount(0);

  // The console's member page shows when and how the member passed, and the sandbox's reference.
  const support = await operators.add('support', [SITE]);
  const consoleContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  const desk = await consoleContext.newPage();
  const errors = consoleErrors(desk);
  await signInToConsole(desk, support);
  await desk.goto(`${CONSOLE_ORIGIN}/members/${member.id}`);
  await expect(desk.getByTestId('console-age-passed')).toBeVisible();
  await expect(desk.getByText(/^sbx_age_[0-9a-f]{32}$/)).toBeVisible();
  const section = desk.getByRole('heading', { name: 'Age assurance' }).locator('..');
  await screenshot(section, path.join(ARTIFACTS, 'age-assurance-console-1200.png'));
  expect(errors).toEqual([]);
  await consoleContext.close();
});
