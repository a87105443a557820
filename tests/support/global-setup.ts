import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/platform/db/client';
import { MIGRATIONS_DIR, ROOT } from '#server/platform/paths';
import { createScratchDatabase } from './backends';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied (see tests/support/backends.ts). */
    pgliteSnapshot: string;
    /** On TEST_DATABASE_URL's server, a database with every migration applied that scratch databases copy; '' without one. */
    postgresTemplate: string;
    /** Where test processes put the server and CLI bundles they start (see tests/support/bundles.ts), removed after the run. */
    bundlesDir: string;
  }
}

/**
 * Once per run: an embedded database with every migration applied, dumped to a file each test
 * app's PGlite starts from (creating and migrating an empty one took seconds per test file); on
 * PostgreSQL likewise a migrated database that scratch databases are copies of (a copy takes
 * ~20 ms, creating and migrating one ~330 ms).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // WAL in 1 MB segments instead of 16 MB: each test app's copy of the snapshot is 16 → 1 MB of it.
  const client = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  const template = process.env.TEST_DATABASE_URL ? await createPostgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
  project.provide('postgresTemplate', template?.name ?? '');
  // Inside the project, so the bundles find its root and packages; a worker's own exit handlers do not run.
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const bundlesDir = fs.mkdtempSync(path.join(cache, 'test-bundles-'));
  project.provide('bundlesDir', bundlesDir);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(bundlesDir, { recursive: true, force: true });
    await template?.drop();
  };
}

async function createPostgresTemplate(baseUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(baseUrl, { empty: true });
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  // A template must have no connections when it is copied.
  await database.close();
  return { name: new URL(scratch.url).pathname.slice(1), drop: scratch.drop };
}
