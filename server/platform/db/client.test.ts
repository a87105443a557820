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
});
