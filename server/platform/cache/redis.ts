import type { Redis } from 'ioredis';
import type { Cache } from './cache';

/** JSON values under a key prefix; the connection belongs to the caller. */
export function createRedisCache(redis: Redis, keyPrefix: string): Cache {
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(keyPrefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(keyPrefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async close() {
      // The shared connection is closed by its owner.
    },
  };
}
