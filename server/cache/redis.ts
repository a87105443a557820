import { Redis } from 'ioredis';
import type { Cache } from './cache';

export function createRedisCache(url: string, keyPrefix = 'dp:'): Cache {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async close() {
      await redis.quit();
    },
  };
}
