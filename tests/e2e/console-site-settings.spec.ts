import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import suite, { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { socketDir } from '#server/platform/db/local-socket';
import { CONSOLE_ORIGIN, signInToConsole } from './console-support';
import { ARTIFACTS, consoleErrors, expect, hydrated, screenshot, test } from './fixtures';

test.use({ locale: 'en-GB' });

const ROOT = path.join(import.meta.dirname, '../..');
/** A second server process of the suite's deployment: the suite's data, reached through the first server's database socket. */
const SECOND_PORT = E2E_PORT + 1;
const suiteServer = suite.webServer as { env: Record<string, string> };
/** A site no other browser test reads the headline of. */
const SITE = 'regenboog-date';
const FILE_HEADLINE = 'Mannen ontmoeten mannen bij jou in de buurt';

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1200, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await screenshot(page, path.join(ARTIFACTS, `console-${name}-${width}.png`), { fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1200, height: 900 });
}

test.describe('site settings in the console', () => {
  let second: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The suite's server holds its embedded database and lends it over its socket: this process
    // joins it as another server of the deployment would join PostgreSQL, with registries of its own.
    second = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
      cwd: ROOT,
      // The suite server's own settings (playwright.config.ts), on a port of its own and with the shared database.
      env: {
        ...process.env,
        ...suiteServer.env,
        PORT: String(SECOND_PORT),
        DATABASE_URL: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir(E2E_DATA_DIR))}`,
        PUBLIC_ORIGIN: `http://{id}.localhost:${SECOND_PORT}`,
        CONSOLE_ORIGIN: `http://operator.localhost:${SECOND_PORT}`,
      },
    });
    second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => {
          const ready = await fetch(`http://127.0.0.1:${SECOND_PORT}/healthz`).then(
            (res) => res.ok,
            () => false,
          );
          return ready || output;
        },
        { timeout: 60_000, message: 'the second server starts' },
      )
      .toBe(true);
  });
  test.afterAll(() => {
    second?.kill('SIGTERM');
  });

  test('an owner edits a site’s headline in the console and the public site shows it, on another server process too', async ({
    page,
    browser,
    consoleGuard,
    operators,
  }) => {
    test.setTimeout(120_000);
    // The browser logs the refusal of the first save (no Dutch headline), which the form then shows in words.
    consoleGuard.allow(/status of 400/);
    const owner = await operators.add('owner');
    await page.setViewportSize({ width: 1200, height: 900 });
    await signInToConsole(page, owner);

    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Sites' }).click();
    await page.getByRole('row').filter({ hasText: 'regenboog-date' }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('link', { name: 'Edit settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Settings of / })).toBeVisible();

    const texts = page.getByRole('form', { name: 'Texts' });
    // The site's own language (Dutch) is the first tab; every other tab shows its text in place of an empty one.
    await expect(texts.getByRole('tab', { name: 'Nederlands' })).toHaveAttribute('aria-selected', 'true');
    const headline = texts.getByLabel('Headline · Nederlands');
    await expect(headline).toHaveValue(FILE_HEADLINE);

    // Without a text in the site's own language the schema refuses, naming the field; nothing is saved.
    await headline.fill('');
    await texts.getByRole('button', { name: 'Save' }).click();
    await expect(texts.getByRole('alert')).toContainText("Headline: write a text in the site's own language");
    await expect(texts.getByText(/Headline: write a text/).first()).toBeVisible();
    await shots(page, 'site-settings-refused');

    const edited = `Regenboog: mannen in de buurt ${Date.now()}`;
    await headline.fill(edited);
    await texts.getByRole('button', { name: 'Save' }).click();
    await expect(texts.getByRole('status')).toHaveText('Saved. Live on every server within seconds.');
    await expect(texts.getByText('Changed in the console')).toBeVisible();
    await shots(page, 'site-settings');

    // The visitors of this server and of the second process see it, without a restart.
    const visitor = await browser.newContext({ locale: 'en-GB' });
    const site = await visitor.newPage();
    const errors = consoleErrors(site);
    for (const port of [E2E_PORT, SECOND_PORT]) {
      await expect(async () => {
        await site.goto(`http://${SITE}.localhost:${port}/`);
        await expect(site.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await hydrated(site);
      await expect(site).toHaveTitle(new RegExp(edited));
    }
    expect(errors).toEqual([]);

    // Back to the file's headline, as the other browser tests know the site.
    await texts.getByRole('button', { name: "Use the file's values" }).click();
    await expect(headline).toHaveValue(FILE_HEADLINE);
    await texts.getByRole('button', { name: 'Save' }).click();
    await expect(texts.getByRole('status')).toBeVisible();
    await expect(texts.getByText('Changed in the console')).toBeHidden();
    await visitor.close();

    // FlirtLocal's file asks for age assurance in GB and has lander campaigns in three languages.
    await page.goto(`${CONSOLE_ORIGIN}/sites/flirtlocal/settings`);
    const age = page.getByRole('form', { name: 'Age assurance' });
    await expect(age.getByLabel('Country')).toHaveValue('GB');
    await expect(age.getByLabel('Required')).toHaveValue('provider');
    await shots(page, 'site-settings-flirtlocal');
  });
});
