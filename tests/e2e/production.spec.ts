import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoEmail, DEMO_PASSWORD } from '#server/boot/seed/demo';
import { apiRequest, freePort } from '#tests/support/server-process';
import { expect, hydrated, screenshots, test } from './fixtures';

/**
 * The built server as an operator starts it in production (decision 0126): with every setting it
 * serves their own site and nothing of the demo; with none it refuses, naming each. A server of
 * its own beside the suite's demo server, on a port of its own.
 */
const ROOT = path.join(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server/index.js');
const SITE = 'amora-dating.nl';

/** An operator's own site: FlirtLocal's file under a real domain. */
function ownTenants(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-tenants-'));
  fs.cpSync(path.join(ROOT, 'tenants/companies'), path.join(dir, 'companies'), { recursive: true });
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'tenants/flirtlocal.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(
    path.join(dir, 'amora.json'),
    JSON.stringify(
      {
        ...site,
        id: 'amora',
        name: 'Amora',
        domains: [SITE],
        description: 'Amora is where open-minded adults meet: browse profiles, send a like and start chatting.',
        // A site of its own checks age with Veriff, never the demo's sandbox.
        age_assurance: { countries: { GB: 'provider' }, provider: 'veriff' },
      },
      null,
      2,
    ),
  );
  return dir;
}

test.describe('production mode', () => {
  let server: ChildProcess | undefined;
  let output = '';
  let port = 0;

  test.beforeAll(async () => {
    // A cold start of the built server beside the other browser tests: the poll below, not the test's 45 s, bounds it.
    test.setTimeout(90_000);
    port = await freePort();
    server = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'prod-data-')),
        TENANTS_DIR: ownTenants(),
        APP_SECRET: 'the-secret-of-this-production-test-0123456789',
        // Nothing is mailed in these steps; the address only has to be given.
        SMTP_URL: 'smtp://127.0.0.1:2',
        // The site's DKIM keys: none made yet, so its mail would go unsigned (a production boot names the folder).
        DKIM_KEYS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'prod-dkim-')),
        MOLLIE_API_KEY: 'test_productionbootwithoutarealkey00',
        VERIFF_API_KEY: 'veriff-key-of-the-production-test',
        VERIFF_SHARED_SECRET: 'veriff-secret-of-the-production-test',
        PUBLIC_ORIGIN: `http://{id}.localhost:${port}`,
        CONSOLE_ORIGIN: `http://operator.localhost:${port}`,
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Ready (production):');
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('serves the own site with no demo members, no demo login and no sandbox', async ({ page }) => {
    expect(output).toContain('payments  Mollie (test mode: no real money)');
    expect(output).toContain('age       Veriff checks where a site requires a provider');
    expect(output).toContain('secrets   APP_SECRET');
    expect(output).toContain('sites     1: amora\n');
    expect(output).not.toContain('Demo login');
    const call = (method: string, target: string, body?: object) => apiRequest(port, SITE, '', method, target, body);
    expect((await call('GET', '/readyz')).status).toBe(200);
    expect((await call('GET', '/api/members.php?gender=any')).body.numResults).toBe(0);
    const login = await call('POST', '/api/user.php', { email: demoEmail('amora'), password: DEMO_PASSWORD });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
    expect(JSON.stringify((await call('GET', '/sandbox/checkout/sb_1')).body)).not.toContain('sandbox-checkout');

    // Day one of a real site, as its first visitor sees it.
    await page.goto(`http://amora.localhost:${port}/`);
    await hydrated(page);
    await expect(page.getByRole('banner')).toContainText('Amora');
    await screenshots(page, 'production-first-day');
  });
});

test('refuses to start without its settings, naming each, from the built bundle', () => {
  const refused = spawnSync(process.execPath, [SERVER], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'prod-refused-')) },
    timeout: 30_000,
  });
  expect(refused.status).toBe(78);
  expect(refused.stderr.split('\n').filter((line) => /^ {2}[A-Z_]+: /.test(line))).toHaveLength(5);
  // The demo's FlirtLocal names the age-assurance sandbox for GB: never taken in production unasked.
  for (const name of ['APP_SECRET', 'SMTP_URL', 'MOLLIE_API_KEY', 'AGE_ASSURANCE', 'TENANTS_DIR']) expect(refused.stderr).toContain(`  ${name}: `);
});
