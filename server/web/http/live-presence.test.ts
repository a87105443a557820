import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePresence } from '#server/platform/db/schema';
import { sql } from 'drizzle-orm';
import { liveSocketExists } from '#server/platform/realtime/presence';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { FakePushService } from '#tests/support/fake-push';
import { listen, openSocket, until, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const HOST = 'flirtlocal.localhost';

/** Polls an asynchronous condition (a database read) until it holds. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('live presence on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await FakePushService.start();
    t = await createTestApp(backend, { pushAgent: fake.agent() });
    server = await listen(t.app, t.hub);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    await fake.close();
  });

  /** A tab of the member: resolves once the socket said ready. */
  const connect = async (cookie: string) => {
    const { ws } = await openSocket(server.port, HOST, { Origin: `http://${HOST}`, Cookie: cookie }, null);
    if (!ws) throw new Error('the live socket did not open');
    return ws;
  };
  // The condition the notify job asks (server/core/domain/notifications/dispatch-event.ts).
  const present = async (userId: number) =>
    Boolean(
      ((await t.database.db.execute(sql`select ${liveSocketExists(userId, t.now())} as live`)) as unknown as { rows: { live: boolean }[] }).rows[0]?.live,
    );

  it('counts a member present from her socket being ready until the last of her tabs closes', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    expect(await present(anna.id)).toBe(false);
    const first = await connect(anna.cookie);
    expect(await present(anna.id)).toBe(true);
    const second = await connect(anna.cookie);
    first.close();
    await until(() => first.readyState === first.CLOSED);
    expect(await present(anna.id)).toBe(true);
    second.close();
    await eventually(async () => !(await present(anna.id)), 'the last tab to count as gone');
  });

  it('sends no push while the member has the site open, and does once she has left', async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    const [ben, carl] = [await createMember(t.app, t.database.db, HOST), await createMember(t.app, t.database.db, HOST)];
    const device = fake.subscription();
    await api(t.app, HOST, anna.cookie)
      .post('/api/user.php?push=1', { subscription: { endpoint: device.endpoint, keys: device.keys } })
      .expect(201);
    const tab = await connect(anna.cookie);
    await api(t.app, HOST, ben.cookie).post('/api/like.php', { id: anna.id }).expect(200);
    await t.jobs.drain();
    expect(fake.requestsTo(device.endpoint)).toEqual([]);

    tab.close();
    await eventually(async () => !(await present(anna.id)), 'the tab to count as gone');
    await api(t.app, HOST, carl.cookie).post('/api/like.php', { id: anna.id }).expect(200);
    await t.jobs.drain();
    expect(fake.requestsTo(device.endpoint)).toHaveLength(1);
  });

  it("keeps a member present through the heartbeats, and removes the process's rows when its hub closes", async () => {
    const anna = await createMember(t.app, t.database.db, HOST);
    await connect(anna.cookie);
    const [first] = await t.database.db.select().from(livePresence).where(eq(livePresence.userId, anna.id));
    // The test app's heartbeat is 2 s: the row is seen again, so it never goes stale while the tab is open.
    await eventually(async () => {
      const [row] = await t.database.db.select().from(livePresence).where(eq(livePresence.userId, anna.id));
      return row !== undefined && first !== undefined && row.seenAt > first.seenAt;
    }, 'a heartbeat to refresh the row');
    await t.hub.close();
    expect(await t.database.db.select().from(livePresence).where(eq(livePresence.userId, anna.id))).toEqual([]);
  });
});
