import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createPaymentTestApp, waitFor } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { discountCodes, payments, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');
const german = texts('de');

/**
 * Issue 11: "Keep my account" on the delete dialog's offer gives the member one personal code
 * for the company's delete_discount (50 % for the demo company); it pays once, only for them.
 */
describe.each(BACKENDS)('the retention offer on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
  });
  afterAll(() => t.close());

  const accept = (cookie: string, host = EN) => api(t.app, host, cookie).post('/api/retention-offer.php');
  const start = (cookie: string, discountcode: string) =>
    api(t.app, EN, cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal', discountcode });
  const member = () => createMember(t.app, t.database.db, EN, { country: 'NL' });
  const codesOf = (userId: number) => t.database.db.select().from(discountCodes).where(eq(discountCodes.userId, userId));
  const statusOf = (cookie: string, id: number) =>
    api(t.app, EN, cookie)
      .get(`/api/payment.php?id=${id}`)
      .then((res) => res.body.payment.status as string);

  /** The payer's choice on the sandbox's hosted page; the provider's webhook then settles it. */
  async function finish(cookie: string, started: request.Response, outcome: 'paid' | 'failed') {
    await request(t.app).post(new URL(started.body.redirect).pathname).set('Host', EN).type('form').send(`outcome=${outcome}`).expect(303);
    await waitFor(
      () => statusOf(cookie, started.body.payment.payment_id),
      (status) => status === outcome,
    );
  }

  it('grants one code however many accepts arrive at once, and the same one afterwards', async () => {
    const anna = await member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(anna.cookie)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const code = answers[0]?.body.retention_offer.code as string;
    expect(code).toMatch(/^STAY-[0-9A-F]{10}$/);
    for (const res of answers) expect(res.body.retention_offer).toEqual({ code, value_percentage: 50 });
    expect((await accept(anna.cookie).expect(200)).body.retention_offer.code).toBe(code);
    const stored = await codesOf(anna.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tenantId: 'flirtlocal', code, userId: anna.id, valuePercentage: 50, status: 'active' });
    // The credits page finds it for her, as the dialog's button applies it.
    expect((await api(t.app, EN, anna.cookie).get(`/api/discountcode.php?code=${code.toLowerCase()}`).expect(200)).body.discountcode).toMatchObject({
      code,
      value_percentage: 50,
      user_id: anna.id,
    });
    // Another member's grant is a code of their own.
    const other = await member();
    expect((await accept(other.cookie).expect(200)).body.retention_offer.code).not.toBe(code);
  });

  it('is only for the member it was granted to: anyone else gets "Code not found" and pays nothing with it', async () => {
    const ben = await member();
    const code = (await accept(ben.cookie).expect(200)).body.retention_offer.code as string;
    const eve = await member();
    expect((await api(t.app, EN, eve.cookie).get(`/api/discountcode.php?code=${code}`).expect(404)).body).toEqual({
      error: 'code_not_found',
      message: english('payments.code_not_found'),
    });
    expect((await start(eve.cookie, code).expect(404)).body.error).toBe('code_not_found');
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, eve.id))).toHaveLength(0);
    // Nor on another site of the same company, where it names no code at all.
    const german_member = await createMember(t.app, t.database.db, DE, { country: 'DE' });
    expect((await api(t.app, DE, german_member.cookie).get(`/api/discountcode.php?code=${code}`).expect(404)).body.message).toBe(
      german('payments.code_not_found'),
    );
    // Ben's code is untouched by those attempts.
    expect((await start(ben.cookie, code).expect(201)).body.payment).toMatchObject({ discount_code: code });
  });

  it('is held by the payment that starts first (one of four parallel starts) and pays once', async () => {
    const cleo = await member();
    const code = (await accept(cleo.cookie).expect(200)).body.retention_offer.code as string;
    const answers = await Promise.all(Array.from({ length: 4 }, () => start(cleo.cookie, code)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    const won = answers.find((res) => res.status === 201) as request.Response;
    expect(won.body.payment).toMatchObject({ discount_code: code, discount_percentage: 50 });
    expect(won.body.payment.amount).toBeCloseTo(won.body.payment.list_amount / 2, 2);
    await finish(cleo.cookie, won, 'paid');
    expect((await start(cleo.cookie, code).expect(409)).body).toEqual({ error: 'code_used', message: english('payments.code_used') });
    expect((await api(t.app, EN, cleo.cookie).get(`/api/discountcode.php?code=${code}`).expect(409)).body.message).toBe(english('payments.code_used'));
    // Accepting the offer again gives nothing new: it has been used.
    expect((await accept(cleo.cookie).expect(409)).body).toEqual({ error: 'offer_used', message: english('deletion.offer_used') });
    expect(await codesOf(cleo.id)).toHaveLength(1);
  });

  it('comes back when the payment that held it failed', async () => {
    const dan = await member();
    const code = (await accept(dan.cookie).expect(200)).body.retention_offer.code as string;
    const failed = await start(dan.cookie, code).expect(201);
    expect((await accept(dan.cookie).expect(409)).body.error).toBe('offer_used');
    await finish(dan.cookie, failed, 'failed');
    expect((await accept(dan.cookie).expect(200)).body.retention_offer.code).toBe(code);
    expect((await start(dan.cookie, code).expect(201)).body.payment).toMatchObject({ discount_code: code });
  });

  it('refuses, translated and storing nothing, where the company has no offer', async () => {
    const emma = await member();
    const german_member = await createMember(t.app, t.database.db, DE, { country: 'DE' });
    const company = t.tenants.get('flirtlocal')?.company;
    if (!company) throw new Error('no flirtlocal company');
    const offered = company.delete_discount;
    company.delete_discount = 0;
    try {
      expect((await accept(emma.cookie).expect(404)).body).toEqual({ error: 'offer_unavailable', message: english('deletion.offer_unavailable') });
      expect((await accept(german_member.cookie, DE).expect(404)).body.message).toBe(german('deletion.offer_unavailable'));
    } finally {
      company.delete_discount = offered;
    }
    expect(await codesOf(emma.id)).toHaveLength(0);
    expect(await codesOf(german_member.id)).toHaveLength(0);
  });

  it('is for logged-in, active members asking from our own pages only', async () => {
    expect((await api(t.app, EN).post('/api/retention-offer.php').expect(403)).body.error).toBe('authentication_required');
    const finn = await member();
    // A foreign page cannot make a member accept (no client header, foreign Origin).
    await request(t.app).post('/api/retention-offer.php').set('Host', EN).set('Cookie', finn.cookie).set('Origin', 'https://evil.example').expect(403);
    await request(t.app).post('/api/retention-offer.php').set('Host', EN).set('Cookie', finn.cookie).expect(403);
    expect(await codesOf(finn.id)).toHaveLength(0);
    // An account on its way out (its session outlived the deletion request) gets no offer.
    await t.database.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, finn.id));
    expect((await accept(finn.cookie).expect(403)).body).toEqual({ error: 'offer_inactive', message: english('deletion.offer_inactive') });
    expect(await codesOf(finn.id)).toHaveLength(0);
  });
});
