import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The limits of docs/decisions.md. Counters live in Redis when it is configured, so every
 * process shares them; in memory otherwise. Blocks always expire: nobody is locked out forever.
 */
const LIMITS = {
  signupPerIp: { points: 5, duration: 60 * 60 },
  loginFailuresPerAccountAndIp: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  loginFailuresPerAccount: { points: 20, duration: 60 * 60, blockDuration: 15 * 60 },
  loginAttemptsPerIp: { points: 100, duration: 15 * 60, blockDuration: 15 * 60 },
  resetPerAccount: { points: 3, duration: 24 * 60 * 60 },
  resetPerIp: { points: 10, duration: 24 * 60 * 60 },
  resendPerAccount: { points: 3, duration: 60 * 60 },
  resendPerIp: { points: 10, duration: 60 * 60 },
  messagesPerMember: { points: 20, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one event; returns the seconds until allowed again when over the limit, else 0. */
  consume(name: LimitName, key: string): Promise<number>;
  /** Seconds until allowed again without counting (0 = allowed). */
  blockedFor(name: LimitName, key: string): Promise<number>;
  reset(name: LimitName, key: string): Promise<void>;
}

/** Per-IP limits can be raised where many people share one address (tests: all are 127.0.0.1). */
export type LimitOverrides = Partial<Record<LimitName, { points: number }>>;

export function createRateLimits(redis: Redis | undefined, keyPrefix = 'dp:rl:', overrides: LimitOverrides = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const points = (name: LimitName) => overrides[name]?.points ?? LIMITS[name].points;
  for (const [name, options] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    const common = { ...options, points: points(name), keyPrefix: `${keyPrefix}${name}` };
    limiters.set(name, redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common));
  }
  const limiter = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async blockedFor(name, key) {
      const state = await limiter(name).get(key);
      return state && state.consumedPoints >= points(name) ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
