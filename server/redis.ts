import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** One Redis connection per process, shared by the cache and the rate limiters. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}

/**
 * The prefix of every key and channel this deployment uses in Redis: REDIS_PREFIX, else one
 * derived from where the deployment keeps its data: the PostgreSQL server and database
 * (every process of a deployment shares it), or the PGlite data directory. Deployments sharing a
 * Redis server thus never meet, even on one database number (pub/sub ignores it).
 */
export function redisNamespace({
  REDIS_PREFIX,
  DATABASE_URL,
  dataDir,
}: {
  REDIS_PREFIX?: string | undefined;
  DATABASE_URL?: string | undefined;
  dataDir: string;
}): string {
  if (REDIS_PREFIX) return REDIS_PREFIX;
  const database = DATABASE_URL && URL.canParse(DATABASE_URL) ? new URL(DATABASE_URL) : undefined;
  // Host, port and database name only: a changed password or user is the same deployment.
  const identity = database ? `postgres:${database.hostname}:${database.port || '5432'}${database.pathname}` : `pglite:${dataDir}`;
  return `dp:${crypto.createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}

export type { Redis };
