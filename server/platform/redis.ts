import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** The longest a command may wait for Redis (a hung or unreachable server): then the caller does without. */
export const COMMAND_TIMEOUT_MS = 250;
/** Reconnects back off up to this pause and never give up: Redis may come back at any time. */
const MAX_RECONNECT_PAUSE_MS = 2_000;

/**
 * One Redis connection per process, shared by the cache, the rate limiters and the bus's
 * publishes. Redis is an accelerator (docs/decisions/0132-redis-degraded-mode.md): no command
 * waits for a lost connection. Only the very first connection attempt holds commands back (a
 * request right after the start finds Redis as soon as it answers), each for COMMAND_TIMEOUT_MS
 * at most; from the first answer or failure on, a command with no connection fails at once and
 * its caller falls back to the process.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: MAX_RECONNECT_PAUSE_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_PAUSE_MS),
  });
  const firstAttemptOver = () => {
    // ioredis reads the option at every command.
    redis.options.enableOfflineQueue = false;
    redis.off('ready', firstAttemptOver);
    redis.off('error', firstAttemptOver);
  };
  redis.on('ready', firstAttemptOver);
  redis.on('error', firstAttemptOver);
  return redis;
}

/**
 * A connection for SUBSCRIBE (a subscribed connection can do nothing else). Unlike the command
 * connection it waits for Redis: its subscription is kept and made again by ioredis on every
 * reconnect, and nobody's request waits on it. Its errors are the command connection's to report
 * (watchRedis): a listener keeps ioredis from printing each failed reconnect.
 */
export function subscriberOf(redis: Redis): Redis {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
  subscriber.on('error', () => undefined);
  return subscriber;
}

/**
 * Closes a connection without waiting for a Redis that is gone (QUIT would wait for its
 * reconnect) or hung (a subscriber's QUIT has no command timeout): the socket is closed then.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let hung: NodeJS.Timeout | undefined;
  // After a disconnect the QUIT still takes seconds to fail: it is not waited for.
  const cut = new Promise<void>((resolve) => {
    hung = setTimeout(() => {
      redis.disconnect();
      resolve();
    }, COMMAND_TIMEOUT_MS);
  });
  await Promise.race([
    redis.quit().then(
      () => undefined,
      () => undefined,
    ),
    cut,
  ]);
  clearTimeout(hung);
}

/** The parts that do without Redis while it fails (the label of redis_fallbacks_total). */
export type RedisPart = 'cache' | 'rate_limits' | 'bus';

/** How a part does without Redis. */
export interface RedisFallback {
  /**
   * `shared` on Redis, or `own` in the process when Redis fails (or hung a moment ago). An error
   * `isAnswer` accepts is Redis' answer (a rate limit's refusal), not a failure: it is thrown.
   */
  run<T>(shared: () => Promise<T>, own: () => Promise<T>, isAnswer?: (error: unknown) => boolean): Promise<T>;
}

/** Falls back on every failure, telling nobody: for parts made without a watch (tests, scripts). */
export const QUIET_FALLBACK: RedisFallback = {
  async run(shared, own, isAnswer = () => false) {
    try {
      return await shared();
    } catch (error) {
      if (isAnswer(error)) throw error;
      return own();
    }
  },
};

export interface RedisWatch {
  fallback(part: RedisPart): RedisFallback;
}

export interface RedisSignals {
  /** 1 while the command connection is up, 0 while it is not (redis_up). */
  up(value: 0 | 1): void;
  fallback(part: RedisPart): void;
}

/**
 * After a command timed out (Redis hung: the connection stands, nothing answers), Redis is
 * skipped for this long: a request with several commands would otherwise wait for each in turn.
 */
const HUNG_PAUSE_MS = 1_000;

const DEGRADED: Record<RedisPart, string> = {
  cache: 'Redis failing: the cache is this process’s own until it returns',
  rate_limits: 'Redis failing: rate limits count in this process until it returns',
  bus: 'Redis failing: live events reach other processes only after it returns (their sockets catch up from the events table)',
};

/**
 * Follows the command connection: an outage is logged when it starts and when it ends, each
 * part's first fallback in it once (not once per request), and every fallback is counted.
 */
export function watchRedis(redis: Redis, { logger, signals }: { logger: Logger; signals: RedisSignals }): RedisWatch {
  let down = false;
  let skipUntil = 0;
  const logged = new Set<RedisPart>();
  const lost = (error?: unknown) => {
    signals.up(0);
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Redis unreachable: the cache, rate limits and live events run in this process until it returns');
  };
  redis.on('error', (error: unknown) => lost(error));
  // Not 'close': a connection we quit closes too, and is not an outage.
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    signals.up(1);
    skipUntil = 0;
    logged.clear();
    if (!down) return;
    down = false;
    logger.info('Redis reachable again: the cache, rate limits and live events are shared again');
  });
  const fellBack = (part: RedisPart, reason: string) => {
    signals.fallback(part);
    if (logged.has(part)) return;
    logged.add(part);
    logger.warn({ reason }, DEGRADED[part]);
  };
  return {
    fallback: (part) => ({
      async run(shared, own, isAnswer = () => false) {
        if (Date.now() < skipUntil) {
          fellBack(part, 'skipped: a command timed out a moment ago');
          return own();
        }
        try {
          return await shared();
        } catch (error) {
          if (isAnswer(error)) throw error;
          // ioredis' commandTimeout error: the connection stands, but Redis does not answer.
          const reason = error instanceof Error ? error.message : String(error);
          if (reason === 'Command timed out') skipUntil = Date.now() + HUNG_PAUSE_MS;
          fellBack(part, reason);
          return own();
        }
      },
    }),
  };
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
