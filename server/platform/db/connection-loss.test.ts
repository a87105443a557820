import { eq, sql } from 'drizzle-orm';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { createScratchDatabase } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { openDatabase, type Database } from './client';
import { isConnectionError } from './connection-errors';

const url = process.env.TEST_DATABASE_URL;
const SITE = 'flirtlocal.localhost';

/** One query on a connection of its own (not the pool under test). */
async function query(databaseUrl: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Ends connections to `databaseUrl`'s database (all, or those `where` picks), as a restart or an administrator does. */
async function terminateBackends(databaseUrl: string, where = 'true'): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const result = await query(
    url as string,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (${where})`,
    [name],
  );
  return result.rowCount ?? 0;
}

describe.runIf(url)('PostgreSQL connections lost under the app', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string);
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await createTestApp({ name: 'postgres behind a proxy' }, { database: { url: proxied.toString() } });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 with Retry-After while PostgreSQL is out of reach, and serves again once it is back', { timeout: 30_000 }, async () => {
    const member = await createMember(t.app, t.database.db, SITE);
    const other = await createMember(t.app, t.database.db, SITE);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, member.id));
    const client = api(t.app, SITE, member.cookie);
    expect((await client.get('/api/user.php')).status).toBe(200);

    await proxy.cut();
    try {
      // Reads, a paid send and a page: each answered (a limit to wait, not a timing claim), none with a 500.
      for (const attempt of [
        client.get('/api/user.php'),
        client.post('/api/chat.php', { profile_id: other.id, text: 'while the database restarts', client_id: 'outage-send-1' }),
        client.get('/api/members.php'),
      ]) {
        const answer = await attempt.timeout(10_000);
        expect(answer.status, answer.text).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.body).toMatchObject({ error: 'unavailable', message: expect.any(String) });
      }
      // A member's page fails at the session, a visitor's in the page's loaders: both a 503 page.
      for (const page of [api(t.app, SITE, member.cookie).get('/'), api(t.app, SITE).get('/')]) {
        const answer = await page.timeout(10_000);
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
      }
    } finally {
      await proxy.restore();
    }

    // The connections the cut broke were counted for the operator's dashboard.
    expect(await t.metrics.registry.getSingleMetricAsString('db_connections_lost_total')).toMatch(/^db_connections_lost_total [1-9]\d*$/m);
    // No restart of ours: the pool opens new connections through the restored proxy.
    expect((await client.get('/api/user.php')).status).toBe(200);
    const sent = await client.post('/api/chat.php', { profile_id: other.id, text: 'after the restart', client_id: 'outage-send-1' });
    expect(sent.status, sent.text).toBe(200);
    const stored = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, member.id));
    expect(stored).toHaveLength(1);
  });
});

describe.runIf(url)('a PostgreSQL transaction or lock holder whose connection ends', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string);
    database = await openDatabase({ url: scratch.url });
    await database.db.execute(sql`create table notes (id serial primary key, text text not null)`);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('runs a transaction again when its connection ended before COMMIT: its work is stored once', async () => {
    let attempts = 0;
    const stored = await database.db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into notes (text) values ('once')`);
      // The first attempt's session is ended under it, as pg_terminate_backend or a restart does.
      if (attempts === 1) await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return attempts;
    });
    expect(stored).toBe(2);
    const rows = await query(scratch.url, 'select text from notes');
    expect(rows.rows).toEqual([{ text: 'once' }]);
  });

  it('keeps the process alive when the advisory-lock holder is ended mid-run, and takes the lock again after', async () => {
    const ran = await database.exclusive('connection-loss', async () => {
      const ended = await terminateBackends(scratch.url, `pid in (select pid from pg_locks where locktype = 'advisory')`);
      // Long enough for the holder's 'error' event to arrive: without a listener it would end the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return ended;
    });
    expect(ran).toBe(1);
    await expect(database.exclusive('connection-loss', async () => 'again')).resolves.toBe('again');
    const locks = await query(
      scratch.url,
      `select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks.rows).toHaveLength(0);
  });
});

describe('a PostgreSQL address that accepts connections and never answers (a host gone mid-failover)', () => {
  it('fails each query and transaction as a connection error (503), not after waiting forever', { timeout: 20_000 }, async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const { port } = silent.address() as net.AddressInfo;
    const database = await openDatabase({ url: `postgresql://postgres@127.0.0.1:${port}/nowhere` });
    try {
      const failures = await Promise.all([
        database.db.execute(sql`select 1`).catch((error: unknown) => error),
        database.db.transaction((tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error),
      ]);
      expect(failures.map(isConnectionError)).toEqual([true, true]);
    } finally {
      await database.close();
      silent.close();
    }
  });
});
