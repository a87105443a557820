import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { QUIET_FALLBACK, type RedisFallback } from '../redis';

interface Limit {
  /** Events allowed per window; the one that uses up the allowance starts the block. */
  points: number;
  /** The counting window, in seconds. */
  duration: number;
  /** How long a used-up key stays blocked, counted from that event; without it, the rest of the window. */
  blockDuration?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of docs/product.md#limits (why: docs/decisions/0017-login-lockout.md, 0018, 0068, 0135). Counters live in
 * Redis when it is configured, so every process shares them; in memory otherwise, and while Redis fails. Blocks
 * always expire: nobody is locked out forever. The rules that use them are in
 * server/core/domain/accounts (login.ts, guard.ts).
 */
const LIMITS = {
  signupPerIp: { points: 5, duration: HOUR },
  /** Wrong passwords for one account from one address. */
  loginFailuresPerAccountAndIp: { points: 5, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere: refuses only addresses that failed on it. */
  loginFailuresPerAccount: { points: 20, duration: HOUR, blockDuration: 15 * MINUTE },
  /**
   * Wrong passwords from one address over all accounts (credential stuffing); successes do not count.
   * A ceiling for floods, ten times one person's worth, so one member behind a shared address
   * (an office, a carrier's NAT) cannot block the others there (decision 0135).
   */
  loginFailuresPerIp: { points: 1_000, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /** Wrong passwords when a logged-in member confirms a change; keyed by that member. */
  passwordRechecksPerAccount: { points: 5, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /**
   * Answers that tell whether an address has an account (reset, reactivation, sign-up, mail change),
   * from one IP over all e-mail addresses: the ceiling against probing a list, high enough that
   * one person's misses behind a shared address do not block everyone there (decision 0135).
   */
  lookupMissesPerIp: { points: 100, duration: HOUR, blockDuration: HOUR },
  /** The same answers for one e-mail address from one IP: one person's retries. Never per e-mail alone: a stranger could aim that. */
  lookupMissesPerAddressAndIp: { points: 5, duration: HOUR, blockDuration: HOUR },
  resetPerAccount: { points: 3, duration: DAY },
  /** Reset and activation mails per address: ceilings ten times one person's, as for guesses (decision 0135). */
  resetPerIp: { points: 100, duration: DAY },
  resendPerAccount: { points: 3, duration: HOUR },
  resendPerIp: { points: 100, duration: HOUR },
  messagesPerMember: { points: 20, duration: MINUTE },
  /** Data exports (GET /api/export.php) per member: each reads every photo and message they have. */
  exportsPerMember: { points: 3, duration: HOUR },
  /**
   * Photos (profile and chat) a member uploads: each costs seconds of CPU to re-encode. Room for a
   * premium member's whole gallery (25) in an hour, not for a loop (decision 0134).
   */
  photosPerMember: { points: 30, duration: HOUR },
  /** Verification selfies per member: a few honest retries a day (decision 0098); each is re-encoded and stored. */
  verificationSelfiesPerMember: { points: 5, duration: DAY },
  /** Landing visits, bounces and page-hidden beacons per address: a few per real page view; generous for shared (mobile) addresses. */
  landingEventsPerIp: { points: 600, duration: 10 * MINUTE },
  /** Login-link tokens (one-tap links) that find nothing, per address: keeps guessing (and scanners) quiet. */
  tokenMissesPerIp: { points: 30, duration: HOUR, blockDuration: HOUR },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one event; returns the seconds until allowed again when this event was over the limit, else 0. */
  consume(name: LimitName, key: string): Promise<number>;
  /** Seconds until the next event is allowed, without counting (0 = allowed). */
  blockedFor(name: LimitName, key: string): Promise<number>;
  /** Events counted in the current window (a block counts as over the limit). */
  count(name: LimitName, key: string): Promise<number>;
  reset(name: LimitName, key: string): Promise<void>;
}

/** Per-IP limits can be raised where many people share one address (tests: all are 127.0.0.1). */
export type LimitOverrides = Partial<Record<LimitName, Partial<Limit>>>;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

interface Entry {
  limit: Limit;
  /** The deployment's counters in Redis, when it is configured. */
  shared: RateLimiterAbstract | undefined;
  /** This process's counters: the only ones without Redis, the stand-in while it fails. */
  own: RateLimiterAbstract;
}

/**
 * Redis counts for every process; while it fails (down, or no answer within the command timeout)
 * each process counts for itself, so the limits still hold, per process (docs/decisions/0132).
 * Not rate-limiter-flexible's insuranceLimiter: it falls back silently, and an operator must
 * hear of it (`fallback`: a metric, and a log line per outage).
 */
export function createRateLimits(
  redis: Redis | undefined,
  keyPrefix = 'dp:rl:',
  overrides: LimitOverrides = {},
  fallback: RedisFallback = QUIET_FALLBACK,
): RateLimits {
  const limits = new Map<LimitName, Entry>();
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const limit: Limit = { ...LIMITS[name], ...overrides[name] };
    // The block is set here, not by the library: its blockDuration starts only on the event
    // after the allowance, which the rules below never let through.
    const options = { points: limit.points, duration: limit.duration, keyPrefix: `${keyPrefix}${name}` };
    // A connection that is down fails at once (server/platform/redis.ts): no rejectIfRedisNotReady, which
    // would also skip Redis while the first connection is still being made.
    const shared = redis && new RateLimiterRedis({ ...options, storeClient: redis });
    limits.set(name, { limit, shared, own: new RateLimiterMemory(options) });
  }
  const entry = (name: LimitName) => limits.get(name) as Entry;
  /** Runs `operation` on the shared counters, or on the process's own when Redis fails (a refusal is no failure). */
  async function run<T>({ shared, own }: Entry, operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (!shared) return operation(own);
    return fallback.run(
      () => operation(shared),
      () => operation(own),
      (error) => error instanceof RateLimiterRes,
    );
  }
  return {
    async consume(name, key) {
      const current = entry(name);
      const { limit } = current;
      try {
        const state = await run(current, (limiter) => limiter.consume(key));
        if (state.consumedPoints >= limit.points && limit.blockDuration) {
          const blockDuration = limit.blockDuration;
          await run(current, (limiter) => limiter.block(key, blockDuration));
        }
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return seconds(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async blockedFor(name, key) {
      const current = entry(name);
      const state = await run(current, (limiter) => limiter.get(key));
      return state && state.consumedPoints >= current.limit.points ? seconds(state.msBeforeNext) : 0;
    },
    async count(name, key) {
      return (await run(entry(name), (limiter) => limiter.get(key)))?.consumedPoints ?? 0;
    },
    async reset(name, key) {
      await run(entry(name), (limiter) => limiter.delete(key));
    },
  };
}
