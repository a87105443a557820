/**
 * What a lost or unreachable PostgreSQL looks like to us, in one place: the pool and the
 * transactions (server/db/client.ts) retry on it where that is safe, the error handlers answer it
 * with 503 and Retry-After (server/http/errors.ts, the page error handler in server/app.ts).
 */

/**
 * SQLSTATEs of a connection the server ended or cannot give: admin_shutdown (pg_terminate_backend,
 * a fast shutdown), crash_shutdown, cannot_connect_now (starting up, in recovery), the class 08
 * connection exceptions, and too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);

/** Socket errors of node: the server went away, or is not listening (restarting). */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/**
 * node-postgres' and pg-pool's own errors carry no code: "Connection terminated unexpectedly",
 * "Connection terminated due to connection timeout", "Client has encountered a connection error
 * and is not queryable", "timeout exceeded when trying to connect".
 */
const MESSAGES = /connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether `error`, or what it wraps (drizzle wraps a failed query in DrizzleQueryError with the
 * driver's error as `cause`), says the database connection was lost or could not be made.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : undefined;
    if (code && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** What a 503 for a lost database asks the client to wait: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Runs a transaction and, when its connection was lost before COMMIT was sent, once more: the
 * server rolled the first attempt back, so nothing of it stays. Once COMMIT was on its way the
 * outcome is unknown and the error goes up (503: the client retries, idempotent by its client id).
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
    if (committed || !isConnectionError(error)) throw error;
    return attempt(() => undefined);
  }
}
