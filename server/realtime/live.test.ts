import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api } from '../../tests/support/accounts';
import { BACKENDS } from '../../tests/support/backends';
import { createMember } from '../../tests/support/members';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { connectRedis } from '../redis';
import { createRedisBus } from './bus';
import { AUTHENTICATION_REQUIRED, createLiveHub, type LiveHub } from './hub';

const HOST = 'flirtlocal.localhost';

interface Received {
  id: number;
  type: string;
  payload: Record<string, unknown>;
}

function listen(t: TestApp, hub: LiveHub): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(t.app);
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

/** Opens the socket like a browser on the site would; resolves with the refusal status or the socket. */
function open(port: number, headers: Record<string, string>, last = 0): Promise<{ ws?: WebSocket; status?: number; closeCode?: number; events: Received[] }> {
  const events: Received[] = [];
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live?last=${last}`, { headers: { Host: HOST, ...headers } });
  ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as Received));
  return new Promise((resolve) => {
    ws.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode, events }));
    ws.on('close', (code) => resolve({ closeCode: code, events }));
    ws.on('error', () => resolve({ status: 0, events }));
    const ready = () => (events.some((event) => event.type === 'ready') ? resolve({ ws, events }) : setTimeout(ready, 10));
    ws.on('open', ready);
  });
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(BACKENDS)('the realtime socket on $name', (backend) => {
  let t: TestApp;
  let port = 0;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ server, port } = await listen(t, t.hub));
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
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
    const first = await api(t.app, HOST, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: 'Live one', client_id: `live-${Date.now()}-1` }).expect(200);
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
      await api(t.app, HOST, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text, client_id: `live-${Date.now()}-${text}` }).expect(200);
    }
    const again = await open(port, as(ben.cookie), lastSeen);
    const replayed = again.events.filter((event) => event.type === 'message').map((event) => (event.payload.message as { text: string }).text);
    expect(replayed).toEqual(['Missed two', 'Missed three']);
    const ids = again.events.filter((event) => event.id > 0).map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    again.ws?.close();
    annaLive.ws?.close();
  });

  it.runIf(backend.redisUrl)('fans out between two processes through Redis', async () => {
    const redis = connectRedis(backend.redisUrl as string);
    const otherBus = createRedisBus(redis);
    const otherHub = createLiveHub({ db: t.database.db, tenants: t.tenants, bus: otherBus, logger: createLogger('silent'), now: () => new Date() });
    const other = await listen(t, otherHub);
    try {
      const anna = await createMember(t.app, t.database.db, HOST);
      const ben = await createMember(t.app, t.database.db, HOST);
      const benElsewhere = await open(other.port, as(ben.cookie));
      await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: ben.id }).expect(200);
      await until(() => benElsewhere.events.some((event) => event.type === 'like'));
      benElsewhere.ws?.close();
    } finally {
      await otherHub.close();
      other.server.closeAllConnections();
      await new Promise((resolve) => other.server.close(resolve));
      await otherBus.close();
      await redis.quit();
    }
  });
});
