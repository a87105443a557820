import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, messages, users } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { createScratchDatabase } from '#tests/support/backends';
import { plan, prepareMembers, SITE, sleep, START_CREDITS, type Member, type Send } from '#tests/support/chat-delivery';
import { apiRequest, freePort, hasRedisServer, killChildren, startRedis, startServer, type ServerProcess } from '#tests/support/server-process';
import { openDatabase, type Database } from './client';

/**
 * PostgreSQL ends every connection of the deployment again and again (pg_terminate_backend, as a
 * restart, a failover or an administrator does) while members send a burst of paid messages to a
 * real server process with two workers. Only the connections of this file's scratch database are
 * ended: the machine's PostgreSQL serves the other test files on. Two workers need Redis: a
 * private redis-server.
 */

const url = process.env.TEST_DATABASE_URL;
/** 100 sends; a member may send 20 a minute, retries included, so each sender sends few. */
const SENDERS = 20;
const PER_SENDER = 5;
/**
 * A send unanswered this long is a hang. At 10 s, 71 of the burst's sends went unanswered in a
 * loaded CI run (2026-12-07, beside other test files on two cores), and the same file passed alone.
 */
const SEND_TIMEOUT_MS = 30_000;

async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(url && hasRedisServer())('a chat burst while PostgreSQL ends the connections of two workers', () => {
  const dirs: string[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let server: ServerProcess;
  let port = 0;
  let members: Member[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string);
    members = await prepareMembers({ url: scratch.url }, SENDERS + 2);
    database = await openDatabase({ url: scratch.url });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminate-data-'));
    // One site: seeding every site's demo members would make the boot long.
    const tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminate-tenants-'));
    dirs.push(dataDir, tenantsDir);
    fs.cpSync(path.join(ROOT, 'tenants/companies'), path.join(tenantsDir, 'companies'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'tenants/flirtlocal.json'), path.join(tenantsDir, 'flirtlocal.json'));
    const redis = await startRedis();
    port = await freePort();
    server = await startServer({ DATA_DIR: dataDir, TENANTS_DIR: tenantsDir, DATABASE_URL: scratch.url, REDIS_URL: redis.url, WEB_CONCURRENCY: '2' }, port);
  }, 150_000);

  afterAll(async () => {
    await killChildren();
    await database?.close();
    await scratch?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  // 5–28 s alone or beside a fuzz file; beside one on two cores the burst's 503-and-retry rounds
  // took over 60 s (CI, 2026-12-06). The runs past this limit on 2026-12-07 were a hang, not load:
  // failed BEGINs lost the pool's connections until a worker answered nothing (client.ts).
  it('answers every send (never 500), loses no worker, and stores and charges each message once', { timeout: 150_000 }, async () => {
    const senders = members.slice(0, SENDERS);
    const receivers = members.slice(SENDERS) as [Member, Member];
    const sends = plan(
      senders.map((sender, index) => [sender, receivers[index % 2] as Member]),
      PER_SENDER,
    );
    const statuses: number[] = [];
    const unanswered: string[] = [];
    // As the browser does: the same client id again after a 503, until the server takes it.
    const send = async (message: Send) => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const body = { profile_id: message.to.id, type: 'text', text: message.text, client_id: message.clientId };
        try {
          const reply = await apiRequest(port, SITE, message.from.cookie, 'POST', '/api/chat.php', body, { timeoutMs: SEND_TIMEOUT_MS });
          statuses.push(reply.status);
          if (reply.status !== 503) return;
          expect(reply.body.error).toBe('unavailable');
        } catch (error) {
          unanswered.push(`${message.text}: ${String(error)}`);
        }
        await sleep(100);
      }
    };
    let done = false;
    let terminated = 0;
    const burst = Promise.all(
      senders.map(async (sender) => {
        for (const message of sends.filter((candidate) => candidate.from === sender)) await send(message);
      }),
    ).finally(() => {
      done = true;
    });
    // Every connection of the deployment ended, again and again, until the burst is through.
    for (let round = 0; !done && round < 40; round += 1) {
      await sleep(150);
      terminated += await terminateBackends(scratch.url);
    }
    await burst;

    expect(terminated, 'connections ended during the burst').toBeGreaterThan(0);
    expect(unanswered, 'requests without an answer').toEqual([]);
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      'answers other than 200 and 503',
    ).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(sends.length);
    // Both workers lived through it: none was replaced, nothing escaped a handler.
    expect(server.output()).not.toMatch(/a worker stopped|uncaught exception|unhandled promise rejection/);
    const after = await apiRequest(port, SITE, (senders[0] as Member).cookie, 'GET', '/api/user.php');
    expect(after.status).toBe(200);

    for (const sender of senders) {
      const own = sends.filter((candidate) => candidate.from === sender);
      const stored = await database.db
        .select({ id: messages.id, clientId: messages.clientId })
        .from(messages)
        .where(eq(messages.senderId, sender.id))
        .orderBy(asc(messages.id));
      expect(stored.map((message) => message.clientId).sort(), `messages of sender ${sender.id}`).toEqual(own.map((message) => message.clientId).sort());
      const charges = await database.db
        .select({ reference: creditLedger.reference, amount: creditLedger.amount })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, sender.id), eq(creditLedger.reason, 'message')))
        .orderBy(asc(creditLedger.id));
      expect(charges, `charges of sender ${sender.id}`).toEqual(stored.map((message) => ({ reference: String(message.id), amount: -sender.cost })));
      const [balance] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, sender.id));
      expect(balance?.credits, `balance of sender ${sender.id}`).toBe(START_CREDITS - stored.length * sender.cost);
    }
  });
});
