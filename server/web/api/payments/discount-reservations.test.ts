import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createPaymentTestApp, sandboxOf, waitFor } from '#tests/support/payments';
import { SANDBOX_SECRET, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { discountCodes, payments, sandboxPayments } from '#server/platform/db/schema';
import { sign, SIGNATURE_HEADER } from '#server/adapters/payment-providers/providers/sandbox';

const EN = 'flirtlocal.localhost';
const english = texts('en');

/** Issue 11: a once-per-member code is held from the start of a payment, so it pays once. */
describe.each(BACKENDS)('discount codes reserved when the payment starts on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    await t.database.db.insert(discountCodes).values({ tenantId: 'flirtlocal', code: 'ONCE10', valuePercentage: 10 });
  });
  afterAll(() => t.close());

  const start = (cookie: string, discountcode: string) =>
    api(t.app, EN, cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal', discountcode });
  const paymentsOf = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));
  const statusOf = (cookie: string, id: number) =>
    api(t.app, EN, cookie)
      .get(`/api/payment.php?id=${id}`)
      .then((res) => res.body.payment.status as string);

  /** The payer's choice on the sandbox's hosted page, then the provider's webhook settles it. */
  async function finish(cookie: string, started: request.Response, outcome: 'paid' | 'failed' | 'cancelled') {
    const path = new URL(started.body.redirect).pathname;
    await request(t.app).post(path).set('Host', EN).type('form').send(`outcome=${outcome}`).expect(303);
    await waitFor(
      () => statusOf(cookie, started.body.payment.payment_id),
      (status) => status === outcome,
    );
  }

  /** The provider's books say the payer never finished: the payment expires. */
  async function expire(cookie: string, started: request.Response) {
    const [row] = await t.database.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, started.body.payment.payment_id));
    const ref = row?.ref ?? '';
    await t.database.db.update(sandboxPayments).set({ status: 'expired' }).where(eq(sandboxPayments.ref, ref));
    const body = `id=${ref}`;
    await request(t.app)
      .post('/api/payments/webhook/sandbox')
      .set('Host', EN)
      .type('form')
      .set(SIGNATURE_HEADER, sign(SANDBOX_SECRET, body))
      .send(body)
      .expect(200);
    expect(await statusOf(cookie, started.body.payment.payment_id)).toBe('expired');
  }

  it.each(['ONCE10', 'TIMEBONUS25'])('lets exactly one of six parallel starts have %s; the others are refused and leave nothing', async (code) => {
    const anna = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(anna.cookie, code.toLowerCase())));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body).toEqual({ error: 'code_used', message: english('payments.code_used') });
    }
    const stored = await paymentsOf(anna.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ discountCode: code, id: answers.find((res) => res.status === 201)?.body.payment.payment_id });
  });

  it('gives the code to the first of four starts one after the other', async () => {
    const ben = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    expect((await start(ben.cookie, 'ONCE10').expect(201)).body.payment).toMatchObject({ amount: 35.96, discount_code: 'ONCE10' });
    for (let i = 0; i < 3; i += 1) expect((await start(ben.cookie, 'ONCE10').expect(409)).body.error).toBe('code_used');
    expect((await api(t.app, EN, ben.cookie).get('/api/discountcode.php?code=ONCE10').expect(409)).body.message).toBe(english('payments.code_used'));
    expect(await paymentsOf(ben.id)).toHaveLength(1);
    // Someone else's use does not touch this member's code, and the same member still pays without one.
    await start((await createMember(t.app, t.database.db, EN, { country: 'NL' })).cookie, 'ONCE10').expect(201);
    await api(t.app, EN, ben.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal' }).expect(201);
  });

  it.each(['ONCE10', 'TIMEBONUS25'])('frees %s when its payment fails, is cancelled or expires, and keeps it once paid', async (code) => {
    const cleo = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const failed = await start(cleo.cookie, code).expect(201);
    await finish(cleo.cookie, failed, 'failed');
    const cancelled = await start(cleo.cookie, code).expect(201);
    await finish(cleo.cookie, cancelled, 'cancelled');
    const expired = await start(cleo.cookie, code).expect(201);
    await expire(cleo.cookie, expired);
    const paid = await start(cleo.cookie, code).expect(201);
    expect(paid.body.payment).toMatchObject({ discount_code: code });
    await finish(cleo.cookie, paid, 'paid');
    await start(cleo.cookie, code).expect(409);
    expect((await api(t.app, EN, cleo.cookie).get(`/api/discountcode.php?code=${code}`).expect(409)).body.error).toBe('code_used');
  });

  it('frees the code when the provider refuses the payment at the start', async () => {
    const emil = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    vi.spyOn(sandboxOf(t), 'createPayment').mockRejectedValueOnce(new Error('provider down'));
    expect((await start(emil.cookie, 'ONCE10').expect(502)).body.message).toBe(english('payments.provider_error'));
    expect((await start(emil.cookie, 'ONCE10').expect(201)).body.payment).toMatchObject({ discount_code: 'ONCE10' });
  });

  it('shows no welcome discount while a payment holds it, and again once that payment failed', async () => {
    const dora = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const welcome = () =>
      api(t.app, EN, dora.cookie)
        .get('/api/discountcode.php?welcome=true')
        .expect(200)
        .then((res) => res.body.discountcode);
    const held = await start(dora.cookie, 'TIMEBONUS25').expect(201);
    expect(await welcome()).toBeNull();
    await finish(dora.cookie, held, 'failed');
    expect(await welcome()).toMatchObject({ code: 'TIMEBONUS25' });
  });
});
