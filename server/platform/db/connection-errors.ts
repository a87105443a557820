/**
 * What a lost or unreachable PostgreSQL looks like to us, in one place: transactions
 * (server/platform/db/client.ts) run again where that is safe, the error handlers answer it with 503 and
 * Retry-After (server/web/http/errors.ts, the page error handler in server/web/app.ts).
 */

/**
 * A connection that could not be made: PostgreSQL is down, restarting (cannot_connect_now), full
 * (too_many_connections), or nothing answered in time (pg's "timeout expired", pg-pool's
 * "timeout exceeded when trying to connect").
 */
const UNREACHABLE_CODES = new Set(['57P03', '53300', '08001', '08004', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'ETIMEDOUT']);
const UNREACHABLE_MESSAGES = /^timeout expired$|timeout exceeded when trying to connect|connection terminated due to connection timeout/i;

/**
 * A connection lost while in use: ended by the server (admin_shutdown from pg_terminate_backend
 * or a fast shutdown, crash_shutdown), the class 08 connection exceptions, a reset socket, and
 * node-postgres' own errors without a code ("Connection terminated unexpectedly", "Client has
 * encountered a connection error and is not queryable").
 */
const LOST_CODES = new Set(['57P01', '57P02', '08000', '08003', '08006', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);
const LOST_MESSAGES = /connection terminated|connection error and is not queryable/i;

type ConnectionFailure = 'unreachable' | 'lost';

/** What `error`, or what it wraps (drizzle wraps the driver's error as `cause`), says of the connection. */
function connectionFailure(error: unknown): ConnectionFailure | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (UNREACHABLE_CODES.has(code) || UNREACHABLE_MESSAGES.test(current.message)) return 'unreachable';
    if (LOST_CODES.has(code) || LOST_MESSAGES.test(current.message)) return 'lost';
  }
  return undefined;
}

/** Whether the database connection was lost or could not be made: a 503, never a 500. */
export function isConnectionError(error: unknown): boolean {
  return connectionFailure(error) !== undefined;
}

/** What a 503 for a lost database asks the client to wait: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Runs a transaction and, when its connection was lost before COMMIT was sent, once more: the
 * server rolled the first attempt back, so nothing of it stays. Once COMMIT was on its way the
 * outcome is unknown and the error goes up (503: the client retries, idempotent by its client id).
 * A database out of reach is not tried again: it would only double the wait for the 503.
 * `attempt` calls `committing` once the transaction's work is done and COMMIT is next.
 */
export async function retryUncommitted<T>(attempt: (committing: () => void) => Promise<T>): Promise<T> {
  let committed = false;
  const committing = () => {
    committed = true;
  };
  try {
    return await attempt(committing);
  } catch (error) {
    if (committed || connectionFailure(error) !== 'lost') throw error;
    return attempt(() => undefined);
  }
}
