import type { Redis } from 'ioredis';
import type { Cache } from './cache';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';

export type { Cache } from './cache';
export { cached } from './cache';

/** `keyPrefix` puts the keys under the deployment's Redis namespace (server/redis.ts). */
export function openCache(redis: Redis | undefined, keyPrefix: string): Cache {
  return redis ? createRedisCache(redis, keyPrefix) : createMemoryCache();
}
