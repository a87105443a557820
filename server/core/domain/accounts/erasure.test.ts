import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, photos, users } from '#server/platform/db/schema';
import { api, GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { memberWithData, picture, storedKeys, tablesMentioning } from '#tests/support/member-data';
import { memberFiles } from '#tests/support/member-files';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { purgeDeletedAccounts, REACTIVATION_DAYS } from './deletion';

const EN = 'flirtlocal.localhost';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('the deletion purge on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const purgeAfter = (days: number) => purgeDeletedAccounts(t.database.db, memberFiles(t), new Date(t.now().getTime() + days * DAY_MS));
  const exists = async (id: number) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it('erases a member 14 days after their request: no file, no row with their address, payments kept anonymised; the other member keeps their own', async () => {
    const data = await memberWithData(t, EN);
    const { member, other } = data;
    const ownPhoto = await request(t.app)
      .post('/api/photos.php')
      .set('Host', EN)
      .set('X-Request-Type', 'client')
      .set('Cookie', other.cookie)
      .attach('photo', await picture(), 'other.png')
      .expect(201);
    const keys = await storedKeys(t, member.id);
    const files = memberFiles(t);
    await api(t.app, EN, member.cookie).delete('/api/user.php', { reason: 'found_someone', password: GOOD_PASSWORD }).expect(200);

    expect(await purgeAfter(REACTIVATION_DAYS - 1)).toBe(0);
    expect(await exists(member.id)).toBe(true);
    for (const key of keys.media) expect(await files.media.read(key)).not.toBeNull();

    expect(await purgeAfter(REACTIVATION_DAYS + 1)).toBeGreaterThanOrEqual(1);
    expect(await exists(member.id)).toBe(false);
    for (const key of keys.media) expect(await files.media.read(key)).toBeNull();
    for (const key of keys.selfies) expect(await files.selfies.read(key)).toBeNull();
    expect(await tablesMentioning(t, member.body.email)).toEqual({});
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, data.payment.id));
    expect(payment).toMatchObject({
      userId: null,
      amount: 1995,
      currency: 'EUR',
      tracking: { network: 'adnet', ref: 'affiliate-7' },
      erasedFirstPayment: true,
    });

    // The other member and their own photo are untouched.
    expect(await exists(other.id)).toBe(true);
    const [kept] = await t.database.db.select().from(photos).where(eq(photos.id, ownPhoto.body.photo.id));
    expect(kept).toBeDefined();
    expect(await files.media.read(kept?.filename ?? '')).not.toBeNull();
  });

  it('leaves a member who came back in time, and members who never asked', async () => {
    const { member, other } = await memberWithData(t, EN);
    await api(t.app, EN, member.cookie).delete('/api/user.php', { reason: 'time', password: GOOD_PASSWORD }).expect(200);
    // Reactivated (as the e-mailed link does) before the purge ran.
    await t.database.db.update(users).set({ status: 'active', deletionRequestedAt: null }).where(eq(users.id, member.id));
    await purgeAfter(REACTIVATION_DAYS + 1);
    expect(await exists(member.id)).toBe(true);
    expect(await exists(other.id)).toBe(true);
    for (const key of (await storedKeys(t, member.id)).media) expect(await memberFiles(t).media.read(key)).not.toBeNull();
  });
});
