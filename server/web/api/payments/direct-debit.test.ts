import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createPaymentTestApp, sandboxOf, waitFor } from '#tests/support/payments';
import { createMember, establishedMember } from '#tests/support/members';
import { codeIn, lastSmsTo } from '#tests/support/sms';
import type { TestApp } from '#tests/support/test-app';
import { creditLedger, directDebitRequests, paymentMandates, payments, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const IBAN = 'DE89 3704 0044 0532 0130 00';

describe.each(BACKENDS)('direct debit on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.clock.offsetMs = 0;
    vi.restoreAllMocks();
  });

  /** A German member (direct debit is offered in euro-area countries) with a mobile number of their own. */
  async function german() {
    const member = await establishedMember(t.app, t.database.db, EN, { country: 'DE' });
    const mobile = `0151 ${20000000 + member.id}`;
    return { ...member, mobile, e164: `+49151${20000000 + member.id}` };
  }
  const form = (mobile: string, overrides: Record<string, unknown> = {}) => ({
    package: 'popular',
    account_holder: 'Anna Schmidt',
    iban: IBAN,
    street: 'Hauptstraße',
    house_number: '12a',
    postal_code: '10115',
    city: 'Berlin',
    mobile,
    authorised: true,
    ...overrides,
  });
  const confirm = (cookie: string, body: object) => api(t.app, EN, cookie).post('/api/directdebit.php?confirm=1', body);
  const balance = async (id: number) => (await t.database.db.select({ credits: users.credits, paid: users.paidUser }).from(users).where(eq(users.id, id)))[0];
  const purchases = (id: number) =>
    t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, id), eq(creditLedger.reason, 'purchase')));
  const paymentsOf = (id: number) => t.database.db.select().from(payments).where(eq(payments.userId, id));
  const mandatesOf = (id: number) => t.database.db.select().from(paymentMandates).where(eq(paymentMandates.userId, id));

  /** Step 1 for a member; returns the request id and the texted code. */
  async function requestCode(member: { cookie: string; mobile: string; e164: string }, overrides: Record<string, unknown> = {}) {
    const res = await api(t.app, EN, member.cookie).post('/api/directdebit.php', form(member.mobile, overrides)).expect(201);
    return {
      requestId: res.body.request_id as number,
      mobile: res.body.mobile as string,
      reference: res.body.mandate_reference as string,
      code: codeIn(lastSmsTo(t.outboxDir, member.e164)),
    };
  }

  it('charges a new member the welcome discount the form showed, and refuses a code that cannot pay before texting', async () => {
    const fresh = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const newcomer = { ...fresh, mobile: `0151 ${20000000 + fresh.id}`, e164: `+49151${20000000 + fresh.id}` };
    const refused = await api(t.app, EN, newcomer.cookie)
      .post('/api/directdebit.php', form(newcomer.mobile, { discountcode: 'NO-SUCH-CODE' }))
      .expect(404);
    expect(refused.body).toMatchObject({ error: 'code_not_found', message: 'Code not found' });
    expect(await t.database.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, newcomer.id))).toEqual([]);

    const { requestId, code } = await requestCode(newcomer);
    const done = await api(t.app, EN, newcomer.cookie).put('/api/directdebit.php', { request_id: requestId, code }).expect(201);
    expect(done.body.payment).toMatchObject({ amount: 29.96, list_amount: 39.95, discount_code: 'TIMEBONUS25', discount_percentage: 25 });
    // The welcome discount is used once: a second order is charged the list price.
    expect((await api(t.app, EN, newcomer.cookie).get('/api/discountcode.php?welcome=true').expect(200)).body.discountcode).toBeNull();
  });

  it('names every missing field and explains each mistake', async () => {
    const anna = await german();
    const empty = await api(t.app, EN, anna.cookie).post('/api/directdebit.php', { package: 'popular' }).expect(400);
    expect(empty.body.fields).toEqual({
      account_holder: 'This field is required.',
      iban: 'This field is required.',
      street: 'This field is required.',
      house_number: 'This field is required.',
      postal_code: 'This field is required.',
      city: 'This field is required.',
      mobile: 'This field is required.',
      authorised: 'Please tick the box to authorise the direct debit.',
    });
    const wrong = await api(t.app, EN, anna.cookie)
      .post('/api/directdebit.php', form('12345', { iban: 'DE89 3704 0044 0532 0130 01', authorised: false }))
      .expect(400);
    expect(wrong.body.fields).toEqual({
      iban: 'This IBAN is not valid. Please check it.',
      mobile: 'Please enter a valid mobile number.',
      authorised: 'Please tick the box to authorise the direct debit.',
    });
    // A valid British IBAN and a Berlin landline: real, but no euro-area account and no SMS.
    const foreign = await api(t.app, EN, anna.cookie)
      .post('/api/directdebit.php', form('030 12345678', { iban: 'GB82 WEST 1234 5698 7654 32' }))
      .expect(400);
    expect(foreign.body.fields).toEqual({
      iban: 'Direct debit is only possible from a bank account in the euro area.',
      mobile: 'Please enter a valid mobile number.',
    });
    expect(await t.database.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, anna.id))).toEqual([]);
  });

  it('texts a code, and the right code charges the package on a new mandate: paid by the webhook, credited once', async () => {
    const anna = await german();
    const before = await balance(anna.id);
    const { requestId, mobile, reference, code } = await requestCode(anna);
    expect(mobile.replace(/\s/g, '')).toBe(anna.e164);
    // The code step shows the reference the mandate will carry (the mandate mail names the same one).
    expect(reference).toBe(`FLIRTLOCAL-${anna.id}-${requestId}`);
    const sms = lastSmsTo(t.outboxDir, anna.e164);
    expect(sms.text).toContain('FlirtLocal');
    expect(sms.text).toContain('10 minutes');

    const wrong = await confirm(anna.cookie, { request_id: requestId, code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'code_invalid', message: 'Code invalid' });

    const done = await api(t.app, EN, anna.cookie).put('/api/directdebit.php', { request_id: requestId, code }).expect(201);
    expect(done.body).toMatchObject({
      redirect: null,
      payment: { status: 'pending', paymentmethod: 'directdebit', recurring: true, credits: 250, amount: 39.95, currency: 'EUR' },
    });
    const paymentId = done.body.payment.payment_id as number;
    // Charged on the mandate just signed: the first debit, which no receipt may call a repeat order.
    const receipt = (await api(t.app, EN, anna.cookie).get(`/api/transactions.php?id=${paymentId}`).expect(200)).body.transaction;
    expect(receipt).toMatchObject({ recurring: true, repeat_order: false });
    const [mandate] = await mandatesOf(anna.id);
    expect(mandate).toMatchObject({ method: 'directdebit', label: 'DE•• •••• 3000', valid: true });
    expect((await paymentsOf(anna.id))[0]).toMatchObject({ id: paymentId, mandateId: mandate?.id, sequence: 'recurring' });
    const [stored] = await t.database.db.select().from(directDebitRequests).where(eq(directDebitRequests.id, requestId));
    expect(stored).toMatchObject({ status: 'confirmed', iban: 'DE89370400440532013000', mobile: anna.e164, paymentId, mandateId: mandate?.id });
    expect(stored?.codeHash).not.toContain(code);

    await waitFor(
      () =>
        api(t.app, EN, anna.cookie)
          .get(`/api/payment.php?id=${paymentId}`)
          .then((res) => res.body.payment.status as string),
      (status) => status === 'paid',
    );
    // Let the duplicate and late notifications arrive too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balance(anna.id)).toEqual({ credits: (before?.credits ?? 0) + 250, paid: true });
    expect(await purchases(anna.id)).toHaveLength(1);
    // The code was used up.
    await confirm(anna.cookie, { request_id: requestId, code }).expect(400);
    expect(await paymentsOf(anna.id)).toHaveLength(1);
  });

  it('locks a request after five wrong codes, and an expired code is invalid', async () => {
    const ben = await german();
    const { requestId, code } = await requestCode(ben);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await confirm(ben.cookie, { request_id: requestId, code: wrongCode }).expect(400);
      expect(res.body.message).toBe('Code invalid');
    }
    expect((await confirm(ben.cookie, { request_id: requestId, code }).expect(400)).body.message).toBe('Code invalid');

    const late = await requestCode(ben);
    t.clock.offsetMs = 11 * 60 * 1000;
    expect((await confirm(ben.cookie, { request_id: late.requestId, code: late.code }).expect(400)).body.message).toBe('Code invalid');
    expect(await paymentsOf(ben.id)).toEqual([]);
  });

  it('refuses a member blocked for direct debit, before the form and at the code', async () => {
    const cleo = await german();
    const { requestId, code } = await requestCode(cleo);
    await t.database.db.update(users).set({ directDebitBlocked: true }).where(eq(users.id, cleo.id));
    const atCode = await confirm(cleo.cookie, { request_id: requestId, code }).expect(403);
    expect(atCode.body).toMatchObject({ error: 'direct_debit_blocked', message: 'Your account is blocked for direct debit payments.' });
    const atForm = await api(t.app, EN, cleo.cookie).post('/api/directdebit.php', form(cleo.mobile)).expect(403);
    expect(atForm.body.message).toBe('Your account is blocked for direct debit payments.');
    expect(await paymentsOf(cleo.id)).toEqual([]);
    expect(await mandatesOf(cleo.id)).toEqual([]);
  });

  it('keeps to the 30-day limit: pending and paid direct debits of the last 30 days and this order', async () => {
    const dora = await german();
    const earlier = {
      tenantId: 'flirtlocal',
      userId: dora.id,
      packageId: 'value',
      credits: 600,
      listAmount: 10000,
      currency: 'EUR',
      method: 'directdebit',
      provider: 'sandbox',
      sequence: 'recurring' as const,
      refundDays: 14,
    };
    await t.database.db.insert(payments).values([
      { ...earlier, amount: 10000, status: 'paid' },
      { ...earlier, amount: 13000, status: 'pending' },
      // Neither counts: failed, and older than 30 days.
      { ...earlier, amount: 10000, status: 'failed' },
      { ...earlier, amount: 10000, status: 'paid', createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) },
    ]);
    // 100.00 + 130.00 + 39.95 is over the default 250.00.
    const over = await api(t.app, EN, dora.cookie).post('/api/directdebit.php', form(dora.mobile)).expect(403);
    expect(over.body).toMatchObject({
      error: 'direct_debit_limit',
      message: 'Your limit for direct debit payments has been reached. Please choose another payment method.',
    });
    // 19.95 still fits.
    const { requestId, code } = await requestCode(dora, { package: 'starter' });
    await confirm(dora.cookie, { request_id: requestId, code }).expect(201);
  });

  it('lets nobody confirm another member’s request, nor visitors use it', async () => {
    const anna = await german();
    const ben = await german();
    const { requestId, code } = await requestCode(anna);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await confirm(ben.cookie, { request_id: requestId, code }).expect(400)).body.message).toBe('Code invalid');
    }
    await api(t.app, EN).post('/api/directdebit.php?confirm=1', { request_id: requestId, code }).expect(403);
    await api(t.app, EN).post('/api/directdebit.php', form(anna.mobile)).expect(403);
    expect(await paymentsOf(ben.id)).toEqual([]);
    // Ben's tries were not counted against Anna's request.
    await confirm(anna.cookie, { request_id: requestId, code }).expect(201);
  });

  it('texts at most five codes an hour', async () => {
    const fred = await german();
    for (let request = 0; request < 5; request += 1) await requestCode(fred);
    const res = await api(t.app, EN, fred.cookie).post('/api/directdebit.php', form(fred.mobile)).expect(429);
    expect(res.body.error).toBe('too_many_codes');
  });

  it('renders the form for members, naming the company in the mandate, and sends visitors to log in', async () => {
    await request(t.app)
      .get('/directdebit?package=starter')
      .set('Host', EN)
      .expect(302)
      .expect('Location', '/login?redirect=%2Fdirectdebit%3Fpackage%3Dstarter');
    const anna = await german();
    const page = await request(t.app).get('/directdebit?package=starter').set('Host', EN).set('Cookie', anna.cookie).expect(200);
    expect(page.text).toContain('data-testid="directdebit-form"');
    expect(page.text).toContain('I authorise Amora Media B.V. to collect €19.95 now');
    const british = await createMember(t.app, t.database.db, EN, { country: 'GB' });
    const unavailable = await request(t.app).get('/directdebit').set('Host', EN).set('Cookie', british.cookie).expect(200);
    expect(unavailable.text).toContain('Direct debit is not available for your country.');
  });

  it('is not offered where the member pays outside the euro area', async () => {
    const british = await createMember(t.app, t.database.db, EN, { country: 'GB' });
    const res = await api(t.app, EN, british.cookie).post('/api/directdebit.php', form('07400 123456')).expect(400);
    expect(res.body.error).toBe('method_unavailable');
  });

  it('leaves nothing valid behind when the provider fails, and charges once on a double submit', async () => {
    const emil = await german();
    const first = await requestCode(emil);
    vi.spyOn(sandboxOf(t), 'createDirectDebitMandate').mockRejectedValueOnce(new Error('provider down'));
    const failed = await confirm(emil.cookie, { request_id: first.requestId, code: first.code }).expect(502);
    expect(failed.body.message).toBe('An error occured, please try again later.');
    expect(await paymentsOf(emil.id)).toEqual([]);
    expect((await mandatesOf(emil.id)).filter((mandate) => mandate.valid)).toEqual([]);
    await confirm(emil.cookie, { request_id: first.requestId, code: first.code }).expect(400);

    const second = await requestCode(emil);
    const answers = await Promise.all([0, 1, 2].map(() => confirm(emil.cookie, { request_id: second.requestId, code: second.code })));
    expect(answers.map((res) => res.status).filter((status) => status === 201)).toHaveLength(1);
    expect(await paymentsOf(emil.id)).toHaveLength(1);
  });
});
