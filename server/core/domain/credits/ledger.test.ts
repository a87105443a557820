import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { creditLedger, users } from '#server/platform/db/schema';
import { applyCreditChange } from './ledger';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)('the credits ledger on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const state = async (id: number) => {
    const [user] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
    const [ledger] = await t.database.db
      .select({ total: sum(creditLedger.amount).mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.userId, id));
    return { balance: user?.credits, ledger: ledger?.total ?? 0 };
  };
  /** Sets a balance the way an operator would: one correction row through the ledger. */
  const correctTo = async (id: number, credits: number) => {
    const { balance = 0 } = await state(id);
    await t.database.db.transaction((tx) =>
      applyCreditChange(tx, { tenantId: 'flirtlocal', userId: id, amount: credits - balance, reason: 'correction', reference: `test-${Date.now()}` }),
    );
  };

  it('lets two tabs spending the last credits send exactly one message', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await correctTo(anna.id, 10);
    const send = (clientId: string) => api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: `From ${clientId}`, client_id: clientId });
    const results = await Promise.all([send('tab-one-000'), send('tab-two-000')]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 402]);
    expect(await state(anna.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('keeps the balance equal to the sum of its rows under concurrent spending', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const others = await Promise.all([1, 2].map(() => createMember(t.app, t.database.db, EN)));
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, anna.id));
    await correctTo(anna.id, 75);
    const sends = Array.from({ length: 12 }, (_, index) =>
      api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: others[index % 2]?.id, text: `Message ${index}`, client_id: `burst-${index}-000` }),
    );
    const statuses = (await Promise.all(sends)).map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 402)).toHaveLength(5);
    expect(await state(anna.id)).toEqual({ balance: 5, ledger: 5 });
  });
});
