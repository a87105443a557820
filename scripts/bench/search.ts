import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#server/platform/db/client';
import { profiles } from '#server/platform/db/schema';
import { seedBulkProfiles } from '#server/boot/seed/profiles';
import { encodeCursor, searchPageQuery, type SearchFilters } from '#server/core/domain/members/search';
import { ROOT } from '#server/platform/paths';
import { createDiskStorage } from '#server/adapters/storage/storage';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import type { Result } from './harness';
import { measure, runHeader, startApp, table, writeSection } from './harness';

const TARGET = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const CONNECTIONS = 4;

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await client.query(`create database "${name}"`);
  await client.end();
}

/** Fills the benchmark database up to TARGET profiles (once; later runs reuse it). */
async function ensureProfiles(database: Database, tenants: TenantRegistry): Promise<number> {
  const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(profiles);
  if (total < TARGET) {
    const started = Date.now();
    const storage = createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-')));
    await seedBulkProfiles(database.db, storage, tenants, TARGET - total, (done) => process.stdout.write(`\rseeding ${done}/${TARGET - total}`));
    process.stdout.write(`\nseeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    // Sets hint bits and the visibility map now, not during the measured requests.
    await database.db.execute(sql`vacuum analyze`);
  }
  return Math.max(total, TARGET);
}

async function explain(database: Database, tenants: TenantRegistry, filters: SearchFilters): Promise<string> {
  const tenant = tenants.get('flirtlocal')?.tenant;
  if (!tenant) throw new Error('no flirtlocal tenant');
  const query = searchPageQuery(database.db, { tenant, filters, today: new Date() }).toSQL();
  const plan = (await database.db.execute(
    sql.raw(`explain (analyze, buffers, costs off) ${query.sql.replace(/\$(\d+)/g, (_m, index: string) => literal(query.params[Number(index) - 1]))}`),
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(',')}]`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Seeds when needed, then finds a cursor half-way down one site and explains the page queries. */
async function prepare(databaseUrl: string, tenants: TenantRegistry): Promise<{ total: number; plans: string; deepCursor: string }> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const total = await ensureProfiles(database, tenants);
    const [middle] = await database.db
      .select({ createdAt: profiles.createdAt, id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.tenantId, 'flirtlocal'), eq(profiles.status, 'active')))
      .orderBy(profiles.createdAt, profiles.userId)
      .limit(1)
      .offset(Math.floor(total / tenants.tenants.length / 2));
    const plans = [
      `-- no filter\n${await explain(database, tenants, {})}`,
      `-- women 25-40\n${await explain(database, tenants, { gender: 'female', min_age: 25, max_age: 40 })}`,
      `-- country + region + gender\n${await explain(database, tenants, { country: 'GB', countryregion: 'LND', gender: 'male' })}`,
    ].join('\n\n');
    return { total, plans, deepCursor: middle ? encodeCursor({ tier: 0, ...middle }) : '' };
  } finally {
    await database.close();
  }
}

/** Issue 4: a filtered search page at 1,000,000 profiles on PostgreSQL. */
export async function benchSearch(baseline: Result, port: number, databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  const tenants = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
  const { total, plans, deepCursor } = await prepare(databaseUrl, tenants);
  const app = await startApp(port, { DATABASE_URL: databaseUrl });
  try {
    const base = `http://127.0.0.1:${port}/api/members.php`;
    const headers = { host: 'flirtlocal.localhost' };
    const results = [
      baseline,
      await measure('search, no filter (page 1 + count)', base, { headers, connections: CONNECTIONS }),
      await measure('women 25–40 (page 1 + count)', `${base}?gender=female&min_age=25&max_age=40`, { headers, connections: CONNECTIONS }),
      await measure('country + region + men (page 1 + count)', `${base}?country=GB&countryregion=LND&gender=male`, { headers, connections: CONNECTIONS }),
      await measure('women 25–40, a page deep in the list', `${base}?gender=female&min_age=25&max_age=40&cursor=${deepCursor}`, {
        headers,
        connections: CONNECTIONS,
      }),
    ];
    const body = [
      `${runHeader(CONNECTIONS)} PostgreSQL with ${total.toLocaleString('en')} profiles over ${tenants.tenants.length} sites.`,
      '',
      table(results, baseline),
      '',
      'Query plans (`EXPLAIN (ANALYZE, BUFFERS)` of the page query):',
      '',
      '```',
      plans,
      '```',
    ].join('\n');
    console.log(body);
    writeSection('search', body);
  } finally {
    app.kill('SIGTERM');
  }
}
