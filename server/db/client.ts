import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { claimLocalSocket, type LocalSocket } from './local-socket';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** "postgres" or "pglite", for logs only: nothing else may branch on it. */
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /**
   * In memory only: a PGlite data folder (`dumpDataDir`) to start from instead of an empty
   * database. Tests start each app from one migrated once (tests/support/global-setup.ts):
   * creating and migrating an empty PGlite took seconds per test file.
   */
  snapshot?: Blob | undefined;
}

/**
 * The one place that knows which driver is in use. `onIdleError` hears of pooled connections that
 * broke while idle (PostgreSQL restarted, an administrator ended them, the network dropped): the
 * pool replaces them on the next query, and without a listener node-postgres would end the process.
 * PGlite's files in DATA_DIR are claimed first and lent to the operator CLIs over a local socket
 * while open (server/db/local-socket.ts); `onSocketError` hears of a CLI connection that failed.
 */
export async function openDatabase(
  options: DatabaseOptions,
  onIdleError: (error: Error) => void = (error) => console.warn('idle database connection lost:', error.message),
  onSocketError: (error: Error) => void = (error) => console.warn('CLI socket connection failed:', error.message),
): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', onIdleError);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let socket: LocalSocket | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    socket = await claimLocalSocket(options.dataDir, { onError: onSocketError });
  }
  let client: PGlite;
  try {
    client = await (options.snapshot && !dir ? PGlite.create({ loadDataDir: options.snapshot }) : PGlite.create(dir));
  } catch (error) {
    await socket?.close();
    throw error;
  }
  socket?.serve(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      // The CLIs first (what one left open is rolled back), then PGlite's files.
      await socket?.close();
      await client.close();
    },
  };
}
