import type { FellBack } from '../redis';
import type { Cache } from './cache';

/**
 * The shared cache, and this process's own where it fails (Redis down or hung): a read that
 * fails is answered from the process's copy (a miss the first time), a write goes there instead.
 * Requests never see the failure; `fellBack` counts and reports it.
 */
export function withFallback(shared: Cache, own: Cache, fellBack: FellBack): Cache {
  return {
    kind: shared.kind,
    async get<T>(key: string) {
      try {
        return await shared.get<T>(key);
      } catch (error) {
        fellBack(error);
        return own.get<T>(key);
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await shared.set(key, value, ttlSeconds);
      } catch (error) {
        fellBack(error);
        await own.set(key, value, ttlSeconds);
      }
    },
    async close() {
      await Promise.all([shared.close(), own.close()]);
    },
  };
}
