import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { connectRedis } from '../redis';
import { createRedisBus } from './bus';
import { AUTHENTICATION_REQUIRED, createLiveHub } from '#server/web/http/live-hub';

const HOST = 'flirtlocal.localhost';

const open = (port: number, headers: Record<string, string>, last: number | null = 0) => openSocket(port, HOST, headers, last);

describe.each(BACKENDS)('the realtime socket on $name', (backend) => {
  let t: TestApp;
  let port = 0;
  let server: LiveServer;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
    port = server.port;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  const as = (cookie: string) => ({ Origin: `http://${HOST}`, Cookie: cookie });

  it('refuses other origins, visitors and sessions of other sites', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    expect((await open(port, { Cookie: anna.cookie })).status).toBe(403);
    expect((await open(port, { Origin: 'https://evil.example', Cookie: anna.cookie })).status).toBe(403);
    expect((await open(port, { Origin: `http://${HOST}` })).closeCode).toBe(AUTHENTICATION_REQUIRED);
    const german = await createMember(t.app, t.database.db, 'herzklopfen.localhost');
    expect((await open(port, as(german.cookie))).closeCode).toBe(AUTHENTICATION_REQUIRED);
  });

  it('delivers messages, read receipts and typing live, and replays what a client missed', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    const ben = await createMember(t.app, t.database.db, HOST);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    const benLive = await open(port, as(ben.cookie));
    const annaLive = await open(port, as(anna.cookie));
    const first = await api(t.app, HOST, anna.cookie)
      .post('/api/chat.php', { profile_id: ben.id, text: 'Live one', client_id: `live-${Date.now()}-1` })
      .expect(200);
    const conversation = first.body.message.conversation_id;
    await until(() => benLive.events.some((event) => event.type === 'message'));
    expect(benLive.events.find((event) => event.type === 'message')?.payload).toMatchObject({ message: { text: 'Live one', conversation_id: conversation } });
    await until(() => annaLive.events.some((event) => event.type === 'credits'));

    benLive.ws?.send(JSON.stringify({ type: 'typing', conversation }));
    await until(() => annaLive.events.some((event) => event.type === 'typing'));
    await api(t.app, HOST, ben.cookie).get(`/api/chat.php?id=${conversation}`).expect(200);
    await until(() => annaLive.events.some((event) => event.type === 'read'));

    const lastSeen = Math.max(...benLive.events.map((event) => event.id));
    benLive.ws?.close();
    for (const text of ['Missed two', 'Missed three']) {
      await api(t.app, HOST, anna.cookie)
        .post('/api/chat.php', { profile_id: ben.id, text, client_id: `live-${Date.now()}-${text}` })
        .expect(200);
    }
    const again = await open(port, as(ben.cookie), lastSeen);
    const replayed = again.events.filter((event) => event.type === 'message').map((event) => (event.payload.message as { text: string }).text);
    expect(replayed).toEqual(['Missed two', 'Missed three']);
    const ids = again.events.filter((event) => event.id > 0).map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    again.ws?.close();
    annaLive.ws?.close();
  });

  it('starts a freshly loaded page from now, without replaying old history', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    const ben = await createMember(t.app, t.database.db, HOST);
    await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    const fresh = await open(port, as(ben.cookie), null);
    expect(fresh.events.filter((event) => event.id > 0)).toEqual([]);
    const ready = fresh.events.find((event) => event.type === 'ready');
    expect(ready?.payload.last_id).toBeGreaterThan(0);
    await api(t.app, HOST, anna.cookie).delete('/api/like.php', { id: ben.id }).expect(200);
    await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
    await until(() => fresh.events.some((event) => event.type === 'like'));
    fresh.ws?.close();
  });

  it('closes a socket in-band once its session has ended (logout elsewhere)', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    const live = await open(port, as(anna.cookie));
    let closeCode = 0;
    live.ws?.on('close', (code) => {
      closeCode = code;
    });
    await api(t.app, HOST, anna.cookie).get('/api/logout.php').expect(200);
    await until(() => closeCode !== 0, 10_000);
    expect(closeCode).toBe(AUTHENTICATION_REQUIRED);
  });

  it.runIf(backend.redisUrl)('fans out between two processes through Redis', async () => {
    const redis = connectRedis(backend.redisUrl as string);
    const otherBus = createRedisBus(redis, t.busChannel, createLogger('silent'));
    const otherHub = createLiveHub({ db: t.database.db, tenants: t.tenants, bus: otherBus, logger: createLogger('silent'), now: () => new Date() });
    const other = await listen(t.app, otherHub);
    try {
      const anna = await createMember(t.app, t.database.db, HOST);
      const ben = await createMember(t.app, t.database.db, HOST);
      const benElsewhere = await open(other.port, as(ben.cookie));
      await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
      await until(() => benElsewhere.events.some((event) => event.type === 'like'));
      benElsewhere.ws?.close();
    } finally {
      await otherHub.close();
      await other.close();
      await otherBus.close();
      await redis.quit();
    }
  });
});
