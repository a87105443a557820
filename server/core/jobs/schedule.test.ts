import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, twoProcesses } from '#tests/support/backends';
import type { Database } from '#server/platform/db/client';
import { pruneJobs } from '#server/platform/queue/queue';
import { claimPeriod } from './schedule';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe.each(BACKENDS)('periodic jobs across processes on $name', (backend) => {
  let first: Database;
  let second: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await twoProcesses(backend));
    // Both boot at once: the migrations take turns instead of failing.
    await Promise.all([first.migrate(), second.migrate()]);
  });
  afterAll(() => close());

  it('runs a job once per period whichever process looks, and again in the next period', async () => {
    const at = new Date('2026-05-01T10:05:00Z');
    const looks = await Promise.all([
      claimPeriod(first.db, 'purge', HOUR_MS, at),
      claimPeriod(second.db, 'purge', HOUR_MS, at),
      claimPeriod(first.db, 'purge', HOUR_MS, at),
    ]);
    expect(looks.filter(Boolean)).toHaveLength(1);
    // Later in the same hour (a process that just started, another's next look): nothing to do.
    expect(await claimPeriod(second.db, 'purge', HOUR_MS, new Date('2026-05-01T10:59:59Z'))).toBe(false);
    // Another job's period is its own.
    expect(await claimPeriod(second.db, 'prune', HOUR_MS, at)).toBe(true);
    const nextHour = new Date('2026-05-01T11:00:00Z');
    expect(
      (await Promise.all([claimPeriod(second.db, 'purge', HOUR_MS, nextHour), claimPeriod(first.db, 'purge', HOUR_MS, nextHour)])).filter(Boolean),
    ).toHaveLength(1);
  });

  it('forgets claimed periods with the finished queue jobs', async () => {
    const at = new Date('2026-06-01T10:00:00Z');
    expect(await claimPeriod(first.db, 'weekly', HOUR_MS, at)).toBe(true);
    expect(await pruneJobs(first.db, new Date(at.getTime() + 8 * DAY_MS))).toBeGreaterThan(0);
    expect(await claimPeriod(first.db, 'weekly', HOUR_MS, at)).toBe(true);
  });
});
