import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { creditLedger, discountCodes, users } from '#server/platform/db/schema';
import { correctCredits, createDiscountCode } from './operator';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)('operator payment tasks on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('creates a discount code from CLI strings, in capitals and minor units, once', async () => {
    const context = { sites: ['flirtlocal', 'herzklopfen'], now: t.now() };
    const created = await createDiscountCode(
      t.database.db,
      { tenant: 'flirtlocal', code: 'winter-15', percent: '15', currency: 'EUR', minimum: '29.95', methods: ['ideal'], expires: '2099-01-31' },
      context,
    );
    expect(created).toMatchObject({ code: 'WINTER-15', valuePercentage: 15, minimumOrderValue: 2995, paymentMethods: ['ideal'], currency: 'EUR' });
    expect(created.expiresAt?.toISOString()).toBe('2099-01-31T00:00:00.000Z');
    await expect(createDiscountCode(t.database.db, { tenant: 'flirtlocal', code: 'WINTER-15', percent: '10' }, context)).rejects.toThrow('already exists');
    await expect(createDiscountCode(t.database.db, { tenant: 'flirtlocal', code: 'x', percent: '150' }, context)).rejects.toThrow(/--code: .*\n--percent: /);
    expect(await t.database.db.select().from(discountCodes).where(eq(discountCodes.tenantId, 'flirtlocal'))).toHaveLength(1);
  });

  it('refuses a code for a site that does not exist, or with an expiry that has begun or is no day', async () => {
    const context = { sites: ['flirtlocal'], now: t.now() };
    const today = t.now().toISOString().slice(0, 10);
    await expect(createDiscountCode(t.database.db, { tenant: 'nosuchsite', code: 'GHOST', percent: '10' }, context)).rejects.toThrow(
      '--tenant: no site nosuchsite (sites: flirtlocal)',
    );
    await expect(createDiscountCode(t.database.db, { tenant: 'flirtlocal', code: 'STALE', percent: '10', expires: today }, context)).rejects.toThrow(
      `--expires: ${today} has begun or passed`,
    );
    await expect(createDiscountCode(t.database.db, { tenant: 'flirtlocal', code: 'ODD', percent: '10', expires: '2099-02-30' }, context)).rejects.toThrow(
      '--expires: "2099-02-30" is not a day',
    );
    expect(await t.database.db.select().from(discountCodes).where(eq(discountCodes.tenantId, 'nosuchsite'))).toHaveLength(0);
  });

  it('corrects a balance with one ledger row that keeps the sum', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const [{ email } = { email: '' }] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const result = await correctCredits(t.database.db, {
      tenant: 'flirtlocal',
      email: email.toUpperCase(),
      amount: 50,
      note: 'support ticket 4711',
      now: t.now(),
    });
    const [ledger] = await t.database.db
      .select({ total: sum(creditLedger.amount).mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.id));
    expect(ledger?.total).toBe(result.credits);
    await expect(correctCredits(t.database.db, { tenant: 'herzklopfen', email, amount: 5, note: 'wrong site', now: t.now() })).rejects.toThrow('no member');
    await expect(correctCredits(t.database.db, { tenant: 'flirtlocal', email, amount: 5, note: ' ', now: t.now() })).rejects.toThrow('note');
    // A correction takes the balance to zero, never below.
    await expect(correctCredits(t.database.db, { tenant: 'flirtlocal', email, amount: -(result.credits + 1), note: 'too much', now: t.now() })).rejects.toThrow(
      `the member has ${result.credits} credits`,
    );
    expect((await correctCredits(t.database.db, { tenant: 'flirtlocal', email, amount: -result.credits, note: 'all of it', now: t.now() })).credits).toBe(0);
  });
});
