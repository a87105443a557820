import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '#server/platform/db/schema';
import { MAX_PUSH_SUBSCRIPTIONS } from '#server/core/domain/notifications/push-subscriptions';
import { api, GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { FakePushService, type TestSubscription } from '#tests/support/fake-push';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const PUSH = '/api/user.php?push=1';

/** What the browser's PushSubscription.toJSON() gives. */
const asJson = ({ endpoint, keys }: TestSubscription) => ({ endpoint, expirationTime: null, keys });

describe.each(BACKENDS)('push subscriptions (POST /api/user.php?push=1) on $name', (backend) => {
  let t: TestApp;
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const devicesOf = async (userId: number) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint).sort();

  it('saves a device, once however often it is sent, and a second device beside it', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const phone = fake.subscription();
    const laptop = fake.subscription();
    expect(
      (
        await api(t.app, EN, anna.cookie)
          .post(PUSH, { subscription: asJson(phone) })
          .expect(201)
      ).body,
    ).toEqual({ ok: true });
    await api(t.app, EN, anna.cookie)
      .post(PUSH, { subscription: asJson(phone) })
      .expect(201);
    await api(t.app, EN, anna.cookie)
      .post(PUSH, { subscription: asJson(laptop) })
      .expect(201);
    expect(await devicesOf(anna.id)).toEqual([phone.endpoint, laptop.endpoint].sort());
  });

  it('removes one device on unsubscribe, and on a denied permission that names it', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const [phone, laptop, tablet] = [fake.subscription(), fake.subscription(), fake.subscription()];
    for (const device of [phone, laptop, tablet])
      await api(t.app, EN, anna.cookie)
        .post(PUSH, { subscription: asJson(device) })
        .expect(201);
    expect((await api(t.app, EN, anna.cookie).post(PUSH, { subscription: false, endpoint: phone.endpoint }).expect(200)).body).toEqual({ ok: true });
    expect(await devicesOf(anna.id)).toEqual([laptop.endpoint, tablet.endpoint].sort());
    await api(t.app, EN, anna.cookie).post(PUSH, { subscription: 'denied', endpoint: laptop.endpoint }).expect(200);
    await api(t.app, EN, anna.cookie).post(PUSH, { subscription: 'denied' }).expect(200);
    expect(await devicesOf(anna.id)).toEqual([tablet.endpoint]);
  });

  it("moves a shared browser's endpoint to the member who subscribed last, and never touches another member's device", async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const shared = fake.subscription();
    await api(t.app, EN, anna.cookie)
      .post(PUSH, { subscription: asJson(shared) })
      .expect(201);
    const [before] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    await api(t.app, EN, ben.cookie)
      .post(PUSH, { subscription: asJson(shared) })
      .expect(201);
    expect(await devicesOf(anna.id)).toEqual([]);
    expect(await devicesOf(ben.id)).toEqual([shared.endpoint]);
    // A new row: pushes planned for Anna's old row can never reach Ben.
    const [after] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(after?.id).not.toBe(before?.id);
    await api(t.app, EN, anna.cookie).post(PUSH, { subscription: false, endpoint: shared.endpoint }).expect(200);
    expect(await devicesOf(ben.id)).toEqual([shared.endpoint]);
  });

  it('keeps the same endpoint apart on two sites', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const greta = await createMember(t.app, t.database.db, DE);
    const browser = fake.subscription();
    await api(t.app, EN, anna.cookie)
      .post(PUSH, { subscription: asJson(browser) })
      .expect(201);
    await api(t.app, DE, greta.cookie)
      .post(PUSH, { subscription: asJson(browser) })
      .expect(201);
    expect(await devicesOf(anna.id)).toEqual([browser.endpoint]);
    expect(await devicesOf(greta.id)).toEqual([browser.endpoint]);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices, dropping the oldest`, async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, () => fake.subscription());
    for (const device of devices)
      await api(t.app, EN, anna.cookie)
        .post(PUSH, { subscription: asJson(device) })
        .expect(201);
    expect(await devicesOf(anna.id)).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });

  it('asks for a session, and leaves the login on the same path alone', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const refused = await api(t.app, EN)
      .post(PUSH, { subscription: asJson(fake.subscription()) })
      .expect(403);
    expect(refused.body.error).toBe('authentication_required');
    const login = await api(t.app, EN).post('/api/user.php', { email: anna.body.email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.user.id).toBe(anna.id);
  });

  it('refuses endpoints into private networks (SSRF) with a translated 400 and stores nothing', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const greta = await createMember(t.app, t.database.db, DE);
    const keys = fake.subscription().keys;
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://[::ffff:192.168.0.1]/push',
      'https://100.64.0.1/push',
      'https://localhost:8443/push',
      'https://metadata.google.internal/push',
      'https://printer.local/push',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      `https://127.0.0.2:${fake.port}/push`,
    ]) {
      const res = await api(t.app, EN, anna.cookie).post(PUSH, { subscription: { endpoint, keys } }).expect(400);
      expect(res.body, endpoint).toEqual({ error: 'push_endpoint_refused', message: texts('en')('errors.push_endpoint_refused') });
    }
    const german = await api(t.app, DE, greta.cookie)
      .post(PUSH, { subscription: { endpoint: 'https://10.0.0.5/push', keys } })
      .expect(400);
    expect(german.body.message).toBe(texts('de')('errors.push_endpoint_refused'));
    expect(await devicesOf(anna.id)).toEqual([]);
  });

  it('refuses malformed subscriptions with a 400', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const device = fake.subscription();
    const notOnCurve = Buffer.from(device.keys.p256dh, 'base64url');
    notOnCurve[40] = (notOnCurve[40] ?? 0) ^ 1;
    for (const subscription of [
      { endpoint: device.endpoint },
      { ...asJson(device), keys: { ...device.keys, p256dh: notOnCurve.toString('base64url') } },
      { ...asJson(device), keys: { ...device.keys, p256dh: device.keys.p256dh.slice(0, 43) } },
      { ...asJson(device), keys: { ...device.keys, auth: Buffer.alloc(15).toString('base64url') } },
      { ...asJson(device), keys: { ...device.keys, auth: 'not base64!' } },
      { ...asJson(device), endpoint: `${device.endpoint}/${'x'.repeat(2048)}` },
      { ...asJson(device), extra: true },
      'granted',
      true,
    ]) {
      const res = await api(t.app, EN, anna.cookie).post(PUSH, { subscription }).expect(400);
      expect(res.body.message, JSON.stringify(subscription).slice(0, 80)).toBe(texts('en')('errors.invalid_request'));
    }
    await api(t.app, EN, anna.cookie).post(PUSH, { subscription: false }).expect(400);
    await api(t.app, EN, anna.cookie).post(PUSH, {}).expect(400);
    expect(await devicesOf(anna.id)).toEqual([]);
  });
});
