import crypto from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { ageChecks, users } from '#server/platform/db/schema';
import { ageAssuranceLevel, type AgeAssuranceSite, type AgeCheckState } from '#server/contract/age-assurance';
import type { User } from '#server/core/domain/accounts/context';
import { DomainError } from '#server/core/domain/errors';
import { ProviderUnavailable, type AgeAssurance, type AgeDecision } from '#server/adapters/age-verifiers/provider';

/** Each check is a paid session at a real provider: a member starts at most this many a day. */
export const CHECKS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Outcomes after which the member cannot go on in that session. */
const FINAL = new Set(['approved', 'declined', 'expired', 'abandoned']);

export type AgeCheck = typeof ageChecks.$inferSelect;

/**
 * Starts a check at the site's provider for the member and gives the provider's page to send them
 * to. The row comes first, so the provider keeps our id (vendorData) and its decision finds it.
 */
export async function startAgeCheck(
  db: Db,
  provider: AgeAssurance | null,
  input: { site: AgeAssuranceSite & { id: string }; user: Pick<User, 'id' | 'ageAssuredAt'>; country: string | null; origin: string; now: Date },
): Promise<{ url: string }> {
  const { site, user, country, origin, now } = input;
  // Only where the site asks a provider's check of the visitor's country: elsewhere it buys nothing.
  if (!country || ageAssuranceLevel(site, country) !== 'provider') throw new DomainError(409, 'age_assurance_not_needed', 'age_assurance.not_needed');
  if (!provider) throw new DomainError(503, 'age_assurance_unavailable', 'age_assurance.unavailable', { retry_after: 3600 });
  if (user.ageAssuredAt) throw new DomainError(409, 'age_assurance_done', 'age_assurance.done');
  const tenantId = site.id;
  const [recent] = await db
    .select({ n: count() })
    .from(ageChecks)
    .where(and(eq(ageChecks.userId, user.id), gt(ageChecks.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((recent?.n ?? 0) >= CHECKS_PER_DAY) throw new DomainError(429, 'age_assurance_rate_limited', 'age_assurance.rate_limited', { retry_after: 3600 });
  // A placeholder until the provider names its session (unique per provider, never a real ref).
  const placeholder = `pending_${crypto.randomBytes(12).toString('hex')}`;
  const [row] = await db
    .insert(ageChecks)
    .values({ tenantId, userId: user.id, provider: provider.id, sessionRef: placeholder, country, createdAt: now })
    .returning({ id: ageChecks.id });
  if (!row) throw new Error('age check not stored');
  try {
    const session = await provider.startSession({ checkId: row.id, returnUrl: `${origin}/age-check?check=${row.id}`, siteOrigin: origin });
    await db.update(ageChecks).set({ sessionRef: session.sessionRef }).where(eq(ageChecks.id, row.id));
    return { url: session.url };
  } catch (error) {
    await db.delete(ageChecks).where(eq(ageChecks.id, row.id));
    if (error instanceof ProviderUnavailable) throw new DomainError(503, 'age_assurance_unavailable', 'age_assurance.unavailable', { retry_after: 60 });
    throw error;
  }
}

/** A check by the provider's session, on one site (the sandbox's page). */
export async function findAgeCheck(db: Db, provider: string, sessionRef: string): Promise<AgeCheck | undefined> {
  return (
    await db
      .select()
      .from(ageChecks)
      .where(and(eq(ageChecks.provider, provider), eq(ageChecks.sessionRef, sessionRef)))
  )[0];
}

/**
 * Applies a provider's decision, idempotently: the same news twice changes nothing, news that a
 * check is under way never undoes a decision, and a pass is never taken back by a later session.
 * A pass marks the member as assured (when and how), nothing more: no document, no birth date.
 * Returns whether anything changed; undefined for a session we never started.
 */
export async function recordAgeDecision(db: Db, provider: string, decision: AgeDecision, now: Date): Promise<{ changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [check] = await tx
      .select()
      .from(ageChecks)
      .where(and(eq(ageChecks.provider, provider), eq(ageChecks.sessionRef, decision.sessionRef)))
      .for('update');
    if (!check) return undefined;
    const repeated = check.status === decision.status;
    const undoes = check.status === 'approved' || (decision.status === 'started' && FINAL.has(check.status));
    if (repeated || undoes) return { changed: false };
    const decided = decision.status !== 'started';
    await tx
      .update(ageChecks)
      .set({ status: decision.status, method: decision.method ?? check.method, decidedAt: decided ? now : check.decidedAt })
      .where(eq(ageChecks.id, check.id));
    if (decision.status === 'approved') {
      await tx
        .update(users)
        .set({ ageAssuredAt: sql`coalesce(${users.ageAssuredAt}, ${now.toISOString()}::timestamptz)`, ageAssuranceMethod: decision.method ?? provider })
        .where(eq(users.id, check.userId));
    }
    return { changed: true };
  });
}

/** The member's newest check. */
export async function latestAgeCheck(db: Db, userId: number): Promise<AgeCheck | undefined> {
  return (await db.select().from(ageChecks).where(eq(ageChecks.userId, userId)).orderBy(desc(ageChecks.id)).limit(1))[0];
}

/** Every check of the member, oldest first (the data export, the console). */
export async function ageChecksOf(db: Db, userId: number): Promise<AgeCheck[]> {
  return db.select().from(ageChecks).where(eq(ageChecks.userId, userId)).orderBy(ageChecks.id);
}

/** Where the member stands, as their page shows it. */
export function ageCheckState(user: Pick<User, 'ageAssuredAt'> | undefined, latest: Pick<AgeCheck, 'status'> | undefined): AgeCheckState {
  if (user?.ageAssuredAt) return 'passed';
  if (!latest) return 'none';
  if (latest.status === 'created' || latest.status === 'started') return 'pending';
  if (latest.status === 'declined') return 'declined';
  return 'retry';
}
