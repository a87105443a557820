import type { Redis } from 'ioredis';
import type { Cache } from './cache';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';

export type { Cache } from './cache';
export { cached } from './cache';

export function openCache(redis: Redis | undefined, keyPrefix = 'dp:cache:'): Cache {
  return redis ? createRedisCache(redis, keyPrefix) : createMemoryCache();
}
