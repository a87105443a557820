import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { connectRedis } from '../redis';
import { createRateLimits, type RateLimits } from './rate-limits';

describe.each(BACKENDS)('rate limits on $name', (backend) => {
  let redis: Redis | undefined;
  let limits: RateLimits;
  beforeAll(() => {
    redis = backend.redisUrl ? connectRedis(backend.redisUrl) : undefined;
    // An hour-long window with a one-second block: the block must end long before the window.
    limits = createRateLimits(redis, `test:${crypto.randomBytes(4).toString('hex')}:rl:`, {
      loginFailuresPerAccountAndIp: { points: 3, duration: 60 * 60, blockDuration: 1 },
      resetPerAccount: { points: 2 },
    });
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('blocks with the event that uses up the allowance, for the block duration from then, then counts afresh', async () => {
    expect(await limits.consume('loginFailuresPerAccountAndIp', 'pair')).toBe(0);
    expect(await limits.consume('loginFailuresPerAccountAndIp', 'pair')).toBe(0);
    expect(await limits.blockedFor('loginFailuresPerAccountAndIp', 'pair')).toBe(0);
    expect(await limits.count('loginFailuresPerAccountAndIp', 'pair')).toBe(2);
    expect(await limits.consume('loginFailuresPerAccountAndIp', 'pair')).toBe(0);
    expect(await limits.blockedFor('loginFailuresPerAccountAndIp', 'pair')).toBe(1);
    expect(await limits.blockedFor('loginFailuresPerAccountAndIp', 'other pair')).toBe(0);
    await vi.waitFor(async () => expect(await limits.blockedFor('loginFailuresPerAccountAndIp', 'pair')).toBe(0), { timeout: 5_000, interval: 100 });
    expect(await limits.count('loginFailuresPerAccountAndIp', 'pair')).toBe(0);
  });

  it('without a block duration, refuses events past the allowance until the window ends', async () => {
    expect(await limits.consume('resetPerAccount', 'member')).toBe(0);
    expect(await limits.consume('resetPerAccount', 'member')).toBe(0);
    expect(await limits.consume('resetPerAccount', 'member')).toBeGreaterThan(23 * 60 * 60);
    await limits.reset('resetPerAccount', 'member');
    expect(await limits.consume('resetPerAccount', 'member')).toBe(0);
  });
});
