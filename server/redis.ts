import { Redis } from 'ioredis';

/** One Redis connection per process, shared by the cache and the rate limiters. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

export type { Redis };
