import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '#tests/support/backends';
import { openDatabase, type Database } from './client';
import { MAX_PER_CONNECTION, planEachTime, withStatementName } from './statement-names';
import { users } from './schema';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('statements with parameters on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string);
    database = await openDatabase({ url: scratch.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  /** The statements prepared on the transaction's connection whose text holds `text`. */
  const preparedOnThisConnection = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0], text = '"users"."id" =') =>
    tx.execute(sql`select count(*)::int as count from pg_prepared_statements where statement like ${`%${text}%`}`);

  it('are prepared once per connection and run again by name, with the same answers', async () => {
    const counts = await database.db.transaction(async (tx) => {
      const seen: number[] = [];
      for (const id of [1, 2, 3]) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        const result = (await preparedOnThisConnection(tx)) as unknown as { rows: { count: number }[] };
        seen.push(result.rows[0]?.count ?? -1);
      }
      return seen;
    });
    // One statement for the three runs: prepared at the first, reused by the other two.
    expect(counts).toEqual([1, 1, 1]);
    const answer = await database.db.execute(sql`select ${41}::int + 1 as answer`);
    expect((answer as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(42);
  });

  it('of another text get a statement of their own', async () => {
    const counts = await database.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, 1));
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [1, 2]));
      const count = async (text: string) => ((await preparedOnThisConnection(tx, text)) as unknown as { rows: { count: number }[] }).rows[0]?.count;
      return [await count('"users"."id" ='), await count('"users"."id" in (')];
    });
    expect(counts).toEqual([1, 1]);
  });

  it('marked to be planned each time stay unnamed', async () => {
    const count = await database.db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(planEachTime, eq(users.tenantId, 'flirtlocal')));
      const result = (await preparedOnThisConnection(tx, 'plan each time')) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count;
    });
    expect(count).toBe(0);
  });
});

describe('a connection names its statements', () => {
  const query = (text: string, values: unknown[] = [1]) => [{ text }, values];
  const nameIn = (args: unknown[]) => (args[0] as { name?: string }).name;

  it('by their text: the same on every connection, another for another text, none without parameters', () => {
    const first = nameIn(withStatementName(query('select $1::int'), new Set()));
    expect(first).toMatch(/^app_[\w-]{32}$/);
    expect(nameIn(withStatementName(query('select $1::int'), new Set()))).toBe(first);
    expect(nameIn(withStatementName(query('select $1::bigint'), new Set()))).not.toBe(first);
    expect(nameIn(withStatementName(query('select 1', []), new Set()))).toBeUndefined();
  });

  it(`up to ${MAX_PER_CONNECTION} texts, then sends new ones unnamed and keeps running the named ones by name`, () => {
    const named = new Set<string>();
    for (let index = 0; index < MAX_PER_CONNECTION; index += 1) expect(nameIn(withStatementName(query(`select $1::int + ${index}`), named))).toBeDefined();
    expect(nameIn(withStatementName(query('select $1::int + -1'), named))).toBeUndefined();
    expect(nameIn(withStatementName(query('select $1::int + 0'), named))).toBeDefined();
    expect(named.size).toBe(MAX_PER_CONNECTION);
  });
});
