import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '#server/platform/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied (see tests/support/backends.ts). */
    pgliteSnapshot: string;
  }
}

/**
 * Once per run: an embedded database with every migration applied, dumped to a file each test
 * app's PGlite starts from (creating and migrating an empty one took seconds per test file).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
