import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '#server/platform/db/client';
import type { Logger } from '#server/platform/logger';
import { MIGRATIONS_DIR } from '#server/platform/paths';
import type { Redis } from '#server/platform/redis';

/** What each readiness check found: ok, or why not (no addresses or messages: /readyz is public). */
export type CheckResult = 'ok' | 'unreachable' | 'timeout' | 'behind';

export interface ReadinessReport {
  ok: boolean;
  checks: Record<string, CheckResult>;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
}

export interface ReadinessDeps {
  database: Database;
  /** Checked when REDIS_URL is configured. */
  redis?: Redis | undefined;
  logger: Logger;
  /** How long a check may take before it counts as failed; a load balancer's probe waits little longer. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 2_000;
/** What a 503 asks the load balancer (or an operator's script) to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

const FIRST_CONNECTION = new Set(['wait', 'connecting', 'connect']);

class Timeout extends Error {
  override name = 'Timeout';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** The newest migration this code brings (drizzle's journal), which the database must have applied. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The checks behind /readyz: one trivial query that also tells whether the newest migration is
 * applied (drizzle keeps each applied one's time in drizzle.__drizzle_migrations), and Redis'
 * PING when Redis is configured. Probes coming while a check runs share it: a database that
 * hangs holds one query, not one per probe. A check that starts or stops failing is logged once.
 */
export function createReadiness({ database, redis, logger, timeoutMs = TIMEOUT_MS }: ReadinessDeps): Readiness {
  const expected = newestMigration();
  const failing = new Set<string>();

  async function run(name: string, check: () => Promise<CheckResult>): Promise<CheckResult> {
    let result: CheckResult;
    let error: unknown;
    try {
      result = await within(check(), timeoutMs);
    } catch (caught) {
      error = caught;
      result = caught instanceof Timeout ? 'timeout' : 'unreachable';
    }
    if (result !== 'ok' && !failing.has(name)) {
      failing.add(name);
      logger.warn({ check: name, result, err: error }, 'readiness check failing');
    } else if (result === 'ok' && failing.delete(name)) {
      logger.info({ check: name }, 'readiness check passing again');
    }
    return result;
  }

  const databaseCheck = async (): Promise<CheckResult> => {
    const result = await database.db.execute(sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`);
    const { rows } = result as unknown as { rows: { newest: number | null }[] };
    return (rows[0]?.newest ?? 0) >= expected ? 'ok' : 'behind';
  };

  const redisCheck = async (): Promise<CheckResult> => {
    if (!redis) return 'unreachable';
    // Still making its first connection (a probe right after the start): that is waited for.
    if (FIRST_CONNECTION.has(redis.status)) await once(redis, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
    // Cut off: ioredis would queue the PING until it reconnects, which says nothing now.
    if (redis.status !== 'ready') return 'unreachable';
    await redis.ping();
    return 'ok';
  };

  async function checkAll(): Promise<ReadinessReport> {
    const [db, cache] = await Promise.all([run('database', databaseCheck), redis ? run('redis', redisCheck) : undefined]);
    // One query answers both: the database is reachable, and its schema is this code's.
    const checks: Record<string, CheckResult> = {
      database: db === 'behind' ? 'ok' : db,
      migrations: db,
      ...(cache && { redis: cache }),
    };
    // Redis is an accelerator (decision 0132): without it the node still serves, so it stays in
    // rotation and says it runs degraded; only the database takes it out.
    return { ok: checks.database === 'ok' && checks.migrations === 'ok', checks };
  }

  let running: Promise<ReadinessReport> | undefined;
  return {
    check() {
      running ??= checkAll().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

/**
 * GET /healthz: the process lives and answers (200 `{ ok: true }`), nothing else asked. GET
 * /readyz: it can serve (200 with each check; Redis down is `degraded`, still 200), else 503 with
 * Retry-After and the failing checks.
 * Answered first, on every host (sites, the console, unknown hosts, a bare IP), and never logged:
 * a load balancer asks every few seconds. A router, so the fuzz suite walks both routes.
 */
export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    const report = await readiness.check();
    res.setHeader('Cache-Control', 'no-store');
    const notOk = Object.keys(report.checks).filter((name) => report.checks[name] !== 'ok');
    const degraded = notOk.filter((name) => name === 'redis');
    const body = { ...report, ...(degraded.length && { degraded }) };
    if (!report.ok) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ ...body, failed: notOk.filter((name) => name !== 'redis') });
      return;
    }
    res.json(body);
  });
  return router;
}
