/** Failed requests are retried up to 5 times with exponential delay (docs/product.md#client-refresh). */
export const MAX_RETRIES = 5;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * A request is worth asking again when it never got an answer (the network) or the server could
 * not answer (5xx: a restart, an overloaded moment). A 4xx is the server's answer and stays one.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false;
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status !== 'number' || status >= 500;
}

/** 1, 2, 4, 8, 16 s: each wait twice the last, never longer than 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS);
}
