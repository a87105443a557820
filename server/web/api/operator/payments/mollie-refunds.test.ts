import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { balanceOf, expectLedgerBalanced, mollieWebhook, paidByMollie, refreshed, refundRow } from '#tests/support/console-payments';
import { FakeMollie, providerAgainst } from '#tests/support/fake-mollie';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { creditLedger } from '#server/platform/db/schema';
import { RECONCILE_AFTER_MS } from '#server/core/domain/payments/reconcile';
import { reconcileJob } from '#server/core/jobs/payments';
import { createLogger } from '#server/platform/logger';
import { createMemoryBus } from '#server/platform/realtime/bus';
import { createRealtime } from '#server/platform/realtime/events';

const HOST = 'flirtlocal.localhost';

describe.each(BACKENDS)('console refunds through Mollie on $name', (backend) => {
  const fake = new FakeMollie();
  let t: TestApp;
  let manager: SignedInOperator;

  beforeAll(async () => {
    const mollie = providerAgainst(await fake.start());
    t = await createTestApp(backend, { mollie });
    manager = await signedInOperator(t, 'manager', ['flirtlocal']);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.down = false;
    fake.failNext = null;
  });

  const refund = (id: number, body: Record<string, unknown> = {}) =>
    manager.api.post('/api/operator/payment-refund.php', { id, reason: 'Asked by mail', ...body });
  const ledgerRows = (userId: number) => t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const reconcile = () =>
    reconcileJob({
      db: t.database.db,
      providers: t.payments,
      realtime: createRealtime(createMemoryBus()),
      logger: createLogger('silent'),
      now: t.now,
    }).run();

  it('sends Mollie the refund its API documents, and settles it from the payment’s webhook once', async () => {
    const { member, payment } = await paidByMollie(t, fake, HOST);
    const before = await balanceOf(t, member.id);
    const created = (await refund(payment.id, { amount: 1500 }).expect(201)).body.refund;
    expect(created).toMatchObject({ amount: 1500, credits: 94, status: 'pending', provider_ref: expect.stringMatching(/^re_/) });
    const call = fake.received.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: `/v2/payments/${payment.providerRef}/refunds` });
    expect(call?.body).toEqual({ amount: { currency: 'EUR', value: '15.00' }, description: `FlirtLocal #${payment.id}`, metadata: { refund_id: created.id } });
    expect(await balanceOf(t, member.id)).toBe(before - 94);

    const detail = (await manager.api.get(`/api/operator/payment.php?id=${payment.id}`).expect(200)).body;
    expect(detail.provider).toMatchObject({
      status: 'paid',
      amount: 3995,
      refunded: 1500,
      dashboard_url: `https://www.mollie.com/dashboard/payments/${payment.providerRef}`,
      refunds: [{ provider_ref: created.provider_ref, refund_id: created.id, status: 'pending', amount: 1500, created_at: expect.any(String) }],
    });

    fake.refund(created.provider_ref).status = 'refunded';
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    expect(await refundRow(t, created.id)).toMatchObject({ status: 'refunded', completedAt: expect.any(Date) });
    const rows = (await ledgerRows(member.id)).length;
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    expect(await ledgerRows(member.id)).toHaveLength(rows);
    expect((await refreshed(t, payment.id)).refundedAmount).toBe(1500);
    expect(await balanceOf(t, member.id)).toBe(before - 94);
    await expectLedgerBalanced(t, member.id);
  });

  it('gives back the credits and the amount of a refund that failed at Mollie, once', async () => {
    const { member, payment } = await paidByMollie(t, fake, HOST);
    const before = await balanceOf(t, member.id);
    const created = (await refund(payment.id).expect(201)).body.refund;
    expect(created).toMatchObject({ amount: 3995, credits: 250 });
    expect(await balanceOf(t, member.id)).toBe(before - 250);

    fake.refund(created.provider_ref).status = 'failed';
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    expect((await refundRow(t, created.id)).status).toBe('failed');
    expect(await balanceOf(t, member.id)).toBe(before);
    expect((await refreshed(t, payment.id)).refundedAmount).toBe(0);
    const returned = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund_failed')));
    expect(returned).toEqual([expect.objectContaining({ amount: 250, reference: `refund:${created.id}`, operatorId: manager.id })]);
    await expectLedgerBalanced(t, member.id);
    // The payment can be refunded again.
    await refund(payment.id).expect(201);
  });

  it('answers Mollie’s refusal in words and takes nothing', async () => {
    const { member, payment } = await paidByMollie(t, fake, HOST);
    const before = await balanceOf(t, member.id);
    fake.failNext = { status: 422, title: 'Unprocessable Entity', detail: 'The payment method does not support refunds.' };
    const refused = (await refund(payment.id).expect(409)).body;
    expect(refused.error).toBe('refund_refused');
    expect(refused.message).toBe('The payment provider refused the refund; nothing was refunded. Its answer: The payment method does not support refunds.');
    expect(await balanceOf(t, member.id)).toBe(before);
    expect((await refreshed(t, payment.id)).refundedAmount).toBe(0);
    const detail = (await manager.api.get(`/api/operator/payment.php?id=${payment.id}`).expect(200)).body;
    expect(detail.refunds).toEqual([expect.objectContaining({ status: 'failed', credits: 250 })]);
    await expectLedgerBalanced(t, member.id);
  });

  it('keeps a refund Mollie did not answer pending; the reconciliation adopts the one Mollie made and fails the one it never got', async () => {
    const lost = await paidByMollie(t, fake, HOST);
    const made = await paidByMollie(t, fake, HOST);
    const before = await balanceOf(t, lost.member.id);
    fake.down = true;
    const unsent = (await refund(lost.payment.id).expect(201)).body;
    expect(unsent).toMatchObject({ provider_reached: false, refund: { status: 'pending', provider_ref: null } });
    const detail = (await manager.api.get(`/api/operator/payment.php?id=${lost.payment.id}`).expect(200)).body;
    expect(detail.provider).toBeNull();
    expect(detail.provider_note).toBe('The payment provider could not be reached; its side of the payment is not shown.');
    const answerLost = (await refund(made.payment.id, { amount: 995 }).expect(201)).body.refund;
    fake.down = false;
    // Mollie made that one; only its answer never arrived.
    const ref = made.payment.providerRef ?? '';
    fake.refunds.set(ref, [
      {
        resource: 'refund',
        id: 're_Lost1',
        amount: { currency: 'EUR', value: '9.95' },
        status: 'refunded',
        metadata: { refund_id: answerLost.id },
        paymentId: ref,
        createdAt: '2026-03-01T12:00:00+00:00',
        _links: {},
      },
    ]);

    expect(await reconcile()).toBe(0);
    t.clock.offsetMs += RECONCILE_AFTER_MS + 60_000;
    expect(await reconcile()).toBe(2);
    expect(await refundRow(t, unsent.refund.id)).toMatchObject({ status: 'failed', providerRef: null });
    expect(await balanceOf(t, lost.member.id)).toBe(before);
    expect((await refreshed(t, lost.payment.id)).refundedAmount).toBe(0);
    expect(await refundRow(t, answerLost.id)).toMatchObject({ status: 'refunded', providerRef: 're_Lost1' });
    expect(await reconcile()).toBe(0);
    await expectLedgerBalanced(t, lost.member.id);
    await expectLedgerBalanced(t, made.member.id);
  });

  it('times a charge-back, takes only the credits no refund took, and shows it in the member’s history', async () => {
    const { member, payment } = await paidByMollie(t, fake, HOST);
    const start = (await balanceOf(t, member.id)) - 250;
    const partial = (await refund(payment.id, { amount: 1000 }).expect(201)).body.refund;
    expect(partial.credits).toBe(63);
    const atMollie = fake.payments.get(payment.providerRef ?? '');
    if (!atMollie) throw new Error('no payment at Mollie');
    atMollie.amountChargedBack = { currency: 'EUR', value: '29.95' };
    await mollieWebhook(t, HOST, payment.providerRef ?? '');
    const charged = await refreshed(t, payment.id);
    expect(charged.status).toBe('charged_back');
    expect(charged.chargedBackAt).toBeInstanceOf(Date);
    expect(await balanceOf(t, member.id)).toBe(start);
    await expectLedgerBalanced(t, member.id);

    const detail = (await manager.api.get(`/api/operator/payment.php?id=${payment.id}`).expect(200)).body;
    expect(detail.payment.charged_back_at).toBe(charged.chargedBackAt?.toISOString());
    expect(detail.charge_backs).toEqual([expect.objectContaining({ payment_id: payment.id, amount: 3995, currency: 'EUR' })]);
    expect(detail.refundable.amount).toBe(0);
    expect((await refund(payment.id).expect(409)).body.error).toBe('refund_not_paid');
  });
});
