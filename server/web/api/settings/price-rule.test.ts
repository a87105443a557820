import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** FlirtLocal: a message costs 10 credits, in the US at least 12 (tenants/flirtlocal.json). */
const HOST = 'flirtlocal.localhost';
let sends = 0;

describe.each(BACKENDS)('the price of a message on $name (server/contract/prices.ts)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const credits = async (id: number) => (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id)))[0]?.credits ?? 0;

  /** What the pricing page shows the member, asked from `from` (the CDN's country header). */
  const shown = async (cookie: string, from: string) =>
    (await api(t.app, HOST, cookie).get('/api/credits.php').set('CF-IPCountry', from).expect(200)).body.costs.message as number;

  /** A member of `country` who passed the age check FlirtLocal asks of visitors from GB (decision 0144). */
  const assuredMember = async (country: string) => {
    const member = await createMember(t.app, t.database.db, HOST, { country });
    await t.database.db.update(users).set({ ageAssuredAt: new Date(), ageAssuranceMethod: 'sandbox' }).where(eq(users.id, member.id));
    return member;
  };

  /** What one text message costs the member when sent from `from`. */
  const charged = async (member: { id: number; cookie: string }, to: number, from: string) => {
    const before = await credits(member.id);
    sends += 1;
    await api(t.app, HOST, member.cookie)
      .post('/api/chat.php')
      .set('CF-IPCountry', from)
      .send({ profile_id: to, text: 'Hi!', client_id: `price-rule-${Date.now()}-${sends}` })
      .expect(200);
    return before - (await credits(member.id));
  };

  it("shows a member what a send charges them, by their profile's country wherever they browse from", async () => {
    const american = await assuredMember('US');
    const british = await assuredMember('GB');
    expect(await shown(american.cookie, 'GB')).toBe(12);
    expect(await charged(american, british.id, 'GB')).toBe(12);
    expect(await shown(british.cookie, 'US')).toBe(10);
    expect(await charged(british, american.id, 'US')).toBe(10);
  });

  it('prices the next page by the country a member just moved their profile to', async () => {
    // Each request reads the member's profile afresh (once, however many parts of a page ask: lookup.ts#viewerProfile).
    const member = await assuredMember('US');
    expect(await shown(member.cookie, 'US')).toBe(12);
    await api(t.app, HOST, member.cookie).put('/api/profile.php').send({ country: 'GB', region: null }).expect(200);
    expect(await shown(member.cookie, 'US')).toBe(10);
  });

  it('shows a visitor, in the settings, what a member of their country is charged', async () => {
    const settings = async (from: string) =>
      (await request(t.app).get('/api/settings.php').set('Host', HOST).set('CF-IPCountry', from).expect(200)).body.minimum_message_costs_value as number;
    const [american, british] = await Promise.all(['US', 'GB'].map(assuredMember));
    if (!american || !british) throw new Error('members not made');
    expect(await settings('US')).toBe(await charged(american, british.id, 'US'));
    expect(await settings('GB')).toBe(await charged(british, american.id, 'GB'));
  });
});
