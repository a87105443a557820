import crypto from 'node:crypto';
import fs from 'node:fs';
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
 * A tar archive held in memory as one buffer. PGlite reads its snapshot with `arrayBuffer()`, which
 * a Blob answers by streaming its 34 MB in chunks and joining them again: 0.3 CPU s of every test
 * database's start. This one hands over a copy of its bytes at once.
 */
class TarBytes extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tar.slice().buffer);
  }
}

let snapshot: Promise<Blob> | undefined;

/** The migrated embedded database of this run (tests/support/global-setup.ts), read once per worker. */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= fs.promises.readFile(inject('pgliteSnapshot')).then((bytes) => new TarBytes(bytes));
  return snapshot;
}

/**
 * A migrated database of the backend's kind for one test file, and how to be rid of it: on
 * PostgreSQL a copy of the run's template, otherwise PGlite in memory from the run's snapshot
 * (an empty one takes seconds to create and migrate).
 */
export async function openScratchDatabase(backend?: Backend): Promise<{ database: Database; url?: string; close(): Promise<void> }> {
  const scratch = backend?.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const database = await openDatabase(scratch ? { url: scratch.url } : { snapshot: await migratedSnapshot() });
  return {
    database,
    url: scratch?.url,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

/**
 * Two processes of one deployment on the backend: on PostgreSQL two pools on one scratch
 * database, as two servers have; on PGlite (one process only) the same database twice.
 */
export async function twoProcesses(backend: Backend): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const scratch = await openScratchDatabase(backend);
  const first = scratch.database;
  const second = scratch.url ? await openDatabase({ url: scratch.url }) : first;
  return {
    first,
    second,
    async close() {
      if (second !== first) await second.close();
      await scratch.close();
    },
  };
}
