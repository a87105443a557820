import type { Redis } from 'ioredis';
import { QUIET_FALLBACK, type RedisFallback } from '../redis';
import type { Cache } from './cache';
import { withFallback } from './fallback';
import { createMemoryCache } from './memory';
import { createRedisCache } from './redis';

export type { Cache } from './cache';
export { cached } from './cache';

/**
 * `keyPrefix` puts the keys under the deployment's Redis namespace (server/platform/redis.ts). With Redis,
 * the process's own memory stands in while it fails (`fallback` tells of it).
 */
export function openCache(redis: Redis | undefined, keyPrefix: string, fallback: RedisFallback = QUIET_FALLBACK): Cache {
  return redis ? withFallback(createRedisCache(redis, keyPrefix), createMemoryCache(), fallback) : createMemoryCache();
}
