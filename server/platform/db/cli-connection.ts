import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from './client';
import { DataDirInUseError, SOCKET_PORT, socketAnswers, socketDir, socketPath } from './local-socket';
import * as schema from './schema';

export interface CliDatabase {
  db: Db;
  /** How the CLI reached the data, for its own messages: PostgreSQL, the serving process's socket, or PGlite's files. */
  via: 'postgres' | 'socket' | 'files';
  close(): Promise<void>;
}

export interface CliDatabaseOptions {
  DATABASE_URL?: string | undefined;
  dataDir: string;
}

/** The database of the process that holds DATA_DIR (the server, or another CLI), over its socket. */
function throughSocket(dataDir: string): CliDatabase {
  // One connection: the serving process runs one query at a time anyway, and a CLI's are short.
  const pool = new pg.Pool({ host: socketDir(dataDir), port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', (error) => console.warn('connection to the serving process lost:', error.message));
  return { db: drizzle(pool, { schema }), via: 'socket', close: () => pool.end() };
}

/**
 * An operator CLI's database, whether or not the server is running:
 * - DATABASE_URL: PostgreSQL, as the server uses it;
 * - else, while a process holds DATA_DIR's PGlite (`npm start` serving, another CLI), through
 *   that process's local socket: PGlite allows one process, and the holder runs each CLI query
 *   between its own;
 * - else PGlite's files directly, claimed for as long as the CLI runs (other CLIs meanwhile go
 *   through this one's socket; a server started meanwhile refuses to open the files and its
 *   supervisor starts it again a moment later: see server/platform/db/local-socket.ts).
 * Only in the last case are migrations applied: a CLI never migrates a database a server is
 * using (that server's version migrates it when it starts).
 */
export async function openCliDatabase(options: CliDatabaseOptions): Promise<CliDatabase> {
  if (options.DATABASE_URL) {
    const database = await openDatabase({ url: options.DATABASE_URL });
    return { db: database.db, via: 'postgres', close: () => database.close() };
  }
  if (await socketAnswers(socketPath(options.dataDir))) return throughSocket(options.dataDir);
  try {
    const database = await openDatabase({ dataDir: options.dataDir });
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    return { db: database.db, via: 'files', close: () => database.close() };
  } catch (error) {
    // A server that started between the look and the claim: use its socket after all.
    if (error instanceof DataDirInUseError) return throughSocket(options.dataDir);
    throw error;
  }
}
