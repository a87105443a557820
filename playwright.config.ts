import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The server's data folder; tests read the dev outbox in it. Set once here, inherited by workers. */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `dating-e2e-${Date.now()}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * The server's own copy of the demo sites, made once here like the data folder: regenboog-date
 * moderates photos by hand there (console-photos.spec.ts), which no other spec uploads photos to;
 * the sites in the repository stay as they are. The CLIs run beside the server read the same copy.
 */
function manualModerationCopy(): string {
  const dir = `${E2E_DATA_DIR}-tenants`;
  fs.cpSync(path.join(import.meta.dirname, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, 'regenboog-date.json');
  fs.writeFileSync(file, `${JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), photo_moderation: 'manual' }, null, 2)}\n`);
  return dir;
}
process.env.E2E_TENANTS_DIR ??= manualModerationCopy();
export const E2E_TENANTS_DIR = process.env.E2E_TENANTS_DIR;
/** The bearer token of the bounce and spam-report intake, which tests post reports to. */
export const E2E_MAIL_EVENTS_TOKEN = 'e2e-mail-events-token-for-bounce-reports';

/**
 * The specs that need the Push API and notification permissions, which only the full browser has:
 * they run in Debian's Chromium, every other spec in its headless shell (the same Blink and V8
 * without the desktop browser around them, as Playwright runs headless tests by default), which
 * took half the CPU for the same tests (decision 0153). CHROMIUM_PATH and CHROMIUM_SHELL_PATH
 * pick other builds.
 */
const PUSH_SPECS = ['alerts.spec.ts', 'notifications.spec.ts'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the headless shell is started; a spec adding switches of its own starts from these. */
export const SHELL_LAUNCH_OPTIONS = { executablePath: CHROMIUM_SHELL, args: CHROMIUM_ARGS };

/** Runs against the production build (npm run build first). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  // Two browsers and the server share two cores: give cross-tab waits room without slowing passes.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://flirtlocal.localhost:${E2E_PORT}`,
    trace: 'off',
  },
  projects: [
    { name: 'shell', testIgnore: PUSH_SPECS, use: { launchOptions: SHELL_LAUNCH_OPTIONS } },
    { name: 'push', testMatch: PUSH_SPECS, use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } } },
  ],
  webServer: {
    command: 'node dist/server/index.js',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      // A demo deployment, as npm start runs it: the demo sites, sandbox payments, the outboxes (decision 0126).
      DEMO_SITES: '1',
      PAYMENTS: 'sandbox',
      AGE_ASSURANCE: 'sandbox',
      MAIL: 'outbox',
      SMS: 'outbox',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR,
      TENANTS_DIR: E2E_TENANTS_DIR,
      // Every test signs up from 127.0.0.1.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      // Mail links and the sandbox checkout point at the sites as the browser reaches them.
      PUBLIC_ORIGIN: `http://{id}.localhost:${E2E_PORT}`,
      // Headless Chromium reaches no real push service: tests subscribe with a loopback endpoint.
      PUSH_ALLOW_LOOPBACK: '1',
      MAIL_EVENTS_TOKEN: E2E_MAIL_EVENTS_TOKEN,
      // Sign-in links the console hands out open the console as the browser reaches it.
      CONSOLE_ORIGIN: `http://operator.localhost:${E2E_PORT}`,
    },
  },
});
