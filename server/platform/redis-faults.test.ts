import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { LiveClient, listen, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { freePort, hasRedisServer, startRedis, type RedisProcess } from '#tests/support/server-process';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { users } from './db/schema';

/**
 * Redis killed and restarted, then hung, under a running app (docs/scaling.md#redis-down): private
 * redis-servers, never the machine's shared one. The database is PostgreSQL when the suite has
 * it, else PGlite.
 */

const HOST = 'flirtlocal.localhost';
/** What "answers at once" allows a request: a hang (the offline queue of old) fails it. */
const ANSWER_WITHIN_MS = 2_500;
/** A page renders through Vite in tests, slower than in production: only a hang must fail it. */
const PAGE_WITHIN_MS = 10_000;

const backend = BACKENDS.find((candidate) => candidate.databaseUrl) ?? (BACKENDS[0] as (typeof BACKENDS)[number]);

type Member = Awaited<ReturnType<typeof createMember>>;

describe.runIf(hasRedisServer())(`Redis down under a running app on ${backend.databaseUrl ? 'postgres' : 'pglite'}`, () => {
  let redis: RedisProcess;
  let t: TestApp;
  let server: LiveServer;
  let anna: Member;
  let ben: Member;
  let benLive: LiveClient;
  let conversation = 0;
  let address = 0;
  /** Each call a different client address (TRUST_PROXY), so only the limits under test add up. */
  const freshAddress = () => `198.51.100.${(address += 1)}`;

  const logIn = (email: string, password: string, ip: string) =>
    api(t.app, HOST).post('/api/user.php', { email, password }).set('X-Forwarded-For', ip).timeout(ANSWER_WITHIN_MS);
  const status = async (test: request.Test) => (await test).status;
  const metric = async (name: string, labels: Record<string, string> = {}) => {
    const found = (await t.metrics.registry.getMetricsAsJSON()).find((entry) => entry.name === name);
    const values = found?.values.filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted)) ?? [];
    return values.reduce((sum, value) => sum + value.value, 0);
  };

  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ ...backend, redisUrl: redis.url }, { trustProxy: true });
    server = await listen(t.app, t.hub);
    anna = await createMember(t.app, t.database.db, HOST);
    ben = await createMember(t.app, t.database.db, HOST);
    await t.database.db.update(users).set({ credits: 1_000 }).where(eq(users.id, anna.id));
    benLive = new LiveClient(server.port, HOST, ben.cookie);
    await benLive.start();
    // Vite starts with the first page: before the outage, so the pages below measure the outage only.
    await api(t.app, HOST).get('/').expect(200);
    await redis.kill();
  }, 60_000);

  afterAll(async () => {
    benLive?.stop();
    await server?.close();
    await t?.close();
    await redis?.kill();
  });

  it('serves pages, login, password reset, search, likes and chat at once while Redis is down', async () => {
    const member = api(t.app, HOST, anna.cookie);
    expect(await status(api(t.app, HOST).get('/').timeout(PAGE_WITHIN_MS))).toBe(200);
    expect(await status(member.get('/members').timeout(PAGE_WITHIN_MS))).toBe(200);
    expect(await status(logIn(anna.body.email, GOOD_PASSWORD, freshAddress()))).toBe(200);
    expect(await status(api(t.app, HOST).post('/api/reset-password.php', { email: ben.body.email }).timeout(ANSWER_WITHIN_MS))).toBe(200);
    expect(await status(member.get('/api/members.php?gender=any').timeout(ANSWER_WITHIN_MS))).toBe(200);
    expect(await status(member.get('/api/interests.php').timeout(ANSWER_WITHIN_MS))).toBe(200);
    expect(await status(member.post('/api/like.php', { id: ben.id }).timeout(ANSWER_WITHIN_MS))).toBe(200);
    const sent = await member
      .post('/api/chat.php', { profile_id: ben.id, text: 'Sent while Redis was down', client_id: `redis-down-${Date.now()}` })
      .timeout(ANSWER_WITHIN_MS);
    expect(sent.status).toBe(200);
    conversation = sent.body.message.conversation_id;
    expect(await metric('redis_up')).toBe(0);
    expect(await metric('redis_fallbacks_total', { part: 'rate_limits' })).toBeGreaterThan(0);
    expect(await metric('redis_fallbacks_total', { part: 'cache' })).toBeGreaterThan(0);
  });

  it('still counts failed logins, in the process: five wrong passwords block that address for the account', async () => {
    const { body } = await createMember(t.app, t.database.db, HOST);
    const guesser = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await status(logIn(body.email, 'wrong-password', guesser))).toBeLessThan(500);
    expect(await status(logIn(body.email, GOOD_PASSWORD, guesser))).toBe(429);
    expect(await status(logIn(body.email, GOOD_PASSWORD, freshAddress()))).toBe(200);
  });

  it('goes back to Redis when it returns, without a restart of the app, and the open socket catches up', async () => {
    const readyBefore = benLive.readyCount;
    await redis.restart();
    const probe = new Redis(redis.url);
    try {
      // The restarted server is empty: a limit counted there again shows the app is back on it.
      await vi.waitFor(
        async () => {
          expect(await status(logIn(`nobody.${address}@example.org`, 'wrong-password', freshAddress()))).toBe(401);
          expect(await probe.dbsize()).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await probe.quit();
    }
    expect(await metric('redis_up')).toBe(1);
    // Published while the bus was cut off: the socket gets it from the events table, without reconnecting.
    await until(() => benLive.events.some((event) => event.type === 'like'), 15_000, 'the like sent during the outage');
    await until(
      () => benLive.messages(conversation).some((message) => message.text === 'Sent while Redis was down'),
      15_000,
      'the message sent during the outage',
    );
    expect(benLive.readyCount).toBe(readyBefore);
  });
});

/** A private redis-server that can be hung (SIGSTOP: its connections stay open, nothing answers). */
async function startHangableRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    await probe.ping();
  } finally {
    probe.disconnect();
  }
  return { url, child };
}

describe.runIf(hasRedisServer())(`Redis hung under a running app on ${backend.databaseUrl ? 'postgres' : 'pglite'}`, () => {
  let redis: { url: string; child: ChildProcess };
  let t: TestApp | undefined;
  let member: Member;
  let address = 0;
  const freshAddress = () => `203.0.113.${(address += 1)}`;
  const logIn = (app: TestApp, email: string, password: string) =>
    api(app.app, HOST).post('/api/user.php', { email, password }).set('X-Forwarded-For', freshAddress()).timeout(ANSWER_WITHIN_MS);

  beforeAll(async () => {
    redis = await startHangableRedis();
    t = await createTestApp({ ...backend, redisUrl: redis.url }, { trustProxy: true });
    member = await createMember(t.app, t.database.db, HOST);
    redis.child.kill('SIGSTOP');
  }, 60_000);

  afterAll(async () => {
    redis.child.kill('SIGKILL');
    await t?.close();
  });

  it('answers logins and cached data while Redis does not answer, and uses Redis again once it does', async () => {
    const app = t as TestApp;
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await logIn(app, member.body.email, GOOD_PASSWORD)).status).toBe(200);
    expect((await api(app.app, HOST).get('/api/regions.php').timeout(ANSWER_WITHIN_MS)).status).toBe(200);
    const fallbacks = (await app.metrics.registry.getSingleMetric('redis_fallbacks_total')?.get())?.values ?? [];
    expect(fallbacks.find((value) => value.labels.part === 'rate_limits')?.value).toBeGreaterThan(0);

    redis.child.kill('SIGCONT');
    const probe = new Redis(redis.url);
    try {
      await vi.waitFor(
        async () => {
          expect((await logIn(app, `nobody.${address}@example.org`, 'wrong-password')).status).toBe(401);
          expect(await probe.dbsize()).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await probe.quit();
    }
  });

  it('shuts down while Redis hangs', async () => {
    redis.child.kill('SIGSTOP');
    // The subscribers' QUIT would wait for a hung Redis forever: close() must end by itself.
    await (t as TestApp).close();
    t = undefined;
  });
});
