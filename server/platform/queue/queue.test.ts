import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, openScratchDatabase } from '#tests/support/backends';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { createLogger } from '../logger';
import { enqueueJob } from './enqueue';
import { createWorker, PermanentJobError, pruneJobs, retryDelayMs, type ClaimedJob, type JobHandler } from './queue';

const MINUTE_MS = 60_000;

describe.each(BACKENDS)('job queue on $name', (backend) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = { at: new Date('2026-05-01T10:00:00Z') };
  const now = () => clock.at;
  const later = (ms: number) => new Date(clock.at.getTime() + ms);

  beforeAll(async () => {
    ({ database, close } = await openScratchDatabase(backend));
  });
  afterAll(() => close());
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock.at = new Date('2026-05-01T10:00:00Z');
  });

  /** A worker whose handler records each run and can be told to fail. */
  function recordingWorker(handle: (job: ClaimedJob) => Promise<void> = async () => undefined, leaseMs = MINUTE_MS) {
    const runs: ClaimedJob[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(job);
      await handle(job);
    };
    return { runs, worker: createWorker({ db: database.db, handlers: { mail: handler }, logger: createLogger('silent'), now, leaseMs }) };
  }
  const row = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('runs a job when it is due, once, and keeps it done', async () => {
    const { runs, worker } = recordingWorker();
    await enqueueJob(database.db, 'mail', { to: 7 }, { key: 'k1', runAt: later(MINUTE_MS) });
    expect(await worker.drain()).toBe(0);
    clock.at = later(MINUTE_MS);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(runs.map((job) => job.payload)).toEqual([{ to: 7 }]);
    expect((await row('k1'))?.state).toBe('done');
  });

  it('drops a second enqueue of a once key, even after the job ran', async () => {
    const { runs, worker } = recordingWorker();
    await enqueueJob(database.db, 'mail', { n: 1 }, { key: 'daily:7:2026-05-01', mode: 'once', runAt: now() });
    await enqueueJob(database.db, 'mail', { n: 2 }, { key: 'daily:7:2026-05-01', mode: 'once', runAt: now() });
    await worker.drain();
    await enqueueJob(database.db, 'mail', { n: 3 }, { key: 'daily:7:2026-05-01', mode: 'once', runAt: now() });
    await worker.drain();
    expect(runs.map((job) => job.payload)).toEqual([{ n: 1 }]);
  });

  it('batches a burst into the pending job and schedules it again once it ran', async () => {
    const { runs, worker } = recordingWorker();
    for (let n = 0; n < 5; n += 1) await enqueueJob(database.db, 'mail', { n }, { key: 'conv:1', mode: 'batch', runAt: later(MINUTE_MS) });
    clock.at = later(MINUTE_MS);
    await worker.drain();
    expect(runs).toHaveLength(1);
    await enqueueJob(database.db, 'mail', { n: 9 }, { key: 'conv:1', mode: 'batch', runAt: later(MINUTE_MS) });
    expect(await worker.drain()).toBe(0);
    clock.at = later(MINUTE_MS);
    await worker.drain();
    expect(runs.map((job) => job.payload)).toEqual([{ n: 0 }, { n: 9 }]);
  });

  it('runs a batch job once more when the burst continued while it ran', async () => {
    const { runs, worker } = recordingWorker(async (job) => {
      if (job.attempt === 1 && runs.length === 1) await enqueueJob(database.db, 'mail', { n: 2 }, { key: 'conv:2', mode: 'batch', runAt: later(MINUTE_MS) });
    });
    await enqueueJob(database.db, 'mail', { n: 1 }, { key: 'conv:2', mode: 'batch', runAt: now() });
    await worker.drain();
    expect(runs).toHaveLength(1);
    expect((await row('conv:2'))?.state).toBe('pending');
    clock.at = later(MINUTE_MS);
    await worker.drain();
    expect(runs).toHaveLength(2);
    expect((await row('conv:2'))?.state).toBe('done');
  });

  it('retries a failed job with growing delays and fails it after its last attempt', async () => {
    const { runs, worker } = recordingWorker(async () => {
      throw new Error('SMTP 451 try later');
    });
    await enqueueJob(database.db, 'mail', {}, { key: 'r', runAt: now(), maxAttempts: 3 });
    await worker.drain();
    let job = await row('r');
    expect(job).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Error: SMTP 451 try later' });
    const firstDelay = (job?.runAt.getTime() ?? 0) - now().getTime();
    expect(firstDelay).toBeGreaterThan(0);
    clock.at = job?.runAt ?? now();
    await worker.drain();
    job = await row('r');
    expect((job?.runAt.getTime() ?? 0) - now().getTime()).toBeGreaterThan(firstDelay);
    clock.at = job?.runAt ?? now();
    await worker.drain();
    expect(runs).toHaveLength(3);
    expect((await row('r'))?.state).toBe('failed');
  });

  it('fails a job at once on a permanent error, and one of a kind nobody handles', async () => {
    const { runs, worker } = recordingWorker(async () => {
      throw new PermanentJobError('member gone');
    });
    await enqueueJob(database.db, 'mail', {}, { key: 'p', runAt: now() });
    await worker.drain();
    expect(runs).toHaveLength(1);
    expect((await row('p'))?.state).toBe('failed');
  });

  it('gives a job whose worker died to another worker once its lease ran out', async () => {
    const dead = recordingWorker(() => new Promise<never>(() => undefined), MINUTE_MS);
    const alive = recordingWorker();
    await enqueueJob(database.db, 'mail', {}, { key: 'lease', runAt: now() });
    // The first worker claims the job and never finishes it (a process killed mid-job).
    void dead.worker.runDue();
    await expect.poll(async () => (await row('lease'))?.state).toBe('running');
    expect(await alive.worker.drain()).toBe(0);
    clock.at = later(MINUTE_MS + 1);
    expect(await alive.worker.drain()).toBe(1);
    expect(alive.runs[0]?.attempt).toBe(2);
    expect((await row('lease'))?.state).toBe('done');
  });

  it('never hands one job to two workers at once', async () => {
    const a = recordingWorker();
    const b = recordingWorker();
    for (let n = 0; n < 40; n += 1) await enqueueJob(database.db, 'mail', { n }, { key: `many:${n}`, runAt: now() });
    await Promise.all([a.worker.drain(), b.worker.drain()]);
    const ran = [...a.runs, ...b.runs].map((job) => job.payload.n);
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
  });

  it('lets other jobs run while one batch waits on a slow job, and a wake runs what was just enqueued', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(job.key ?? '');
      if (job.key === 'slow') await slow;
    };
    const worker = createWorker({ db: database.db, handlers: { mail: handler }, logger: createLogger('silent'), now, batch: 1, lanes: 2, wakeDelayMs: 1 });
    await enqueueJob(database.db, 'mail', {}, { key: 'slow', runAt: later(-1) });
    await enqueueJob(database.db, 'mail', {}, { key: 'quick', runAt: now() });
    const drained = worker.drain();
    // The first claim came back full, so a second lane took the next job beside the slow one.
    await expect.poll(async () => (await row('quick'))?.state).toBe('done');
    expect((await row('slow'))?.state).toBe('running');
    release();
    expect(await drained).toBe(2);

    worker.start();
    try {
      await enqueueJob(database.db, 'mail', {}, { key: 'woken', runAt: now() });
      worker.wake();
      await expect.poll(async () => (await row('woken'))?.state).toBe('done');
    } finally {
      await worker.stop();
    }
    expect(runs).toEqual(['slow', 'quick', 'woken']);
  });

  it('runs at once what a job enqueued and woke the worker for, though the batch that ran it was short', async () => {
    const runs: string[] = [];
    // A notify job enqueues its push and wakes the worker, as dispatchEvent does.
    const handler: JobHandler = async (job) => {
      runs.push(job.key ?? '');
      if (job.key !== 'notify') return;
      await enqueueJob(database.db, 'mail', {}, { key: 'push', runAt: now() });
      worker.wake();
    };
    // Polls far apart: only the wakes can run the jobs within this test.
    const worker = createWorker({ db: database.db, handlers: { mail: handler }, logger: createLogger('silent'), now, pollMs: 60 * MINUTE_MS, wakeDelayMs: 1 });
    worker.start();
    try {
      await enqueueJob(database.db, 'mail', {}, { key: 'notify', runAt: now() });
      worker.wake();
      await expect.poll(async () => (await row('push'))?.state).toBe('done');
    } finally {
      await worker.stop();
    }
    expect(runs).toEqual(['notify', 'push']);
  });

  it('keeps finished jobs a week, then prunes them', async () => {
    const { worker } = recordingWorker();
    await enqueueJob(database.db, 'mail', {}, { key: 'old', runAt: now() });
    await worker.drain();
    expect(await pruneJobs(database.db, later(6 * 24 * 60 * MINUTE_MS))).toBe(0);
    expect(await pruneJobs(database.db, later(8 * 24 * 60 * MINUTE_MS))).toBe(1);
  });
});

describe('retry delays', () => {
  it('double per attempt around 5 s and stop growing at 6 hours', () => {
    const middle = () => 0.5;
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, middle))).toEqual([5_000, 10_000, 20_000]);
    expect(retryDelayMs(30, middle)).toBe(6 * 60 * 60 * 1000);
  });
});
