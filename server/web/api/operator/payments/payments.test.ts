import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { balanceOf, expectLedgerBalanced, paidBySandbox, refreshed, refundRow, type PaidPayment } from '#tests/support/console-payments';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import { SANDBOX_SECRET, type TestApp } from '#tests/support/test-app';
import { auditLog, creditLedger, payments, sandboxRefunds } from '#server/platform/db/schema';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import { sign, SIGNATURE_HEADER } from '#server/adapters/payment-providers/providers/sandbox';

const SITE_A = 'flirtlocal';
const HOST_A = 'flirtlocal.localhost';
const SITE_B = 'herzklopfen';
const HOST_B = 'herzklopfen.localhost';

describe.each(BACKENDS)('console payments and sandbox refunds on $name', (backend) => {
  let t: TestApp;
  let owner: SignedInOperator;
  let managerA: SignedInOperator;
  let supportA: SignedInOperator;
  let moderatorA: SignedInOperator;
  let inA: PaidPayment;
  let inB: PaidPayment;

  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    owner = await signedInOperator(t, 'owner');
    managerA = await signedInOperator(t, 'manager', [SITE_A]);
    supportA = await signedInOperator(t, 'support', [SITE_A]);
    moderatorA = await signedInOperator(t, 'moderator', [SITE_A]);
    inA = await paidBySandbox(t, HOST_A);
    inB = await paidBySandbox(t, HOST_B, 'popular', 'DE');
  });
  afterAll(() => t.close());

  const idsIn = (body: { payments: { id: number }[] }) => body.payments.map((row) => row.id);
  const sandboxNotify = (ref: string) => {
    const body = `id=${ref}`;
    return request(t.app)
      .post('/api/payments/webhook/sandbox')
      .set('Host', HOST_A)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set(SIGNATURE_HEADER, sign(SANDBOX_SECRET, body))
      .send(body)
      .expect(200);
  };

  it('shows each operator only their sites’ payments, and moderators none', async () => {
    const all = (await owner.api.get('/api/operator/payments.php').expect(200)).body;
    expect(idsIn(all)).toEqual(expect.arrayContaining([inA.payment.id, inB.payment.id]));
    const row = all.payments.find((entry: { id: number }) => entry.id === inA.payment.id);
    expect(row).toMatchObject({
      tenant_id: SITE_A,
      member_id: inA.member.id,
      amount: 3995,
      currency: 'EUR',
      status: 'paid',
      provider: 'sandbox',
      refunded_amount: 0,
    });
    expect(row.member_email).toBe(inA.member.body.email);

    for (const op of [managerA, supportA]) {
      const seen = (await op.api.get('/api/operator/payments.php').expect(200)).body;
      expect(idsIn(seen)).toContain(inA.payment.id);
      expect(idsIn(seen)).not.toContain(inB.payment.id);
      await op.api.get(`/api/operator/payments.php?tenant_id=${SITE_B}`).expect(403);
      await op.api.get(`/api/operator/payment.php?id=${inB.payment.id}`).expect(403);
      await op.api.post('/api/operator/payment-refund.php', { id: inB.payment.id, reason: 'test' }).expect(403);
    }
    await moderatorA.api.get('/api/operator/payments.php').expect(403);
    await moderatorA.api.get(`/api/operator/payment.php?id=${inA.payment.id}`).expect(403);
    await moderatorA.api.post('/api/operator/payment-refund.php', { id: inA.payment.id, reason: 'test' }).expect(403);
    await request(t.app).get('/api/operator/payments.php').set('Host', 'operator.localhost').expect(401);
    // Nothing was refunded by any of the refused attempts.
    expect((await refreshed(t, inB.payment.id)).refundedAmount).toBe(0);
  });

  it('filters by member (id or address), status, method, provider, time, and pages by id', async () => {
    const list = async (query: string) => idsIn((await owner.api.get(`/api/operator/payments.php?${query}`).expect(200)).body);
    expect(await list(`member=${inA.member.id}`)).toEqual([inA.payment.id]);
    expect(await list(`member=${encodeURIComponent(inA.member.body.email.toUpperCase())}`)).toEqual([inA.payment.id]);
    expect(await list(`member=nobody@example.com`)).toEqual([]);
    expect(await list(`tenant_id=${SITE_B}`)).toEqual([inB.payment.id]);
    expect(await list(`tenant_id=${SITE_A}&status=paid&method=creditcard&provider=sandbox`)).toContain(inA.payment.id);
    expect(await list(`tenant_id=${SITE_A}&status=failed`)).not.toContain(inA.payment.id);
    expect(await list(`tenant_id=${SITE_A}&provider=mollie`)).toEqual([]);
    const after = new Date(inA.payment.createdAt.getTime() + 1000).toISOString();
    expect(await list(`member=${inA.member.id}&from=${encodeURIComponent(after)}`)).toEqual([]);
    expect(await list(`member=${inA.member.id}&to=${encodeURIComponent(after)}`)).toEqual([inA.payment.id]);
    expect(await list(`to=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).toEqual([]);
    expect(await list(`from=${encodeURIComponent('2999-01-01T00:00:00Z')}`)).toEqual([]);
    const page = (await owner.api.get('/api/operator/payments.php?limit=1').expect(200)).body;
    expect(page.payments).toHaveLength(1);
    const next = (await owner.api.get(`/api/operator/payments.php?limit=1&before=${page.next_before}`).expect(200)).body;
    expect(next.payments[0].id).toBeLessThan(page.payments[0].id);
    for (const bad of ['status=bogus', 'limit=0', 'before=-1', 'from=yesterday', 'method=cash', `member=${'x'.repeat(300)}`]) {
      expect((await owner.api.get(`/api/operator/payments.php?${bad}`).expect(400)).body.error).toBe('invalid_request');
    }
  });

  it('shows a payment with its member, the sandbox’s own state and what may be refunded', async () => {
    const detail = (await supportA.api.get(`/api/operator/payment.php?id=${inA.payment.id}`).expect(200)).body;
    expect(detail.payment).toMatchObject({ id: inA.payment.id, package: 'popular', credits: 250, status: 'paid' });
    expect(detail.member).toMatchObject({ id: inA.member.id, email: inA.member.body.email, banned: false });
    expect(detail.provider).toMatchObject({ status: 'paid', amount: 3995, currency: 'EUR', refunded: 0, charged_back: 0, refunds: [] });
    expect(detail.provider_note).toBeNull();
    expect(detail.refundable).toMatchObject({ amount: 3995, credits_taken: 0, limit: 5000 });
    expect(detail.refundable.credits_left).toBe(250);
    expect(detail.charge_backs).toEqual([]);
    expect((await owner.api.get(`/api/operator/payment.php?id=${inA.payment.id}`).expect(200)).body.refundable.limit).toBeNull();
    await owner.api.get('/api/operator/payment.php?id=999999999').expect(404);
  });

  it('refunds part of a sandbox payment: credits back in proportion through the ledger, pending until the sandbox pays out, audited', async () => {
    const before = await balanceOf(t, inA.member.id);
    const response = await supportA.api
      .post('/api/operator/payment-refund.php', { id: inA.payment.id, amount: 1000, reason: 'Unhappy with the site' })
      .expect(201);
    expect(response.body.refund).toMatchObject({ amount: 1000, credits: 63, status: 'pending', provider_ref: expect.stringMatching(/^sbr_/) });
    expect(response.body.provider_reached).toBe(true);
    const refundId = response.body.refund.id as number;
    expect(await balanceOf(t, inA.member.id)).toBe(before - 63);
    const [entry] = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, inA.member.id), eq(creditLedger.reason, 'refund')));
    expect(entry).toMatchObject({ amount: -63, reference: `refund:${refundId}`, operatorId: supportA.id, note: 'Unhappy with the site' });
    await expectLedgerBalanced(t, inA.member.id);
    expect((await refreshed(t, inA.payment.id)).refundedAmount).toBe(1000);

    // The sandbox pays out a moment later and calls the payment's webhook.
    await waitFor(
      () => refundRow(t, refundId),
      (row) => row.status === 'refunded',
    );
    const detail = (await supportA.api.get(`/api/operator/payment.php?id=${inA.payment.id}`).expect(200)).body;
    expect(detail.refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'refunded', operator_email: supportA.email, reason: 'Unhappy with the site' }),
    ]);
    expect(detail.provider).toMatchObject({ refunded: 1000, refunds: [expect.objectContaining({ refund_id: refundId, status: 'refunded', amount: 1000 })] });
    expect(detail.refundable).toMatchObject({ amount: 2995, credits_taken: 63 });

    // The same news again changes nothing.
    const rows = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, inA.member.id));
    await sandboxNotify(inA.payment.providerRef ?? '');
    await sandboxNotify(inA.payment.providerRef ?? '');
    expect(await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, inA.member.id))).toHaveLength(rows.length);
    expect((await refundRow(t, refundId)).status).toBe('refunded');

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, supportA.id), eq(auditLog.action, 'payment_refund')));
    expect(audited).toMatchObject({ tenantId: SITE_A, memberId: inA.member.id });
    expect(audited?.detail).toMatchObject({ payment_id: inA.payment.id, refund_id: refundId, amount: 1000, credits: 63 });
  });

  it('keeps support under their limit (in words naming it) and lets a manager refund more', async () => {
    const big = await paidBySandbox(t, HOST_A, 'value');
    const refused = (await supportA.api.post('/api/operator/payment-refund.php', { id: big.payment.id, reason: 'Too much' }).expect(403)).body;
    expect(refused).toMatchObject({ error: 'refund_over_limit', limit: '50.00' });
    expect(refused.message).toBe('Support may refund at most 50.00 EUR at a time. Ask a manager for a larger refund.');
    expect((await refreshed(t, big.payment.id)).refundedAmount).toBe(0);
    await supportA.api.post('/api/operator/payment-refund.php', { id: big.payment.id, amount: 5000, take_credits: 0, reason: 'Goodwill' }).expect(201);
    const rest = (await managerA.api.post('/api/operator/payment-refund.php', { id: big.payment.id, reason: 'The rest' }).expect(201)).body.refund;
    expect(rest.amount).toBe(7995 - 5000);
    expect((await refreshed(t, big.payment.id)).refundedAmount).toBe(7995);
    await expectLedgerBalanced(t, big.member.id);
  });

  it('refunds once when the button is pressed twice', async () => {
    const paid = await paidBySandbox(t, HOST_A);
    const before = await balanceOf(t, paid.member.id);
    const answers = await Promise.all([1, 2].map(() => managerA.api.post('/api/operator/payment-refund.php', { id: paid.payment.id, reason: 'Double click' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe('refund_nothing_left');
    expect(
      await t.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentRef, paid.payment.providerRef ?? '')),
    ).toHaveLength(1);
    expect(await balanceOf(t, paid.member.id)).toBe(before - 250);
    expect((await refreshed(t, paid.payment.id)).refundedAmount).toBe(3995);
    await expectLedgerBalanced(t, paid.member.id);
  });

  it('takes back no more credits than the member has, and refuses what cannot be refunded without changing anything', async () => {
    const paid = await paidBySandbox(t, HOST_A);
    const balance = await balanceOf(t, paid.member.id);
    const post = (body: Record<string, unknown>) => managerA.api.post('/api/operator/payment-refund.php', { id: paid.payment.id, reason: 'Checks', ...body });
    expect((await post({ take_credits: balance + 1 }).expect(400)).body).toMatchObject({ error: 'refund_credits_too_many', credits: 250 });
    expect((await post({ amount: 3996 }).expect(400)).body).toMatchObject({ error: 'refund_too_much', amount: '39.95' });
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { take_credits: -1 }, { reason: '' }, { reason: 'x'.repeat(501) }, { id: 'one' }]) {
      expect((await post(bad).expect(400)).body.error).toBe('invalid_request');
    }
    await managerA.api.post('/api/operator/payment-refund.php', { id: 999999999, reason: 'Nothing' }).expect(404);
    const [open] = await t.database.db
      .insert(payments)
      .values({ ...paid.payment, id: undefined, providerRef: null, status: 'open', paidAt: null })
      .returning();
    expect((await managerA.api.post('/api/operator/payment-refund.php', { id: open?.id, reason: 'Unpaid' }).expect(409)).body.error).toBe('refund_not_paid');
    expect((await refreshed(t, paid.payment.id)).refundedAmount).toBe(0);
    expect(await balanceOf(t, paid.member.id)).toBe(balance);

    // A member who spent most of the credits loses only what is left.
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { tenantId: SITE_A, userId: paid.member.id, amount: -(balance - 40), reason: 'message', reference: 'spent' }),
    );
    const refund = (await post({}).expect(201)).body.refund;
    expect(refund.credits).toBe(40);
    expect(await balanceOf(t, paid.member.id)).toBe(0);
    await expectLedgerBalanced(t, paid.member.id);
  });
});
