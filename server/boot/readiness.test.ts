import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_CONFIG, loadConfig } from '../platform/config';
import { ROOT } from '../platform/paths';
import { bootFacts, isDemoSite, productionProblems, readinessTable } from './readiness';
import { loadTenantFiles } from '../platform/tenancy/load';
import { serverBundle } from '#tests/support/bundles';

const SERVER = await serverBundle();
const DEMO_TENANTS = loadTenantFiles(path.join(ROOT, 'tenants')).tenants;
/** A site of an operator's own: a real domain. */
const OWN_SITE = [{ id: 'amora', domains: ['amora-dating.nl', 'www.amora-dating.nl'] }];
const COMPLETE = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-secret-of-this-deployment-long-enough-0123456789',
  SMTP_URL: 'smtp://mailer:secret@mail.internal:587',
  DKIM_KEYS_DIR: '/run/secrets/dkim',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz012345',
};

function problemsOf(env: Record<string, string>, tenants: Parameters<typeof productionProblems>[1] = OWN_SITE): string[] {
  return productionProblems(loadConfig(env), tenants);
}

describe('a production boot', () => {
  it('needs the DKIM keys, or word that the relay signs, to send through SMTP', () => {
    const unsigned = Object.fromEntries(Object.entries(COMPLETE).filter(([name]) => name !== 'DKIM_KEYS_DIR'));
    expect(problemsOf(unsigned)).toEqual([expect.stringMatching(/^DKIM_KEYS_DIR: missing .*npm run tenant -- dkim.*DKIM=relay/)]);
    expect(problemsOf({ ...unsigned, DKIM: 'relay' })).toEqual([]);
  });

  it('names each missing setting on a line of its own, with what to set', () => {
    const problems = problemsOf({ NODE_ENV: 'production' }, DEMO_TENANTS);
    expect(problems.map((line) => line.split(':')[0])).toEqual(['APP_SECRET', 'SMTP_URL', 'MOLLIE_API_KEY', 'AGE_ASSURANCE', 'TENANTS_DIR']);
    expect(problems[1]).toContain('MAIL=outbox');
    expect(problems[2]).toContain('PAYMENTS=sandbox');
    expect(problems[2]).toContain('PAYMENTS=none');
    expect(problems[3]).toContain('flirtlocal for GB');
    expect(problems[4]).toContain('coeurs-coquins, flirtlocal, herzklopfen, regenboog-date');
    expect(problems[4]).toContain('DEMO_SITES=1');
  });

  it('starts with every setting given, or with each shortcut said explicitly', () => {
    expect(problemsOf(COMPLETE)).toEqual([]);
    const rest = { NODE_ENV: COMPLETE.NODE_ENV, APP_SECRET: COMPLETE.APP_SECRET };
    expect(problemsOf({ ...rest, MAIL: 'outbox', PAYMENTS: 'sandbox' })).toEqual([]);
    expect(problemsOf({ ...rest, MAIL: 'outbox', PAYMENTS: 'none' })).toEqual([]);
  });

  it('refuses unsafe settings: loopback push, the published sandbox secret, an outbox beside a mail server', () => {
    expect(problemsOf({ ...COMPLETE, PUSH_ALLOW_LOOPBACK: '1' })).toEqual([expect.stringMatching(/^PUSH_ALLOW_LOOPBACK: unsafe/)]);
    expect(problemsOf({ ...COMPLETE, PAYMENTS: 'sandbox', PAYMENT_SANDBOX_SECRET: 'sandbox-webhook-secret-for-development' })).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX_SECRET: the published/),
    ]);
    expect(problemsOf({ ...COMPLETE, MAIL: 'outbox' })).toEqual([expect.stringMatching(/^MAIL: outbox and SMTP_URL/)]);
  });

  it('serves the demo sites only as a demo deployment, which may keep its generated secret', () => {
    expect(
      problemsOf(
        { NODE_ENV: 'production', DEMO_SITES: '1', MAIL: 'outbox', PAYMENTS: 'sandbox', AGE_ASSURANCE: 'sandbox', PUSH_ALLOW_LOOPBACK: '1' },
        DEMO_TENANTS,
      ),
    ).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).demoSites).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoSites).toBe(true);
  });

  it('tells demo sites by their reserved domains only', () => {
    expect(DEMO_TENANTS.every(isDemoSite)).toBe(true);
    expect(isDemoSite({ domains: ['amora-dating.nl'] })).toBe(false);
    expect(isDemoSite({ domains: ['staging.example.com', 'amora-dating.nl'] })).toBe(false);
    expect(isDemoSite({ domains: ['local.test', 'x.localhost'] })).toBe(true);
  });

  it('needs Veriff for a site that requires age assurance by a provider, and never takes the sandbox unasked', () => {
    const checking = OWN_SITE.map((site) => ({
      ...site,
      age_assurance: { countries: { GB: 'provider', NL: 'self_declared' } as const, provider: 'auto' as const },
    }));
    expect(problemsOf(COMPLETE, checking)).toEqual([
      expect.stringMatching(/^VERIFF_API_KEY, VERIFF_SHARED_SECRET: missing .*\(amora for GB\).*AGE_ASSURANCE=sandbox/),
    ]);
    expect(problemsOf({ ...COMPLETE, VERIFF_API_KEY: 'veriff-api-key', VERIFF_SHARED_SECRET: 'veriff-shared-secret' }, checking)).toEqual([]);
    expect(problemsOf({ ...COMPLETE, AGE_ASSURANCE: 'sandbox' }, checking)).toEqual([]);
    const sandboxed = checking.map((site) => ({ ...site, age_assurance: { ...site.age_assurance, provider: 'sandbox' as const } }));
    expect(problemsOf({ ...COMPLETE, VERIFF_API_KEY: 'veriff-api-key', VERIFF_SHARED_SECRET: 'veriff-shared-secret' }, sandboxed)).toEqual([
      expect.stringMatching(/^AGE_ASSURANCE: missing .*amora for GB/),
    ]);
  });

  it('asks nothing outside production', () => {
    expect(problemsOf({ NODE_ENV: 'development' }, DEMO_TENANTS)).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test' }, DEMO_TENANTS)).toEqual([]);
  });

  it('stops the process with exit code 78 and every line, before it opens anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refused-boot-'));
    const run = spawnSync(process.execPath, [SERVER], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, TENANTS_DIR: path.join(ROOT, 'tenants') },
      timeout: 30_000,
    });
    expect(run.status).toBe(EXIT_CONFIG);
    expect(run.stderr).toMatch(/^Refusing to start in production:\n {2}APP_SECRET: missing/);
    for (const name of ['SMTP_URL', 'MOLLIE_API_KEY', 'TENANTS_DIR']) expect(run.stderr).toContain(`\n  ${name}: `);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    // Nothing was made: no database, no generated secret.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('the readiness table', () => {
  it('shows what the server runs on, without credentials', () => {
    const config = loadConfig({ ...COMPLETE, REDIS_URL: 'redis://:hunter2@redis.internal:6379', DATA_DIR: '/data' });
    const table = readinessTable(config, {
      database: 'PostgreSQL db.internal:5432/dating; migrated',
      redis: config.REDIS_URL,
      storage: 'S3 bucket media-eu',
      sites: OWN_SITE,
    });
    expect(table.split('\n')).toEqual([
      'Ready (production):',
      '  database  PostgreSQL db.internal:5432/dating; migrated',
      '  redis     redis://redis.internal:6379',
      '  mail      SMTP smtp://mail.internal:587',
      '  dkim      /run/secrets/dkim',
      '  payments  Mollie (live)',
      '  age       no provider: no site may require one',
      '  sms       outbox /data/outbox: nothing is sent; direct debit is not offered',
      '  storage   S3 bucket media-eu',
      '  secrets   APP_SECRET',
      '  sites     1: amora',
    ]);
    expect(table).not.toContain('hunter2');
    expect(table).not.toContain('secret@');
  });

  it('reads the database, Redis and storage rows off the configuration, without credentials', () => {
    const config = loadConfig({ ...COMPLETE, DATABASE_URL: 'postgresql://app:pw-secret@db.internal:5432/dating', S3_BUCKET: 'media-eu', DATA_DIR: '/data' });
    expect(bootFacts(config, OWN_SITE)).toEqual({
      database: 'PostgreSQL db.internal:5432/dating; migrated',
      redis: undefined,
      storage: 'S3 bucket media-eu in us-east-1',
      sites: OWN_SITE,
    });
    expect(bootFacts(loadConfig({ DATA_DIR: '/data' }), OWN_SITE).storage).toBe('disk /data/media (this machine only)');
  });

  it('makes every demo shortcut visible', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DEMO_SITES: '1',
      MAIL: 'outbox',
      PAYMENTS: 'sandbox',
      AGE_ASSURANCE: 'sandbox',
      DATA_DIR: '/srv/demo',
    });
    const table = readinessTable(config, { database: 'embedded', redis: undefined, storage: 'disk', sites: DEMO_TENANTS });
    expect(table).toContain("age       sandbox checks where a site requires a provider (nobody's age is checked)");
    expect(table).toContain('mail      outbox /srv/demo/outbox: nothing is sent');
    expect(table).toContain('payments  sandbox (test money: members can mark their own payments paid)');
    expect(table).toContain('secrets   generated in /srv/demo/app-secret (this machine only)');
    expect(table).toContain('sms       outbox /srv/demo/outbox: nothing is sent; direct debit is not offered');
    const staging = loadConfig({ NODE_ENV: 'production', DEMO_SITES: '1', MAIL: 'outbox', PAYMENTS: 'sandbox', SMS: 'outbox', DATA_DIR: '/srv/demo' });
    expect(readinessTable(staging, { database: 'embedded', redis: undefined, storage: 'disk', sites: DEMO_TENANTS })).toContain(
      'sms       outbox /srv/demo/outbox: nothing is sent\n',
    );
    expect(table).toContain('(DEMO_SITES: demo members and login)');
  });
});
