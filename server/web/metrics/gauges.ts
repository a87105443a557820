import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '#server/platform/db/client';
import { jobs, payments } from '#server/platform/db/schema';
import type { Logger } from '#server/platform/logger';

export interface GaugeSources {
  database: Database;
  /** Open live sockets of this process. */
  sockets(): number;
  now(): Date;
  logger: Logger;
}

/**
 * Runs `read` once for the gauges that share it within one scrape (a scrape collects them side by
 * side). A database that fails leaves these gauges empty, logged, rather than failing the whole
 * scrape: the process metrics matter most in just such an outage.
 */
function shared<T>(read: () => Promise<T[]>, logger: Logger, what: string): () => Promise<T[]> {
  let running: Promise<T[]> | undefined;
  return () => {
    running ??= read()
      .catch((error: unknown) => {
        logger.warn({ err: error }, `metrics: reading ${what} failed`);
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

interface QueueRow {
  kind: string;
  due: number;
  oldest: number;
}

/**
 * Gauges read when Prometheus scrapes, not kept up to date on every change. The queue and the
 * payments are the deployment's, read from the database: several processes report the same
 * values, so a cluster's primary takes their maximum (aggregator "max"), not their sum.
 */
export function registerGauges(registry: Registry, { database, sockets, now, logger }: GaugeSources): void {
  const registers = [registry];
  const { db } = database;

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state: total, in_use, idle, waiting (queries queued for one); PGlite: one, total only',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = database.pool();
      this.set({ state: 'total' }, pool.total);
      if (pool.idle !== undefined) {
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'in_use' }, pool.total - pool.idle);
      }
      if (pool.waiting !== undefined) this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  new Gauge({
    name: 'live_sockets',
    help: 'Open live (WebSocket) connections',
    registers,
    collect() {
      this.set(sockets());
    },
  });

  // One query on the jobs_due partial index (pending jobs by run_at): what is due and waits.
  const queue = shared(
    async () => {
      const at = now();
      const rows = await db
        .select({
          kind: jobs.kind,
          due: sql<number>`count(*)::int`,
          oldest: sql<number>`extract(epoch from ${at.toISOString()}::timestamptz - min(${jobs.runAt}))::float8`,
        })
        .from(jobs)
        .where(sql`${jobs.state} = 'pending' and ${jobs.runAt} <= ${at.toISOString()}::timestamptz`)
        .groupBy(jobs.kind);
      return rows as QueueRow[];
    },
    logger,
    'the job queue',
  );

  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs due and not yet claimed, by kind',
    labelNames: ['kind'],
    aggregator: 'max',
    registers,
    async collect() {
      const rows = await queue();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.due);
    },
  });

  new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'How long the oldest due job has waited, by kind',
    labelNames: ['kind'],
    aggregator: 'max',
    registers,
    async collect() {
      const rows = await queue();
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, Math.max(0, row.oldest));
    },
  });

  const paymentCounts = shared(
    () =>
      db
        .select({ tenant: payments.tenantId, status: payments.status, total: sql<number>`count(*)::int` })
        .from(payments)
        .groupBy(payments.tenantId, payments.status),
    logger,
    'the payments',
  );

  new Gauge({
    name: 'payments',
    help: 'Payments by site and status (open, pending, paid, failed, cancelled, expired, charged_back)',
    labelNames: ['tenant', 'status'],
    aggregator: 'max',
    registers,
    async collect() {
      const rows = await paymentCounts();
      this.reset();
      for (const row of rows) this.set({ tenant: row.tenant, status: row.status }, row.total);
    },
  });
}
