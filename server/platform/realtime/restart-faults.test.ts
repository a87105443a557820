import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import {
  answered,
  connectAll,
  expectConsistent,
  Network,
  plan,
  prepareMembers,
  resyncAll,
  sendAll,
  sleep,
  stopAll,
  untilShown,
  type Member,
} from '#tests/support/chat-delivery';
import { until, type LiveClient, type LiveMessage, type Received } from '#tests/support/live-client';
import {
  freePort,
  hasRedisServer,
  killChildren,
  startRedis,
  startServer,
  type RedisProcess,
  type ServerEnv,
  type ServerProcess,
} from '#tests/support/server-process';
import { openDatabase, type Database } from '../db/client';

/**
 * Fault tests with real server processes (loopback only): one is killed mid-burst and restarted;
 * Redis is restarted under two. They run once, on PostgreSQL when TEST_DATABASE_URL is set (the
 * processes share it as a deployment does), else on PGlite, whose DATA_DIR outlives the kill.
 */

const backend = BACKENDS.find((candidate) => candidate.databaseUrl) ?? (BACKENDS[0] as (typeof BACKENDS)[number]);
const onPostgres = Boolean(backend.databaseUrl);
const REDIS_SERVER = hasRedisServer();

describe(`server processes on ${onPostgres ? 'postgres' : 'pglite'}`, () => {
  const dataDirs: string[] = [];
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  /** A private redis-server: the machine's shared one is not ours to restart. */
  let redis: RedisProcess | undefined;
  let database: Database | undefined;
  let members: Member[] = [];
  let first: ServerProcess | undefined;
  let firstEnv: ServerEnv;
  let firstPort = 0;

  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-data-'));
    dataDirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    if (backend.databaseUrl) scratch = await createScratchDatabase(backend.databaseUrl);
    if (onPostgres && REDIS_SERVER) redis = await startRedis();
    firstEnv = { DATA_DIR: newDataDir(), DATABASE_URL: scratch?.url, REDIS_URL: redis?.url };
    members = await prepareMembers(scratch ? { url: scratch.url } : { dataDir: firstEnv.DATA_DIR }, onPostgres ? 9 : 5);
    firstPort = await freePort();
    first = await startServer(firstEnv, firstPort);
    if (scratch) database = await openDatabase({ url: scratch.url });
    // Two process boots (the first one seeds the demo members) take a while on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await killChildren();
    await database?.close();
    await scratch?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, charges and shows each message once when the process is killed mid-burst and restarted', { timeout: 150_000 }, async () => {
    const [s1, s2, s3, r1, r2] = members as [Member, Member, Member, Member, Member];
    const sends = plan(
      [
        [s1, r1],
        [s2, r1],
        [s3, r2],
      ],
      8,
    );
    let clients: Map<number, LiveClient> | undefined;
    try {
      clients = await connectAll(firstPort, [s1, s2, s3, r1, r2]);
      // Once a third is through, the process dies the moment a receiver sees a message whose
      // sender has no answer yet, and the answers on their way die with the connections: that
      // message is stored and charged, so its retry must neither store nor charge it again.
      // Should the answers always come first, the kill comes at two thirds all the same.
      const network = new Network();
      let killed: Promise<void> | undefined;
      const strike = (event: Received) => {
        if (killed || answered(sends) < sends.length / 3) return;
        const message = event.type === 'message' ? (event.payload.message as LiveMessage) : undefined;
        const unanswered = sends.some((send) => send.text === message?.text && !send.reply);
        if (!unanswered && answered(sends) < (2 * sends.length) / 3) return;
        killed = first?.kill();
        network.cut();
      };
      for (const receiver of [r1, r2]) clients.get(receiver.id)?.onEvent(strike);
      const restart = async () => {
        await until(() => killed !== undefined, 30_000, 'the kill mid-burst');
        await killed;
        first = await startServer(firstEnv, firstPort);
      };
      await Promise.all([sendAll(firstPort, sends, { network }), restart()]);
      await untilShown(clients, sends);
      await resyncAll(clients);
      stopAll(clients);
      if (database) {
        await expectConsistent(database.db, clients, sends);
      } else {
        // PGlite's files are read once the process has shut down cleanly.
        await (first as ServerProcess).stop();
        const files = await openDatabase({ dataDir: firstEnv.DATA_DIR });
        try {
          await expectConsistent(files.db, clients, sends);
        } finally {
          await files.close();
        }
      }
    } finally {
      stopAll(clients);
    }
  });

  it.runIf(onPostgres && REDIS_SERVER)('shows every message on the other process when Redis restarts, without a reconnect', { timeout: 150_000 }, async () => {
    const [a1, a2, b1, b2] = members.slice(5) as [Member, Member, Member, Member];
    const secondPort = await freePort();
    const second = await startServer({ ...firstEnv, DATA_DIR: newDataDir() }, secondPort);
    const sends = plan(
      [
        [a1, b1],
        [a2, b1],
        [a1, b2],
      ],
      5,
    );
    let senders: Map<number, LiveClient> | undefined;
    let receivers: Map<number, LiveClient> | undefined;
    try {
      // Senders write to and listen on process 1; receivers listen on process 2.
      senders = await connectAll(firstPort, [a1, a2]);
      receivers = await connectAll(secondPort, [b1, b2]);
      const connections = (group: Map<number, LiveClient>) => [...group.values()].map((client) => client.readyCount);
      const receiversBefore = connections(receivers);
      // Process 2 is stalled across the restart, so it subscribes again later than process 1
      // publishes again: what it missed meanwhile is stored, but was never pushed to it.
      const restartRedis = async () => {
        await until(() => answered(sends) >= 3, 15_000, 'the first messages to be answered');
        second.pause();
        try {
          await redis?.kill();
          await sleep(500);
          await redis?.restart();
          const before = answered(sends);
          await until(() => answered(sends) >= before + 3, 15_000, 'process 1 to send again');
        } finally {
          second.resume();
        }
      };
      await Promise.all([sendAll(firstPort, sends, { pauseMs: 100 }), restartRedis()]);
      const clients = new Map([...senders, ...receivers]);
      // The receivers' sockets to process 2 stay open through the outage: what was published
      // while its subscription was down has to reach them anyway. Process 2 first has to wake,
      // notice the lost connection, subscribe again and catch up, with the fuzz suite loading the
      // other core: the bound is wider than the usual 10 s (a limit to wait, not a timing claim).
      await untilShown(clients, sends, 60_000);
      expect(connections(receivers), 'the receivers kept their sockets').toEqual(receiversBefore);
      await resyncAll(clients);
      stopAll(clients);
      await expectConsistent((database as Database).db, clients, sends);
    } finally {
      stopAll(senders, receivers);
      await second.kill();
    }
  });
});
