import type { Cache } from './cache';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';

export type { Cache } from './cache';
export { cached } from './cache';

export function openCache(redisUrl: string | undefined, keyPrefix?: string): Cache {
  return redisUrl ? createRedisCache(redisUrl, keyPrefix) : createMemoryCache();
}
