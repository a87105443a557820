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
import { retryUncommitted } from './connection-errors';
import { withStatementName } from './statement-names';
import { claimLocalSocket, type LocalSocket } from './local-socket';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** "postgres" or "pglite", for logs only: nothing else may branch on it. */
  driver: 'postgres' | 'pglite';
  /** Brings the schema up to date; processes starting together take turns (see exclusive). */
  migrate(): Promise<void>;
  /**
   * Runs `run` once no other run of the same name is under way, in this process or (on
   * PostgreSQL, under a session advisory lock) any other of the deployment; the others wait.
   */
  exclusive<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** The connections for metrics: PostgreSQL's pool (idle, and queries queued for one); PGlite is one connection. */
  pool(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle?: number;
  waiting?: number;
}

/**
 * Holds PostgreSQL's advisory lock for `name` on one connection of the pool while `run` runs on
 * the others; the lock goes with the session, so a process that dies frees it.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, name: string, run: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    return await run();
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
    await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
      () => holder.release(),
      (error: Error) => holder.release(error),
    );
  }
}

/**
 * How long opening a PostgreSQL connection may take: a server that is down or restarting costs a
 * request this long before it is answered 503 (server/platform/db/connection-errors.ts). Set on the client,
 * not the pool: the pool's own timeout would also bound waiting for a busy connection under load.
 */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A pool connection: its connect bounded in time, and its statements with parameters named
 * (statement-names.ts) when it reaches PostgreSQL over TCP. Over a Unix socket it may reach the
 * embedded database another process of the deployment lends (local-socket.ts), where every
 * connection shares PGlite's one session: two connections preparing the same name would collide
 * there ("prepared statement already exists"), so those connections name nothing.
 */
class BoundedClient extends pg.Client {
  /** Set by the pool while the connection is checked out (pg.PoolClient's). */
  declare release?: pg.PoolClient['release'];

  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const named = this.host.startsWith('/') ? undefined : new Set<string>();
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...(named ? withStatementName(args, named) : args));
      return opensTransaction(args) && result instanceof Promise ? result.catch((error: unknown) => this.giveBackAfterFailedBegin(error)) : result;
    }) as typeof this.query;
  }

  /**
   * drizzle's node-postgres transaction sends BEGIN before the try whose `finally` releases the
   * connection, so a BEGIN that fails (PostgreSQL ended the connection just then) never gives it
   * back: once the pool's ten are lost that way, every later query waits for ever (a chat burst
   * while PostgreSQL ended connections left a worker answering nothing, 2026-12-07). The pool gets
   * it back here, as broken, and drops it; nothing else of ours sends BEGIN through the pool.
   */
  private giveBackAfterFailedBegin(error: unknown): never {
    this.release?.(error instanceof Error ? error : true);
    throw error;
  }
}

/** Whether a query's arguments (text, or a config with text) start a transaction. */
function opensTransaction([config]: unknown[]): boolean {
  const text = typeof config === 'string' ? config : typeof config === 'object' && config !== null && 'text' in config ? config.text : undefined;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * Transactions retried once when their connection was lost before COMMIT was sent (see
 * retryUncommitted): their callbacks hold only database work, so running one again is safe.
 */
function retryingTransactions<D extends Db>(db: D): D {
  const transaction = db.transaction.bind(db);
  const retrying: Db['transaction'] = (run, config) =>
    retryUncommitted((committing) =>
      transaction(async (tx) => {
        const result = await run(tx);
        committing();
        return result;
      }, config),
    );
  db.transaction = retrying;
  return db;
}

/** Runs of the same name one after the other within this process. */
function inTurn(): <T>(name: string, run: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (name, run) => {
    const result = (tails.get(name) ?? Promise.resolve()).then(run);
    const tail = result.catch(() => undefined);
    tails.set(name, tail);
    // The last in line removes its name, so the map holds only names with work under way.
    void tail.then(() => tails.get(name) === tail && tails.delete(name));
    return result;
  };
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
 * A database started from a snapshot lives in memory for one test app and holds a few hundred
 * rows: a 16 MB buffer pool instead of PGlite's 128 MB halves its start (1.1 → 0.56 CPU s, most of
 * it setting up the larger pool), and the test suite starts a few hundred of them.
 */
const IN_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

/**
 * The one place that knows which driver is in use. `onLost` hears of every PostgreSQL connection
 * that broke, idle or in use (PostgreSQL restarted, an administrator ended it, the network
 * dropped): the pool replaces it, and without a listener node-postgres would end the process.
 * PGlite's files in DATA_DIR are claimed first and lent to the operator CLIs over a local socket
 * while open (server/platform/db/local-socket.ts); `onSocketError` hears of a CLI connection that failed.
 */
export async function openDatabase(
  options: DatabaseOptions,
  onLost: (error: Error) => void = (error) => console.warn('database connection lost:', error.message),
  onSocketError: (error: Error) => void = (error) => console.warn('CLI socket connection failed:', error.message),
): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, Client: BoundedClient, keepAlive: true });
    // The pool listens to a connection only while it is idle; a checked-out one (a transaction,
    // the advisory-lock holder) needs a listener of its own. Its loss also fails the query on it
    // or the next one, which the caller hears of, and the pool discards it when it is released.
    // Each loss is reported once, here (a killed session can emit twice: the server's message,
    // then the closed socket); the pool's own 'error' repeats the idle ones.
    pool.on('connect', (client) => client.once('error', onLost).on('error', () => undefined));
    pool.on('error', () => undefined);
    const db = retryingTransactions(drizzlePg(pool, { schema }));
    const turn = inTurn();
    const exclusive = <T>(name: string, run: () => Promise<T>) => turn(name, () => withAdvisoryLock(pool, name, run));
    return {
      db,
      driver: 'postgres',
      // Drizzle's migrator is not safe to run twice at once (both would apply the same file).
      migrate: () => exclusive('migrate', () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
      exclusive,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    client = await (options.snapshot && !dir
      ? PGlite.create({ loadDataDir: options.snapshot, startParams: [...PGlite.defaultStartParams, ...IN_MEMORY_SETTINGS] })
      : PGlite.create(dir));
  } catch (error) {
    await socket?.close();
    throw error;
  }
  socket?.serve(client);
  const db = drizzlePglite(client, { schema });
  // PGlite's files belong to this process alone: taking turns within it is enough.
  const exclusive = inTurn();
  return {
    db,
    driver: 'pglite',
    migrate: () => exclusive('migrate', () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR })),
    exclusive,
    pool: () => ({ total: 1 }),
    async close() {
      // The CLIs first (what one left open is rolled back), then PGlite's files.
      await socket?.close();
      await client.close();
    },
  };
}
