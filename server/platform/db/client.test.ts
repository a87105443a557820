import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '#tests/support/backends';
import { openDatabase, type Database } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the PostgreSQL pool when the server ends its idle connections', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  const lost: Error[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string);
    database = await openDatabase({ url: scratch.url }, (error) => lost.push(error));
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('reports them, keeps the process alive and answers the next query on a new connection', async () => {
    await database.db.execute(sql`select 1`);
    // What a PostgreSQL restart or an administrator does to every connection of the database.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const databaseName = new URL(scratch.url).pathname.slice(1);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
    await admin.end();
    for (let tries = 0; lost.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost[0]?.message).toMatch(/terminat/i);
    await expect(database.db.execute(sql`select 42 as answer`)).resolves.toBeDefined();
  });

  it('gets a connection back when a transaction cannot begin, so later queries still find one', async () => {
    // BEGIN refused by PostgreSQL, as when it ends the connection just then: as many times as the
    // pool has connections (each one lost would leave the next query waiting for ever).
    const refused = { isolationLevel: 'no such level' as 'serializable' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(database.db.transaction(async () => undefined, refused)).rejects.toThrow();
    }
    // None is left checked out: each went back to the pool, broken, and was dropped.
    expect(database.pool().idle).toBe(database.pool().total);
    await expect(database.db.execute(sql`select 42 as answer`)).resolves.toBeDefined();
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });
});
