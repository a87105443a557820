import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { payments, profiles, users } from '#server/platform/db/schema';
import { markConfirmed } from '#server/core/domain/accounts/activation';
import { trafficReport, type TrafficReport } from './report';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';

const EN = 'flirtlocal.localhost';
const run = promisify(execFile);

describe.each(BACKENDS)('the traffic report on $name', (backend) => {
  let t: TestApp;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;
  let open = true;
  // A network of this run only, so other tests' rows in the same database do not count.
  const network = `net${crypto.randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    // A database that outlives the app: the CLI reads it after the app has let go of it.
    scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traffic-report-'));
    t = await createPaymentTestApp(backend, { database: scratch ? { url: scratch.url } : { dataDir } });
  });
  afterAll(async () => {
    if (open) await t.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function pay(cookie: string): Promise<number> {
    const started = await api(t.app, EN, cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal' }).expect(201);
    const checkout = new URL(started.body.redirect).pathname;
    await request(t.app).post(checkout).set('Host', EN).type('form').send('outcome=paid').expect(303);
    const id = started.body.payment.payment_id as number;
    await waitFor(
      async () => (await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status,
      (status) => status === 'paid',
    );
    return id;
  }

  const visit = (source: Record<string, string>, bounce = false) => {
    const key = crypto.randomBytes(16).toString('base64url');
    return api(t.app, EN)
      .post('/api/landing-visit.php', { visit: key, path: '/landers/gallery', ...source })
      .expect(204)
      .then(() => (bounce ? api(t.app, EN).post('/api/page-bounce.php', { visit: key }).expect(204) : undefined));
  };

  const rowOf = (report: TrafficReport, sub1: string) => report.rows.find((row) => row.source.network === network && row.source.sub1 === sub1);

  it('follows a tracked visit through sign-up, activation and payment to its network and sub, and the CLI prints it', async () => {
    await visit({ network, sub1: 'summer' });
    await visit({ network, sub1: 'summer' }, true);
    await visit({ network, sub1: 'winter' }, true);

    const landedAt = new Date().toISOString();
    const payer = await signUp(t.app, EN, {
      network,
      sub1: 'summer',
      landed_at: landedAt,
      first_touch: { network: 'firstnet', ref: 'aff-1', landed_at: '2026-01-02T03:04:05.000Z' },
    });
    const [stored] = await t.database.db.select({ tracking: users.tracking }).from(users).where(eq(users.id, payer.user.id));
    expect(stored?.tracking).toEqual({ network, sub1: 'summer', landedAt, first: { network: 'firstnet', ref: 'aff-1', landedAt: '2026-01-02T03:04:05.000Z' } });
    await markConfirmed(t.database.db, payer.user.id);
    await t.database.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, payer.user.id));
    const firstPayment = await pay(payer.cookie);
    // A later change of the member's attribution leaves her payments where they came from.
    await t.database.db
      .update(users)
      .set({ tracking: { network: 'elsewhere' } })
      .where(eq(users.id, payer.user.id));
    const secondPayment = await pay(payer.cookie);
    const kept = await t.database.db.select({ id: payments.id, tracking: payments.tracking }).from(payments).where(eq(payments.userId, payer.user.id));
    expect(kept.find((row) => row.id === firstPayment)?.tracking).toMatchObject({ network, sub1: 'summer' });
    expect(kept.find((row) => row.id === secondPayment)?.tracking).toEqual({ network: 'elsewhere' });
    await t.database.db
      .update(users)
      .set({ tracking: { network, sub1: 'summer' } })
      .where(eq(users.id, payer.user.id));
    // Signed up, never confirmed.
    await signUp(t.app, EN, { network, sub1: 'summer' });
    // Direct traffic: two sign-ups from the home page, one untracked look at a lander.
    await signUp(t.app, EN);
    await signUp(t.app, EN);
    await visit({});

    const today = t.now();
    const report = await trafficReport(t.database.db, { tenantId: 'flirtlocal', from: today, to: today, by: ['network', 'sub1'] });
    expect(rowOf(report, 'summer')).toEqual({
      source: { network, sub1: 'summer' },
      landings: 2,
      bounces: 1,
      signups: 2,
      activations: 1,
      firstPayments: 1,
      // The first package came with the welcome discount: 25 % off 39.95.
      revenue: { EUR: 2996 },
      signupRate: 1,
      activationRate: 0.5,
      payerRate: 0.5,
    });
    expect(rowOf(report, 'winter')).toMatchObject({ landings: 1, bounces: 1, signups: 0, firstPayments: 0, revenue: {}, signupRate: 0, payerRate: null });
    // No rate where the sign-ups are not the landings' traffic: the row without a source shows "–",
    // and the total counts only rows with a rate (summer 2 of 2, winter 0 of 1), not 4 ÷ 4.
    expect(report.rows.find((row) => !row.source.network && !row.source.sub1)).toMatchObject({ landings: 1, signups: 2, signupRate: null });
    expect(report.total.signupRate).toBeCloseTo(2 / 3);
    // The second payment counts as revenue of where it came from, not as a first payment.
    expect(report.rows.find((row) => row.source.network === 'elsewhere')).toMatchObject({ firstPayments: 0, revenue: { EUR: 3995 } });
    const yesterday = new Date(today.getTime() - 86_400_000);
    const before = await trafficReport(t.database.db, { tenantId: 'flirtlocal', from: yesterday, to: yesterday, by: ['network', 'sub1'] });
    expect(rowOf(before, 'summer')).toBeUndefined();
    const otherSite = await trafficReport(t.database.db, { tenantId: 'herzklopfen', from: today, to: today, by: ['network', 'sub1'] });
    expect(otherSite.rows.some((row) => row.source.network === network)).toBe(false);

    await t.close();
    open = false;
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', TENANTS_DIR: path.join(ROOT, 'tenants') };
    const traffic = await cliBundle('traffic');
    const cli = (...args: string[]) => run(process.execPath, [traffic, 'report', '--tenant', 'flirtlocal', ...args], { cwd: ROOT, env });
    const day = today.toISOString().slice(0, 10);
    const json = JSON.parse((await cli('--from', day, '--to', day, '--by', 'network,sub1', '--json')).stdout) as TrafficReport;
    expect(rowOf(json, 'summer')).toEqual(rowOf(report, 'summer'));
    const table = (await cli('--from', day, '--to', day, '--by', 'network,sub1')).stdout;
    const line = table.split('\n').find((text) => text.startsWith(network) && text.includes('summer'));
    expect(line?.split(/\s{2,}/)).toEqual([network, 'summer', '2', '1', '2', '1', '1', 'EUR 29.96', '100.0%', '50.0%', '50.0%']);
    expect(table.trimEnd().split('\n').at(-1)).toMatch(/^total\s{2,}\d/);
    await expect(cli('--from', '2026-02-30')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('not a day') });
  });
});
