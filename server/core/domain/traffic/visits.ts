import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { landingVisits, type TrafficSource } from '#server/platform/db/schema';
import type { RateLimits } from '#server/platform/security/rate-limits';
import { DomainError } from '../errors';

export interface TrafficDeps {
  db: Db;
  limits: RateLimits;
  now: () => Date;
}

/**
 * Who is counting: the address is only the rate limit's key, kept by the limiter for its
 * window and never written to the database (docs/product.md#tracking).
 */
export interface Counter {
  tenantId: string;
  ip: string;
}

/** Visits, bounces and beacons share one allowance per address; over it, nothing is written. */
async function allow(deps: TrafficDeps, counter: Counter): Promise<void> {
  const wait = await deps.limits.consume('landingEventsPerIp', counter.ip);
  if (wait > 0) throw new DomainError(429, 'too_many_requests', 'accounts.too_many_requests', { count: Math.ceil(wait / 60) });
}

/** One landing view, one insert; the browser's key makes a repeated report of the same view a no-op. */
export async function recordVisit(deps: TrafficDeps, counter: Counter, visit: { key: string; path: string; source: TrafficSource }): Promise<void> {
  await allow(deps, counter);
  await deps.db
    .insert(landingVisits)
    .values({ tenantId: counter.tenantId, visitKey: visit.key, path: visit.path, ...visit.source, createdAt: deps.now() })
    .onConflictDoNothing();
}

/** The back button returned to the landing (`lb`): counted once per visit. */
export async function recordBounce(deps: TrafficDeps, counter: Counter, key: string): Promise<void> {
  await allow(deps, counter);
  await deps.db
    .update(landingVisits)
    .set({ bouncedAt: deps.now() })
    .where(and(eq(landingVisits.tenantId, counter.tenantId), eq(landingVisits.visitKey, key), isNull(landingVisits.bouncedAt)));
}

/** The page went to the background or closed: the first time is kept (how long the landing held the visitor). */
export async function recordHidden(deps: TrafficDeps, counter: Counter, key: string): Promise<void> {
  await allow(deps, counter);
  await deps.db
    .update(landingVisits)
    .set({ hiddenAt: sql`coalesce(${landingVisits.hiddenAt}, ${deps.now()})` })
    .where(and(eq(landingVisits.tenantId, counter.tenantId), eq(landingVisits.visitKey, key)));
}
