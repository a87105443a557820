import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/platform/db/client';

/** Where a test app keeps its data: always PGlite + memory; PostgreSQL + Redis when CI provides them. */
export interface Backend {
  name: string;
  databaseUrl?: string;
  redisUrl?: string;
}

export const BACKENDS: Backend[] = [
  { name: 'pglite+memory' },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: process.env.TEST_REDIS_URL ? 'postgres+redis' : 'postgres+memory',
          databaseUrl: process.env.TEST_DATABASE_URL,
          redisUrl: process.env.TEST_REDIS_URL,
        },
      ]
    : []),
];

/**
 * A fresh PostgreSQL database for one test app, dropped again by the returned function: a copy of
 * the run's migrated template (tests/support/global-setup.ts), or an empty one when asked.
 */
export async function createScratchDatabase(baseUrl: string, { empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const template = empty ? '' : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Two processes of one deployment on the backend: on PostgreSQL two pools on one scratch
 * database, as two servers have; on PGlite (one process only) the same database twice.
 */
export async function twoProcesses(backend: Backend): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const first = await openDatabase({ url: scratch?.url });
  const second = scratch ? await openDatabase({ url: scratch.url }) : first;
  return {
    first,
    second,
    async close() {
      if (second !== first) await second.close();
      await first.close();
      await scratch?.drop();
    },
  };
}
