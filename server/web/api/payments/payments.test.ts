import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import { createMember } from '#tests/support/members';
import { SANDBOX_SECRET, type TestApp } from '#tests/support/test-app';
import { creditLedger, paymentMandates, payments, sandboxPayments, users } from '#server/platform/db/schema';
import { sign, SIGNATURE_HEADER } from '#server/adapters/payment-providers/providers/sandbox';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)('credits and payments on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
  });
  afterAll(() => t.close());

  const balance = async (id: number) => (await t.database.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id)))[0];
  const purchases = (id: number) =>
    t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase')));
  const paymentOf = (cookie: string, id: number) =>
    api(t.app, EN, cookie)
      .get(`/api/payment.php?id=${id}`)
      .then((res) => res.body.payment as { status: string; amount: number });
  const notify = (ref: string, secret = SANDBOX_SECRET) => {
    const body = `id=${ref}`;
    return request(t.app)
      .post('/api/payments/webhook/sandbox')
      .set('Host', EN)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set(SIGNATURE_HEADER, sign(secret, body))
      .send(body);
  };
  const refOf = async (paymentId: number) =>
    (await t.database.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, paymentId)))[0]?.ref as string;

  /** The payer's choice on the sandbox's hosted page; returns where the payer is sent back to. */
  async function checkout(redirect: string, outcome: 'paid' | 'failed' | 'cancelled', extra = '') {
    const path = new URL(redirect).pathname;
    const page = await request(t.app).get(path).set('Host', EN).expect(200);
    expect(page.text).toContain('data-testid="sandbox-checkout"');
    const back = await request(t.app).post(path).set('Host', EN).type('form').send(`outcome=${outcome}${extra}`).expect(303);
    return back.headers.location as string;
  }

  it('lists packages and methods for the member’s country and currency', async () => {
    const dutch = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const nl = (await api(t.app, EN, dutch.cookie).get('/api/credits.php').expect(200)).body;
    expect(nl).toMatchObject({ currency: 'EUR', costs: { message: 10, gift: 30, photo: 20 } });
    expect(nl.packages).toContainEqual({ id: 'popular', credits: 250, price: 39.95, currency: 'EUR', highlighted: true });
    expect(nl.paymentmethods).toEqual(expect.arrayContaining(['creditcard', 'paypal', 'ideal']));
    expect(nl.paymentmethods).not.toContain('blik');
    const polish = await createMember(t.app, t.database.db, EN, { country: 'PL' });
    const pl = (await api(t.app, EN, polish.cookie).get('/api/credits.php').expect(200)).body;
    expect(pl.currency).toBe('PLN');
    expect(pl.paymentmethods).toEqual(expect.arrayContaining(['blik', 'przelewy24', 'creditcard']));
    expect(pl.paymentmethods).not.toContain('ideal');
    const swiss = (await request(t.app).get('/api/credits.php').set('Host', EN).set('cf-ipcountry', 'CH').expect(200)).body;
    expect(swiss.currency).toBe('CHF');
    expect(swiss.paymentmethods).toContain('twint');
  });

  it('grants credits and premium only from the verified webhook, once, however often it arrives', async () => {
    const anna = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const before = await balance(anna.id);
    const started = await api(t.app, EN, anna.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal' }).expect(201);
    // A new member's first order carries the welcome discount by itself, as every page showed it.
    expect(started.body.payment).toMatchObject({
      status: 'open',
      amount: 29.96,
      list_amount: 39.95,
      discount_code: 'TIMEBONUS25',
      discount_percentage: 25,
      currency: 'EUR',
      paymentmethod: 'ideal',
      credits: 250,
      refund_days: 14,
    });
    expect(started.body.redirect).toMatch(/\/sandbox\/checkout\/sbp_\w+$/);
    const back = await checkout(started.body.redirect, 'paid');
    expect(back).toBe(`${t.tenants.get('flirtlocal')?.origin}/credits/popular/ideal?payment=${started.body.payment.payment_id}`);
    // The return alone grants nothing: the payment is pending until the provider confirms it.
    expect((await balance(anna.id))?.credits).toBe(before?.credits);
    await waitFor(
      () => paymentOf(anna.cookie, started.body.payment.payment_id),
      (payment) => payment.status === 'paid',
    );
    // Let the duplicate and late notifications arrive too, and send a few more ourselves.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ref = await refOf(started.body.payment.payment_id);
    await Promise.all([notify(ref).expect(200), notify(ref).expect(200), notify(ref).expect(200)]);
    expect(await balance(anna.id)).toEqual({ credits: (before?.credits ?? 0) + 250, paid: true });
    expect(await purchases(anna.id)).toHaveLength(1);
  });

  it('grants nothing for failed or cancelled payments', async () => {
    const ben = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const before = await balance(ben.id);
    for (const outcome of ['failed', 'cancelled'] as const) {
      const started = await api(t.app, EN, ben.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'creditcard' }).expect(201);
      await checkout(started.body.redirect, outcome);
      await waitFor(
        () => paymentOf(ben.cookie, started.body.payment.payment_id),
        (payment) => payment.status === outcome,
      );
    }
    expect(await balance(ben.id)).toEqual(before);
    expect(await purchases(ben.id)).toHaveLength(0);
  });

  it('rejects unsigned or forged notifications, and never trusts a notification over the provider', async () => {
    const cleo = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const started = await api(t.app, EN, cleo.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(201);
    const ref = await refOf(started.body.payment.payment_id);
    await request(t.app).post('/api/payments/webhook/sandbox').set('Host', EN).type('form').send(`id=${ref}`).expect(401);
    await notify(ref, 'a-secret-someone-guessed-wrong').expect(401);
    // Authentic, but the payer has not paid: the provider's books say open, so nothing happens.
    await notify(ref).expect(200);
    expect((await paymentOf(cleo.cookie, started.body.payment.payment_id)).status).toBe('open');
    expect(await purchases(cleo.id)).toHaveLength(0);
    await notify('sbp_unknown').expect(200);
  });

  it('refuses unknown packages and methods the member’s country does not offer', async () => {
    const dutch = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    await api(t.app, EN, dutch.cookie).post('/api/payment.php', { package: 'platinum', paymentmethod: 'ideal' }).expect(404);
    const blik = await api(t.app, EN, dutch.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'blik' }).expect(400);
    expect(blik.body.error).toBe('method_unavailable');
    await api(t.app, EN).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(403);
  });

  it('keeps each member’s transactions to themselves', async () => {
    const anna = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const ben = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const started = await api(t.app, EN, anna.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'ideal' }).expect(201);
    const id = started.body.payment.payment_id;
    expect((await api(t.app, EN, anna.cookie).get('/api/transactions.php').expect(200)).body.transactions).toEqual([
      expect.objectContaining({ payment_id: id }),
    ]);
    expect((await api(t.app, EN, anna.cookie).get(`/api/transactions.php?id=${id}`).expect(200)).body.transaction).toMatchObject({
      payment_id: id,
      paymentmethod: 'ideal',
      refund_days: 14,
    });
    await api(t.app, EN, ben.cookie).get(`/api/transactions.php?id=${id}`).expect(404);
    expect((await api(t.app, EN, ben.cookie).get('/api/transactions.php').expect(200)).body.transactions).toEqual([]);
  });

  it('repeats an order in one click on the stored card, and reports a declined repeat charge', async () => {
    const dora = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const before = await balance(dora.id);
    const first = await api(t.app, EN, dora.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'creditcard' }).expect(201);
    await checkout(first.body.redirect, 'paid');
    await waitFor(
      () => paymentOf(dora.cookie, first.body.payment.payment_id),
      (payment) => payment.status === 'paid',
    );
    const overview = (await api(t.app, EN, dora.cookie).get('/api/credits.php').expect(200)).body;
    expect(overview.mandate).toEqual({ method: 'creditcard', label: 'Visa •••• 4242' });
    const repeat = await api(t.app, EN, dora.cookie).post('/api/payment.php', { package: 'value', repeat: true }).expect(201);
    expect(repeat.body).toMatchObject({ redirect: null, payment: { status: 'pending', recurring: true, repeat_order: true, credits: 600 } });
    // The repeat charge settles through the sandbox's stored tasks and its webhook: twice it took
    // longer than the usual 8 s while two suites shared the two cores (a bound to wait, not a timing claim).
    await waitFor(
      () => paymentOf(dora.cookie, repeat.body.payment.payment_id),
      (payment) => payment.status === 'paid',
      30_000,
    );
    expect((await balance(dora.id))?.credits).toBe((before?.credits ?? 0) + 100 + 600);

    const emil = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const card = await api(t.app, EN, emil.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'creditcard' }).expect(201);
    await checkout(card.body.redirect, 'paid', '&fail_recurring=on');
    await waitFor(
      () => paymentOf(emil.cookie, card.body.payment.payment_id),
      (payment) => payment.status === 'paid',
    );
    const declined = await api(t.app, EN, emil.cookie).post('/api/payment.php', { package: 'starter', repeat: true }).expect(201);
    await waitFor(
      () => paymentOf(emil.cookie, declined.body.payment.payment_id),
      (payment) => payment.status === 'failed',
    );
    expect(await purchases(emil.id)).toHaveLength(1);
  });

  it('words the sandbox checkout for the method: a PayPal payer declines repeat payments from the account, a card payer with the card', async () => {
    const erik = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const pageFor = async (paymentmethod: string) => {
      const started = await api(t.app, EN, erik.cookie).post('/api/payment.php', { package: 'starter', paymentmethod }).expect(201);
      return (await request(t.app).get(new URL(started.body.redirect).pathname).set('Host', EN).expect(200)).text;
    };
    const paypal = await pageFor('paypal');
    expect(paypal).toContain('Payment method: PayPal');
    expect(paypal).toContain('Decline later repeat payments from this PayPal account');
    expect(paypal).not.toContain('with this card');
    expect(await pageFor('creditcard')).toContain('Decline later repeat payments with this card');
  });

  it('has no repeat order without a stored mandate', async () => {
    const fred = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const res = await api(t.app, EN, fred.cookie).post('/api/payment.php', { package: 'starter', repeat: true }).expect(409);
    expect(res.body.error).toBe('no_mandate');
  });

  it('takes the credits back on a charge-back, and keeps a blocked member from repeat orders on a bank mandate', async () => {
    const gus = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const before = await balance(gus.id);
    const started = await api(t.app, EN, gus.cookie).post('/api/payment.php', { package: 'starter', paymentmethod: 'creditcard' }).expect(201);
    await checkout(started.body.redirect, 'paid');
    await waitFor(
      () => paymentOf(gus.cookie, started.body.payment.payment_id),
      (payment) => payment.status === 'paid',
    );
    // The provider's books say the card holder disputed it.
    const ref = await refOf(started.body.payment.payment_id);
    await t.database.db.update(sandboxPayments).set({ status: 'charged_back' }).where(eq(sandboxPayments.ref, ref));
    await notify(ref).expect(200);
    expect((await paymentOf(gus.cookie, started.body.payment.payment_id)).status).toBe('charged_back');
    expect((await balance(gus.id))?.credits).toBe(before?.credits);
    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, gus.id), eq(creditLedger.reason, 'refund')));
    expect(refunds.map((row) => row.amount)).toEqual([-100]);

    await t.database.db
      .insert(paymentMandates)
      .values({ userId: gus.id, provider: 'sandbox', providerRef: `sbm_test_${gus.id}`, method: 'directdebit', label: 'NL•• •••• 1234' });
    await t.database.db.update(users).set({ directDebitBlocked: true }).where(eq(users.id, gus.id));
    const repeat = await api(t.app, EN, gus.cookie).post('/api/payment.php', { package: 'starter', repeat: true }).expect(403);
    expect(repeat.body.error).toBe('direct_debit_blocked');
  });
});
