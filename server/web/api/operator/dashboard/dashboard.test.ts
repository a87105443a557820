import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator } from '#tests/support/operators';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { payments, siteDailyStats, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';

interface Day {
  day: string;
  signups: number;
  activations: number;
  active_members: number;
  messages: number;
  credits_spent: number;
  revenue: Record<string, number>;
}
interface Site {
  id: string;
  days: Day[];
}

describe.each(BACKENDS)('the console dashboard on $name', (backend) => {
  let t: TestApp;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let dataDir: string;

  beforeAll(async () => {
    // A database of its own: the figures are a whole site's, and other files write to the shared one.
    scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-'));
    t = await createPaymentTestApp(backend, { database: scratch ? { url: scratch.url } : { dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const today = () => t.now().toISOString().slice(0, 10);
  const todayOf = (sites: Site[], id: string) => sites.find((site) => site.id === id)?.days.find((day) => day.day === today());

  it("counts today's sign-ups, activations, active members, messages, credits spent and revenue of a site", async () => {
    const owner = await signedInOperator(t, 'owner');
    const before = todayOf((await owner.api.get('/api/operator/dashboard.php').expect(200)).body.sites, 'flirtlocal');
    expect(before).toBeDefined();

    // iDEAL is offered to members in the Netherlands.
    const payer = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const other = await createMember(t.app, t.database.db, EN);
    await signUp(t.app, EN); // not confirmed: a sign-up, not an activation
    const started = await api(t.app, EN, payer.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal' }).expect(201);
    await request(t.app).post(new URL(started.body.redirect).pathname).set('Host', EN).type('form').send('outcome=paid').expect(303);
    const id = started.body.payment.payment_id as number;
    const paid = await waitFor(
      async () => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0],
      (row) => row?.status === 'paid',
    );
    const creditsBefore = (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, payer.id)))[0]?.credits ?? 0;
    await api(t.app, EN, payer.cookie)
      .post('/api/chat.php', { profile_id: other.id, text: 'Hello from the dashboard test', client_id: crypto.randomUUID() })
      .expect(200);
    const creditsAfter = (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, payer.id)))[0]?.credits ?? 0;

    const after = todayOf((await owner.api.get('/api/operator/dashboard.php').expect(200)).body.sites, 'flirtlocal');
    if (!before || !after || !paid) throw new Error('no figures for today');
    expect(after.signups - before.signups).toBe(3);
    expect(after.activations - before.activations).toBe(2);
    expect(after.active_members - before.active_members).toBe(3);
    expect(after.messages - before.messages).toBe(1);
    expect(after.credits_spent - before.credits_spent).toBe(creditsBefore - creditsAfter);
    expect(creditsBefore - creditsAfter).toBeGreaterThan(0);
    expect((after.revenue[paid.currency] ?? 0) - (before.revenue[paid.currency] ?? 0)).toBe(paid.amount);
  });

  it('keeps settled days and never stores today as final', async () => {
    const owner = await signedInOperator(t, 'owner');
    const to = today();
    const from = new Date(Date.parse(to) - 20 * 86_400_000).toISOString().slice(0, 10);
    const body = (await owner.api.get(`/api/operator/dashboard.php?tenant_id=flirtlocal&from=${from}&to=${to}`).expect(200)).body;
    expect(body.sites.map((site: Site) => site.id)).toEqual(['flirtlocal']);
    expect(body.sites[0].days).toHaveLength(21);
    const stored = await t.database.db.select({ day: siteDailyStats.day }).from(siteDailyStats).where(eq(siteDailyStats.tenantId, 'flirtlocal'));
    const days = stored.map((row) => row.day);
    expect(days).toContain(from);
    expect(days).not.toContain(to);
  });

  it('shows a manager their sites only, and refuses other sites and roles', async () => {
    const manager = await signedInOperator(t, 'manager', ['flirtlocal']);
    const sites = (await manager.api.get('/api/operator/dashboard.php').expect(200)).body.sites as Site[];
    expect(sites.map((site) => site.id)).toEqual(['flirtlocal']);
    await manager.api.get('/api/operator/dashboard.php?tenant_id=herzklopfen').expect(403);
    await manager.api.get('/api/operator/traffic.php?tenant_id=herzklopfen').expect(403);
    const report = (await manager.api.get('/api/operator/traffic.php?tenant_id=flirtlocal&by=network,sub1').expect(200)).body;
    expect(report).toMatchObject({ tenantId: 'flirtlocal', by: ['network', 'sub1'] });
    for (const role of ['moderator', 'support'] as const) {
      const op = await signedInOperator(t, role, ['flirtlocal']);
      await op.api.get('/api/operator/dashboard.php').expect(403);
      await op.api.get('/api/operator/traffic.php?tenant_id=flirtlocal').expect(403);
    }
  });

  it('refuses a bad period in words and changes nothing', async () => {
    const owner = await signedInOperator(t, 'owner');
    const english = texts('en');
    const tooLong = await owner.api.get('/api/operator/dashboard.php?from=2020-01-01&to=2025-01-01').expect(400);
    expect(tooLong.body).toEqual({ error: 'period_too_long', message: english('operator_console.period_too_long') });
    for (const query of ['from=2026-02-30', 'from=yesterday', 'from=2026-05-02&to=2026-05-01', 'tenant_id=' + 'x'.repeat(200)]) {
      const refused = await owner.api.get(`/api/operator/dashboard.php?${query}`).expect(400);
      expect(typeof refused.body.message).toBe('string');
    }
    await owner.api.get('/api/operator/traffic.php').expect(400);
    await owner.api.get('/api/operator/traffic.php?tenant_id=flirtlocal&by=password').expect(400);
    await owner.api.get('/api/operator/traffic.php?tenant_id=nosuchsite').expect(404);
  });
});
