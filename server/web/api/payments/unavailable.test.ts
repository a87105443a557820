import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '#server/platform/db/schema';
import { createLogger } from '#server/platform/logger';
import { createPaymentProviders } from '#server/adapters/payment-providers/registry';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const DE = 'herzklopfen.localhost';
const german = texts('de');

/** PAYMENTS=none (or production without a provider and without PAYMENTS=sandbox): no site takes money, and each says so. */
describe.each(BACKENDS)('a deployment without a payment provider on $name', (backend) => {
  let t: TestApp;
  let member = { id: 0, cookie: '' };

  beforeAll(async () => {
    t = await createTestApp(backend, { payments: 'none' });
    member = await createMember(t.app, t.database.db, DE, { country: 'DE' });
  });
  afterAll(() => t.close());

  it('offers the packages with no way to pay', async () => {
    const { body } = await api(t.app, DE, member.cookie).get('/api/credits.php').expect(200);
    expect(body.packages.length).toBeGreaterThan(0);
    expect(body.paymentmethods).toEqual([]);
  });

  it('refuses a payment in the member language, says when to ask again, and changes nothing', async () => {
    const balance = async () => (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]?.credits;
    const before = await balance();
    const res = await api(t.app, DE, member.cookie).post('/api/payment.php', { package: 'popular', paymentmethod: 'sofort' }).expect(503);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.body).toMatchObject({ error: 'payments_unavailable', message: german('payments.unavailable') });
    await api(t.app, DE, member.cookie).post('/api/directdebit.php', { package: 'popular' }).expect(503);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it('has no sandbox checkout a member could mark a payment paid on', async () => {
    expect(t.payments.sandbox).toBeNull();
    const res = await api(t.app, DE).get('/sandbox/checkout/sb_anything');
    expect(res.text).not.toContain('sandbox-checkout');
  });

  it('offers no direct debit where its code cannot be texted (production without SMS=outbox)', async () => {
    const site = t.tenants.get('herzklopfen')?.tenant;
    if (!site) throw new Error('no herzklopfen site');
    const made = (directDebit: boolean) =>
      createPaymentProviders({
        db: t.database.db,
        logger: createLogger('silent'),
        deliver: async () => 200,
        now: t.now,
        sandboxSecret: 'x'.repeat(32),
        sandboxAllowed: true,
        directDebit,
      });
    const [without, within] = [made(false), made(true)];
    expect(without.providerFor(site)?.supports.has('directdebit')).toBe(false);
    expect(without.providerFor(site)?.supports.has('sofort')).toBe(true);
    expect(within.providerFor(site)?.supports.has('directdebit')).toBe(true);
    await Promise.all([without.close(), within.close()]);
  });

  it('tells the member on the credits page', async () => {
    const page = await api(t.app, DE, member.cookie).get('/credits').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain(german('credits.unavailable'));
  });
});
