import type { RedisFallback } from '../redis';
import type { Cache } from './cache';

/**
 * The shared cache, and this process's own where it fails (Redis down or hung): a read that
 * fails is answered from the process's copy (a miss the first time), a write goes there instead.
 * Requests never see the failure; `fallback` counts and reports it.
 */
export function withFallback(shared: Cache, own: Cache, fallback: RedisFallback): Cache {
  return {
    kind: shared.kind,
    get: <T>(key: string) =>
      fallback.run(
        () => shared.get<T>(key),
        () => own.get<T>(key),
      ),
    set: (key, value, ttlSeconds) =>
      fallback.run(
        () => shared.set(key, value, ttlSeconds),
        () => own.set(key, value, ttlSeconds),
      ),
    async close() {
      await Promise.all([shared.close(), own.close()]);
    },
  };
}
