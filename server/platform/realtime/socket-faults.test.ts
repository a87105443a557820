import { afterAll, beforeAll, describe, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import {
  connectAll,
  createMembers,
  expectConsistent,
  Network,
  plan,
  resyncAll,
  sendAll,
  sleep,
  stopAll,
  untilShown,
  type Member,
} from '#tests/support/chat-delivery';
import { listen, type LiveServer } from '#tests/support/live-client';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** Sockets cut mid-send while messages flow (loopback): live sockets at either end, and the senders' requests. */
describe.each(BACKENDS)('live sockets dropped mid-send on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('shows every message exactly once and in order after the clients resync', { timeout: 30_000 }, async () => {
    const [s1, s2, s3, r1, r2] = (await createMembers(t, 5)) as [Member, Member, Member, Member, Member];
    const sends = plan(
      [
        [s1, r1],
        [s2, r1],
        [s3, r2],
      ],
      12,
    );
    const clients = await connectAll(server.port, [s1, s2, s3, r1, r2]);
    try {
      let sending = true;
      const network = new Network();
      // At random moments of the burst: live sockets cut at the clients' end and at the server's
      // end in turn, and now and then the senders' requests in flight (answers lost, sends
      // retried; a few times only, as every retry counts against the 20 messages a minute).
      const dropSockets = async () => {
        for (let round = 0; sending; round += 1) {
          if (round % 2) server.dropSockets();
          else for (const client of clients.values()) if (Math.random() < 0.5) client.drop();
          if (round % 5 === 4 && round < 20) network.cut();
          await sleep(20 + Math.random() * 60);
        }
      };
      await Promise.all([sendAll(server.port, sends, { network }).finally(() => (sending = false)), dropSockets()]);
      await untilShown(clients, sends);
      await resyncAll(clients);
      stopAll(clients);
      await expectConsistent(t.database.db, clients, sends);
    } finally {
      stopAll(clients);
    }
  });
});
