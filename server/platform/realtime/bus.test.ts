import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { createLogger } from '../logger';
import { connectRedis, redisNamespace } from '../redis';
import { createRedisBus, type LiveEvent } from './bus';

const HOST = 'flirtlocal.localhost';
const redisUrl = BACKENDS.find((backend) => backend.redisUrl)?.redisUrl;

describe('the Redis namespace of a deployment', () => {
  it('is stable for one deployment and differs between deployments', () => {
    const one = { DATABASE_URL: 'postgresql://app:secret@db.internal:5432/site_one', dataDir: '/data' };
    expect(redisNamespace(one)).toBe(redisNamespace({ ...one, DATABASE_URL: 'postgresql://other:changed@db.internal:5432/site_one' }));
    expect(redisNamespace(one)).not.toBe(redisNamespace({ ...one, DATABASE_URL: 'postgresql://app:secret@db.internal:5432/site_two' }));
    expect(redisNamespace({ dataDir: '/srv/a' })).not.toBe(redisNamespace({ dataDir: '/srv/b' }));
    expect(redisNamespace({ ...one, REDIS_PREFIX: 'shop:' })).toBe('shop:');
  });
});

describe.runIf(redisUrl)('the Redis event bus', () => {
  it('keeps two deployments on one Redis server apart', async () => {
    const redis = connectRedis(redisUrl as string);
    const channel = (database: string) => `${redisNamespace({ DATABASE_URL: `postgresql://127.0.0.1/${database}-${process.pid}`, dataDir: '.' })}events`;
    const one = createRedisBus(redis, channel('one'), createLogger('silent'));
    const two = createRedisBus(redis, channel('two'), createLogger('silent'));
    const seen: { one: LiveEvent[]; two: LiveEvent[] } = { one: [], two: [] };
    one.subscribe((event) => seen.one.push(event));
    two.subscribe((event) => seen.two.push(event));
    // Subscriptions take a round trip: publish until the first arrives.
    const deliver = (bus: typeof one, seenHere: LiveEvent[], event: LiveEvent) =>
      until(
        () => {
          if (!seenHere.some(({ id }) => id === event.id)) void bus.publish(event);
          return seenHere.some(({ id }) => id === event.id);
        },
        5000,
        `event ${event.id}`,
      );
    try {
      await deliver(two, seen.two, { id: 8, userId: 1, type: 'like', payload: { from: 3 } });
      await deliver(one, seen.one, { id: 7, userId: 1, type: 'like', payload: { from: 2 } });
      // Redis delivers a channel's messages in order: had the second seen the first's channel, 7 would come before 10.
      await deliver(two, seen.two, { id: 10, userId: 1, type: 'like', payload: { from: 3 } });
      expect(new Set(seen.two.map((event) => event.id))).toEqual(new Set([8, 10]));
      expect(new Set(seen.one.map((event) => event.id))).toEqual(new Set([7]));
    } finally {
      await one.close();
      await two.close();
      await redis.quit();
    }
  });

  it("has every process catch up once a process whose publishes were dropped can publish again, before that process's next event", async () => {
    const channel = `${redisNamespace({ DATABASE_URL: `postgresql://127.0.0.1/resync-${process.pid}`, dataDir: '.' })}events`;
    const first = connectRedis(redisUrl as string);
    const second = connectRedis(redisUrl as string);
    const sender = createRedisBus(first, channel, createLogger('silent'));
    const receiver = createRedisBus(second, channel, createLogger('silent'));
    const heard: string[] = [];
    receiver.onReconnect(() => heard.push('catch up'));
    receiver.subscribe((event) => heard.push(`event ${event.id}`));
    // Event 1 is published until one arrives, so copies still in flight may arrive later: only what follows counts.
    const afterFirst = () => heard.filter((entry) => entry !== 'event 1');
    try {
      // The receiver's subscription is in effect once a first event arrives.
      await until(
        () => {
          if (!heard.includes('event 1')) void sender.publish({ id: 1, userId: 1, type: 'like', payload: {} });
          return heard.includes('event 1');
        },
        5000,
        'the first event',
      );
      await until(() => first.status === 'ready', 5000, 'the connection to be ready');
      // The sender's connection drops: its event is stored (by the caller) but never published.
      first.disconnect();
      await until(() => first.status === 'end', 5000, 'the connection to close');
      await sender.publish({ id: 2, userId: 1, type: 'like', payload: {} });
      expect(afterFirst()).toEqual([]);
      first.connect().catch(() => undefined);
      await until(() => heard.includes('catch up'), 5000, 'the receiver to catch up');
      await sender.publish({ id: 3, userId: 1, type: 'like', payload: {} });
      await until(() => heard.includes('event 3'), 5000, 'the next event');
      // Once, and before the sender's next event: the catch-up reads what the dropped publish left out.
      expect(afterFirst()).toEqual(['catch up', 'event 3']);
    } finally {
      await sender.close();
      await receiver.close();
      await first.quit().catch(() => undefined);
      await second.quit();
    }
  });

  describe('with a live socket', () => {
    let t: TestApp;
    let server: LiveServer;
    beforeAll(async () => {
      t = await createTestApp({ name: 'postgres+redis', databaseUrl: process.env.TEST_DATABASE_URL, redisUrl });
      server = await listen(t.app, t.hub);
    });
    afterAll(async () => {
      await server.close();
      await t.close();
    });

    it('drops forged and garbled messages on its channel: the socket never sees them', async () => {
      const anna = await createMember(t.app, t.database.db, HOST);
      const ben = await createMember(t.app, t.database.db, HOST);
      const live = await openSocket(server.port, HOST, { Origin: `http://${HOST}`, Cookie: ben.cookie });
      const redis = connectRedis(redisUrl as string);
      const forged = [
        'not json',
        'null',
        JSON.stringify({ id: 1e300, userId: ben.id, type: 'like', payload: {} }),
        JSON.stringify({ id: 2 ** 60, userId: ben.id, type: 'like', payload: {} }),
        JSON.stringify({ id: '9', userId: ben.id, type: 'like', payload: {} }),
        JSON.stringify({ id: -3, userId: ben.id, type: 'like', payload: {} }),
        JSON.stringify({ id: 11, userId: String(ben.id), type: 'like', payload: {} }),
        JSON.stringify({ id: 12, userId: ben.id, type: 'takeover', payload: {} }),
        JSON.stringify({ id: 13, userId: ben.id, type: 'like', payload: 'x' }),
        JSON.stringify({ id: 14, userId: ben.id, type: 'typing', payload: {} }),
        JSON.stringify({ id: 15, userId: ben.id, type: 'like', payload: {}, extra: true }),
      ];
      try {
        for (const message of forged) await redis.publish(t.busChannel, message);
        await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
        await until(() => live.events.some((event) => event.type === 'like'), 5000, 'the real like');
        const stored = live.events.filter((event) => event.id > 0);
        expect(stored.map((event) => event.type)).toEqual(['like']);
        expect(stored[0]?.payload).toEqual({ from: anna.id });
      } finally {
        live.ws?.close();
        await redis.quit();
      }
    });
  });
});
