import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { FakeMollie, providerAgainst } from '#tests/support/fake-mollie';
import { createMember } from '#tests/support/members';
import { createPaymentTestApp, sandboxOf, waitFor } from '#tests/support/payments';
import { createTestApp, SANDBOX_SECRET, type TestApp } from '#tests/support/test-app';
import type { DatabaseOptions } from '#server/platform/db/client';
import { creditLedger, discountCodes, events, payments, sandboxPayments, sandboxTasks, users } from '#server/platform/db/schema';
import { RECONCILE_AFTER_MS } from '../domain/payments/reconcile';
import { createLogger } from '#server/platform/logger';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import { CHECKOUT_EXPIRES_MS, sign, SIGNATURE_HEADER } from '#server/adapters/payment-providers/providers/sandbox';
import { createMemoryBus } from '#server/platform/realtime/bus';
import { createRealtime } from '#server/platform/realtime/events';
import { reconcileJob, sandboxTasksJob } from './payments';

const EN = 'flirtlocal.localhost';
const MINUTE_MS = 60 * 1000;

/** Our webhook cannot be reached: every call the sandbox makes fails (a crash, an outage, a firewall). */
const unreachable = async () => 503;

/** What the payment jobs get in production, from the test app's own parts. */
function jobDeps(t: TestApp) {
  return { db: t.database.db, providers: t.payments, realtime: createRealtime(createMemoryBus()), logger: createLogger('silent'), now: t.now };
}

function helpers(t: TestApp) {
  const db = t.database.db;
  const payment = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0];
  const atSandbox = async (ref: string) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0]?.status;
  return {
    payment,
    balance: async (id: number) => (await db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits ?? 0,
    purchases: (id: number) =>
      db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase'))),
    tasksOf: (ref: string) => db.select().from(sandboxTasks).where(eq(sandboxTasks.ref, ref)),
    /** A member who paid on the sandbox's checkout; resolves once the sandbox's books say paid. */
    async paidAtSandbox() {
      const member = await createMember(t.app, db, EN, { country: 'NL' });
      const started = await api(t.app, EN, member.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal' }).expect(201);
      await request(t.app).post(new URL(started.body.redirect).pathname).set('Host', EN).type('form').send('outcome=paid').expect(303);
      const id = started.body.payment.payment_id as number;
      const ref = (await payment(id))?.providerRef ?? '';
      await waitFor(
        () => atSandbox(ref),
        (status) => status === 'paid',
      );
      return { member, id, ref };
    },
  };
}

describe.each(BACKENDS)('payments whose webhook never arrived, on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { deliver: unreachable });
  });
  afterAll(() => t.close());
  const deps = () => jobDeps(t);

  it('are settled from the sandbox by the reconciliation job, credited once even when the webhook comes after all', async () => {
    const { balance, purchases, payment, paidAtSandbox } = helpers(t);
    const { member, id, ref } = await paidAtSandbox();
    const before = await balance(member.id);
    // Not one webhook came through, not even the one of the payer's return.
    expect((await payment(id))?.status).toBe('open');

    // Too soon: the webhook may still be on its way.
    expect(await reconcileJob(deps()).run()).toBe(0);
    expect((await payment(id))?.status).toBe('open');

    t.clock.offsetMs = RECONCILE_AFTER_MS + MINUTE_MS;
    try {
      expect(await reconcileJob(deps()).run()).toBe(1);
      expect((await payment(id))?.status).toBe('paid');
      expect(await balance(member.id)).toBe(before + 250);
      // The member's open pages hear of it like after a webhook.
      const told = await t.database.db.select().from(events).where(eq(events.userId, member.id));
      expect(told.map((event) => event.type)).toEqual(expect.arrayContaining(['payment', 'credits']));

      // The webhook arrives late after all, and the job runs again: nothing more.
      const body = `id=${ref}`;
      await request(t.app)
        .post('/api/payments/webhook/sandbox')
        .set('Host', EN)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .set(SIGNATURE_HEADER, sign(SANDBOX_SECRET, body))
        .send(body)
        .expect(200);
      expect(await reconcileJob(deps()).run()).toBe(0);
      expect(await balance(member.id)).toBe(before + 250);
      expect(await purchases(member.id)).toHaveLength(1);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

describe.each(BACKENDS)('the sandbox’s stored webhooks across a crash, on $name', (backend) => {
  let database: DatabaseOptions;
  let drop = (): Promise<void> => Promise.resolve();
  beforeAll(async () => {
    if (backend.databaseUrl) {
      const scratch = await createScratchDatabase(backend.databaseUrl);
      database = { url: scratch.url };
      drop = scratch.drop;
    } else {
      database = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'crash-data-')) };
    }
  });
  afterAll(() => drop());

  it('are delivered by the restarted app, and the payment is credited once', async () => {
    const first = await createTestApp(backend, { database, deliver: unreachable });
    const { member, id, ref } = await helpers(first).paidAtSandbox();
    const before = await helpers(first).balance(member.id);
    expect((await helpers(first).tasksOf(ref)).map((task) => task.kind)).toContain('notify');
    // The process goes away with the webhooks still owed.
    await first.close();

    const second = await createPaymentTestApp(backend, { database });
    try {
      const { balance, purchases, payment, tasksOf } = helpers(second);
      expect((await payment(id))?.status).toBe('open');
      // Past the retry wait: the job takes the stored webhooks up.
      second.clock.offsetMs = 10 * MINUTE_MS;
      expect(await sandboxTasksJob(sandboxOf(second)).run()).toBeGreaterThan(0);
      expect((await payment(id))?.status).toBe('paid');
      expect(await balance(member.id)).toBe(before + 250);
      expect(await purchases(member.id)).toHaveLength(1);
      expect(await tasksOf(ref)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe.each(BACKENDS)('Mollie payments whose webhook never arrived, on $name', (backend) => {
  const fake = new FakeMollie();
  let mollie: PaymentProvider;
  let t: TestApp;
  beforeAll(async () => {
    mollie = providerAgainst(await fake.start());
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('are settled by the reconciliation job from what Mollie’s API says', async () => {
    const { balance, purchases, payment } = helpers(t);
    const member = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const before = await balance(member.id);
    const { providerRef } = await mollie.createPayment({
      paymentId: 1,
      amount: 3995,
      currency: 'EUR',
      method: 'ideal',
      description: 'FlirtLocal 250 credits',
      redirectUrl: 'http://flirtlocal.localhost:3000/credits',
      webhookUrl: 'http://flirtlocal.localhost:3000/api/payments/webhook/mollie',
      locale: 'en',
      sequence: 'oneoff',
    });
    const [row] = await t.database.db
      .insert(payments)
      .values({
        tenantId: 'flirtlocal',
        userId: member.id,
        packageId: 'popular',
        credits: 250,
        amount: 3995,
        listAmount: 3995,
        currency: 'EUR',
        method: 'ideal',
        provider: 'mollie',
        providerRef,
        sequence: 'oneoff',
        refundDays: 14,
        createdAt: new Date(Date.now() - RECONCILE_AFTER_MS - MINUTE_MS),
      })
      .returning();
    const job = reconcileJob({
      db: t.database.db,
      providers: { sandbox: t.payments.sandbox, byId: (id) => (id === 'mollie' ? mollie : t.payments.byId(id)) },
      realtime: createRealtime(createMemoryBus()),
      logger: createLogger('silent'),
      now: t.now,
    });

    // Still open at Mollie: asked, nothing moves.
    expect(await job.run()).toBe(0);
    expect(fake.received.some((call) => call.method === 'GET' && call.path === `/v2/payments/${providerRef}`)).toBe(true);
    // Mollie is unreachable for one run: the payment waits for the next.
    fake.failNext = { status: 503, title: 'Service Unavailable', detail: 'Try again later.' };
    expect(await job.run()).toBe(0);

    (fake.payments.get(providerRef) as Record<string, unknown>).status = 'paid';
    expect(await job.run()).toBe(1);
    expect((await payment(row?.id ?? 0))?.status).toBe('paid');
    expect(await job.run()).toBe(0);
    expect(await balance(member.id)).toBe(before + 250);
    expect(await purchases(member.id)).toHaveLength(1);
  });
});

describe.each(BACKENDS)('payments that would otherwise hold a discount code for good, on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    await t.database.db.insert(discountCodes).values({ tenantId: 'flirtlocal', code: 'ONCE10', valuePercentage: 10 });
  });
  afterAll(() => t.close());
  const deps = () => jobDeps(t);
  const start = (cookie: string) => api(t.app, EN, cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal', discountcode: 'ONCE10' });

  it('expire when the payer leaves the checkout unfinished, and the code is free again', async () => {
    const { payment } = helpers(t);
    const member = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const id = (await start(member.cookie).expect(201)).body.payment.payment_id as number;
    expect((await start(member.cookie).expect(409)).body.error).toBe('code_used');

    t.clock.offsetMs = CHECKOUT_EXPIRES_MS + MINUTE_MS;
    try {
      expect(await reconcileJob(deps()).run()).toBe(1);
      expect((await payment(id))?.status).toBe('expired');
      // The abandoned checkout can no longer be paid.
      const ref = (await payment(id))?.providerRef ?? '';
      expect((await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)))[0]?.status).toBe('expired');
      await start(member.cookie).expect(201);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('expire when the provider never heard of them (the process stopped before calling it), and the code is free again', async () => {
    const { payment } = helpers(t);
    const member = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const id = (await start(member.cookie).expect(201)).body.payment.payment_id as number;
    // As if the process had stopped between storing the payment and calling the provider.
    await t.database.db.update(payments).set({ providerRef: null, status: 'open' }).where(eq(payments.id, id));

    expect(await reconcileJob(deps()).run()).toBe(0);
    expect((await payment(id))?.status).toBe('open');
    t.clock.offsetMs = RECONCILE_AFTER_MS + MINUTE_MS;
    try {
      expect(await reconcileJob(deps()).run()).toBe(1);
      expect((await payment(id))?.status).toBe('expired');
      const told = await t.database.db.select().from(events).where(eq(events.userId, member.id));
      expect(told.map((event) => event.type)).toContain('payment');
      await start(member.cookie).expect(201);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
