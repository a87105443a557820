import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '#server/platform/db/schema';
import { createTranslator } from '#server/platform/i18n';
import { enqueueJob } from '#server/platform/queue/enqueue';
import type { Resolver } from '#server/adapters/web-push/agent';
import type { PushMessage } from '#server/adapters/web-push/types';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { decryptPush, FAKE_PUSH_NAME, FakePushService, verifyVapid, type TestSubscription } from '#tests/support/fake-push';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const MESSAGE: PushMessage = {
  title: 'FlirtLocal',
  body: 'Anna sent you a message',
  tag: 'chat-9',
  url: '/members/9/chat',
  icon: '/icons/icon-192.png',
  lang: 'en',
  badge: 1,
};

/** DNS as the app's push agent sees it: the fake's name on loopback, one name rebound to a private address since it was saved. */
const dns: Resolver = (hostname, _options, callback) => {
  if (hostname === FAKE_PUSH_NAME) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  if (hostname === 'rebound.example.com') return callback(null, [{ address: '10.20.30.40', family: 4 }]);
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
};

describe.each(BACKENDS)('push jobs on $name', (backend) => {
  let t: TestApp;
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
    t = await createTestApp(backend, { pushAgent: fake.agent({ lookup: dns }) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.status = 201;
  });

  const subscribe = async (cookie: string, device: TestSubscription) => {
    await api(t.app, EN, cookie)
      .post('/api/user.php?push=1', { subscription: { endpoint: device.endpoint, keys: device.keys } })
      .expect(201);
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    if (!row) throw new Error('not subscribed');
    return row;
  };
  /** A push job as the notify job plans it (server/core/domain/notifications/dispatch-event.ts). */
  const enqueuePush = (subscriptionId: number, key: string) =>
    enqueueJob(
      t.database.db,
      'push',
      { subscription_id: subscriptionId, message: MESSAGE, ttl: 3600, urgency: 'normal', topic: 'chat-9' },
      { key: `push:test:${key}`, mode: 'once', runAt: t.now(), maxAttempts: 6 },
    );
  const jobOf = async (key: string) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `push:test:${key}`))
    )[0];
  const stillSubscribed = async (id: number) => (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length === 1;

  it('brings a like to every device of a member who is away: encrypted, signed with the site key, with TTL, urgency and topic', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const [phone, laptop] = [fake.subscription(), fake.subscription(FAKE_PUSH_NAME)];
    const phoneRow = await subscribe(anna.cookie, phone);
    await subscribe(anna.cookie, laptop);
    await api(t.app, EN, ben.cookie).post('/api/like.php', { id: anna.id }).expect(200);
    await t.jobs.drain();

    const siteKey = (await api(t.app, EN).get('/api/settings.php').expect(200)).body.push_public_key;
    for (const device of [phone, laptop]) {
      const received = fake.requestsTo(device.endpoint);
      expect(received, device.endpoint).toHaveLength(1);
      const [request] = received;
      if (!request) continue;
      expect(decryptPush(request, device)).toEqual({
        title: 'FlirtLocal',
        body: createTranslator().t('en', 'mail')('push.like'),
        tag: 'likes',
        url: '/likes',
        icon: expect.stringMatching(/^\/icons\//),
        lang: 'en',
        badge: 1,
      });
      expect(request.headers).toMatchObject({ ttl: String(3 * 24 * 3600), urgency: 'low', topic: 'likes' });
      expect(verifyVapid(request, siteKey, device.endpoint).sub).toBe('mailto:support@flirtlocal.example');
    }
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phoneRow.id));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('deletes a subscription the push service answers 404 or 410 for', async () => {
    for (const status of [404, 410]) {
      const anna = await createMember(t.app, t.database.db, EN);
      const row = await subscribe(anna.cookie, fake.subscription());
      fake.status = status;
      await enqueuePush(row.id, `gone-${status}`);
      await t.jobs.drain();
      expect(await stillSubscribed(row.id), String(status)).toBe(false);
      expect((await jobOf(`gone-${status}`))?.state).toBe('done');
    }
  });

  it('retries a push the service failed (500) later with backoff, and delivers it then', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const device = fake.subscription();
    const row = await subscribe(anna.cookie, device);
    fake.status = 500;
    await enqueuePush(row.id, 'retry');
    await t.jobs.drain();
    const failed = await jobOf('retry');
    expect(failed).toMatchObject({ state: 'pending', attempts: 1 });
    expect(failed?.runAt.getTime()).toBeGreaterThan(t.now().getTime());
    expect(await stillSubscribed(row.id)).toBe(true);

    fake.status = 201;
    t.clock.offsetMs += 60_000;
    await t.jobs.drain();
    expect((await jobOf('retry'))?.state).toBe('done');
    const delivered = fake.requestsTo(device.endpoint);
    expect(delivered).toHaveLength(2);
    expect(decryptPush(delivered[1] as (typeof delivered)[number], device)).toEqual(MESSAGE);
  });

  it('refuses at send time an endpoint whose name now resolves to a private address, and forgets it', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const device = fake.subscription();
    // Saved while the name pointed elsewhere (the subscribe check passed); DNS has changed since.
    const endpoint = `https://rebound.example.com:${fake.port}/wpush/v2/rebound`;
    const [row] = await t.database.db
      .insert(pushSubscriptions)
      .values({ tenantId: 'flirtlocal', userId: anna.id, endpoint, ...device.keys })
      .returning();
    if (!row) throw new Error('no row');
    const before = fake.requests.length;
    await enqueuePush(row.id, 'rebound');
    await t.jobs.drain();
    expect(fake.requests.length).toBe(before);
    expect(await stillSubscribed(row.id)).toBe(false);
    expect((await jobOf('rebound'))?.state).toBe('done');
  });

  it('does nothing for a subscription removed meanwhile, and fails a malformed job at once', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const device = fake.subscription();
    const row = await subscribe(anna.cookie, device);
    await enqueuePush(row.id, 'removed');
    await api(t.app, EN, anna.cookie).post('/api/user.php?push=1', { subscription: false, endpoint: device.endpoint }).expect(200);
    await enqueueJob(t.database.db, 'push', { subscription_id: 'x', message: 'hi' }, { key: 'push:test:malformed', mode: 'once', runAt: t.now() });
    await t.jobs.drain();
    expect(fake.requestsTo(device.endpoint)).toEqual([]);
    expect((await jobOf('removed'))?.state).toBe('done');
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.key, 'push:test:malformed'), eq(jobs.state, 'failed'))),
    ).toHaveLength(1);
  });
});
