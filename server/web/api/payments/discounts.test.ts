import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { discountCodes, users } from '#server/platform/db/schema';
import { discounted } from '#server/contract/discount-math';

const EN = 'flirtlocal.localhost';
const english = texts('en');
const HOUR_MS = 60 * 60 * 1000;

describe('discount maths', () => {
  it('takes the percentage off and rounds to the cent', () => {
    expect(discounted(3995, 25)).toBe(2996);
    expect(discounted(1995, 25)).toBe(1496);
    expect(discounted(100, 0)).toBe(100);
    expect(discounted(999, 100)).toBe(0);
  });
});

describe.each(BACKENDS)('discount codes and the time bonus on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const code = (cookie: string, query: string) => api(t.app, EN, cookie).get(`/api/discountcode.php?${query}`);

  it('offers TIMEBONUS25 for four hours after sign-up, once, and not to paying members', async () => {
    const anna = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const welcome = (await code(anna.cookie, 'welcome=true').expect(200)).body.discountcode;
    expect(welcome).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, expired: false, user_id: anna.id });
    expect(welcome.validity).toBeGreaterThan(14_390);
    expect(welcome.validity).toBeLessThanOrEqual(14_400);
    const started = await api(t.app, EN, anna.cookie)
      .post('/api/payment.php', { package: 'popular', paymentmethod: 'ideal', discountcode: 'timebonus25' })
      .expect(201);
    expect(started.body.payment).toMatchObject({ amount: 29.96, list_amount: 39.95, discount_code: 'TIMEBONUS25', discount_percentage: 25 });
    // Held from the start of the payment (discount-reservations.test.ts follows it to the end).
    expect((await code(anna.cookie, 'code=TIMEBONUS25').expect(409)).body.message).toBe(english('payments.code_used'));

    const ben = await createMember(t.app, t.database.db, EN);
    t.clock.offsetMs = 4 * HOUR_MS + 1000;
    try {
      expect((await code(ben.cookie, 'welcome=true').expect(200)).body.discountcode).toBeNull();
      expect((await code(ben.cookie, 'code=TIMEBONUS25').expect(404)).body.message).toBe(english('payments.code_not_found'));
    } finally {
      t.clock.offsetMs = 0;
    }
    const cleo = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, cleo.id));
    expect((await code(cleo.cookie, 'welcome=true').expect(200)).body.discountcode).toBeNull();
  });

  it('checks an operator’s code: site, country, member, expiry, currency, minimum order and methods', async () => {
    const dutch = await createMember(t.app, t.database.db, EN, { country: 'NL' });
    const german = await createMember(t.app, t.database.db, EN, { country: 'DE' });
    const now = Date.now();
    await t.database.db.insert(discountCodes).values([
      { tenantId: 'flirtlocal', code: 'SPRING10', valuePercentage: 10, country: 'NL', currency: 'EUR', minimumOrderValue: 3000, paymentMethods: ['ideal'] },
      { tenantId: 'flirtlocal', code: 'OLD20', valuePercentage: 20, expiresAt: new Date(now - HOUR_MS) },
      { tenantId: 'herzklopfen', code: 'HERZ30', valuePercentage: 30 },
    ]);
    const spring = (await code(dutch.cookie, 'code=spring10').expect(200)).body.discountcode;
    expect(spring).toMatchObject({
      code: 'SPRING10',
      country: 'NL',
      value_percentage: 10,
      currency: 'EUR',
      minimum_order_value: 3000,
      paymentmethods: ['ideal'],
      expired: false,
      validity: null,
    });
    expect((await code(german.cookie, 'code=SPRING10').expect(404)).body.message).toBe('Code not found');
    await code(dutch.cookie, 'code=HERZ30').expect(404);
    expect((await code(dutch.cookie, 'code=OLD20').expect(200)).body.discountcode.expired).toBe(true);

    const pay = (body: object) => api(t.app, EN, dutch.cookie).post('/api/payment.php', body);
    expect((await pay({ package: 'popular', paymentmethod: 'ideal', discountcode: 'OLD20' }).expect(400)).body.message).toBe(english('payments.code_expired'));
    expect((await pay({ package: 'starter', paymentmethod: 'ideal', discountcode: 'SPRING10' }).expect(400)).body.error).toBe('code_not_applicable');
    expect((await pay({ package: 'popular', paymentmethod: 'creditcard', discountcode: 'SPRING10' }).expect(400)).body.error).toBe('code_not_applicable');
    expect((await pay({ package: 'popular', paymentmethod: 'ideal', discountcode: 'SPRING10' }).expect(201)).body.payment).toMatchObject({
      amount: 35.96,
      discount_percentage: 10,
    });
  });
});
