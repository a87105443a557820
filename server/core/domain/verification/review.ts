import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, photoVerifications, profiles, users, type Operator } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import type { VerificationRejectReason } from '#server/contract/verification-reject-reasons';
import { audit } from '../operators/audit';
import { siteScope } from '../operators/roles';
import { DomainError } from '../errors';
import type { Verification } from './selfies';

type Photo = typeof photos.$inferSelect;
type Profile = typeof profiles.$inferSelect;

/** One selfie waiting for a moderator, with what it is compared against. */
export interface QueuedVerification {
  verification: Verification;
  profile: Profile;
  /** The member's photos others may see or will see once approved (rejected ones are left out), main first. */
  photos: Photo[];
  /** Earlier selfies of this member that were turned down. */
  rejections: number;
}

export interface QueueFilter {
  /** The sites to read (the operator's, or the one they chose; the guard has checked them). */
  sites: readonly string[];
  /** Where the previous page ended: selfies after this id. */
  after?: number | undefined;
  limit: number;
}

/**
 * The oldest pending ids over several sites: each site's walk of the partial index
 * photo_verifications_queue (tenant_id, id) where status = 'pending' stops after `limit`, and the
 * first `limit` of those win. (A plain "tenant_id in (...) order by id" walks the primary key past
 * every reviewed selfie instead.)
 */
async function oldestPending(db: Db, filter: QueueFilter): Promise<number[]> {
  if (!filter.sites.length) return [];
  const sites = sql.join(
    filter.sites.map((site) => sql`${site}`),
    sql`, `,
  );
  const after = filter.after === undefined ? sql`` : sql`and ${photoVerifications.id} > ${filter.after}`;
  const result = await db.execute(sql`
    select waiting.id::float8 as id from unnest(array[${sites}]::text[]) as site(id)
    cross join lateral (
      select ${photoVerifications.id} as id from ${photoVerifications}
      where ${photoVerifications.tenantId} = site.id and ${photoVerifications.status} = 'pending' ${after}
      order by ${photoVerifications.id} limit ${filter.limit}
    ) as waiting
    order by waiting.id limit ${filter.limit}`);
  // Both drivers answer with { rows }; ids come back as float8 so both give plain numbers.
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The console's queue: pending selfies of the operator's sites, oldest first. */
export async function verificationQueue(db: Db, operator: Operator, filter: QueueFilter): Promise<QueuedVerification[]> {
  const ids = await oldestPending(db, filter);
  if (!ids.length) return [];
  const rows = await db
    .select({ verification: photoVerifications, profile: profiles })
    .from(photoVerifications)
    .innerJoin(profiles, eq(profiles.userId, photoVerifications.userId))
    .where(and(inArray(photoVerifications.id, ids), eq(photoVerifications.status, 'pending'), siteScope(operator, photoVerifications.tenantId)))
    .orderBy(asc(photoVerifications.id));
  const memberIds = rows.map((row) => row.verification.userId);
  if (!memberIds.length) return [];
  const [memberPhotos, rejected] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(and(inArray(photos.userId, memberIds), ne(photos.status, 'rejected')))
      .orderBy(desc(photos.isMain), asc(photos.id)),
    db
      .select({ userId: photoVerifications.userId, total: count() })
      .from(photoVerifications)
      .where(and(inArray(photoVerifications.userId, memberIds), eq(photoVerifications.status, 'rejected')))
      .groupBy(photoVerifications.userId),
  ]);
  return rows.map(({ verification, profile }) => ({
    verification,
    profile,
    photos: memberPhotos.filter((photo) => photo.userId === verification.userId),
    rejections: rejected.find((row) => row.userId === verification.userId)?.total ?? 0,
  }));
}

/** How many selfies wait on each of the operator's sites (the queue's header). */
export function pendingPerSite(db: Db, operator: Operator): Promise<{ tenantId: string; total: number }[]> {
  return db
    .select({ tenantId: photoVerifications.tenantId, total: count() })
    .from(photoVerifications)
    .where(and(eq(photoVerifications.status, 'pending'), siteScope(operator, photoVerifications.tenantId)))
    .groupBy(photoVerifications.tenantId);
}

/** A selfie of the operator's sites; another site's answers as if it did not exist. */
export async function scopedVerification(db: Pick<Db, 'select'>, operator: Operator, id: number): Promise<Verification> {
  const [row] = await db
    .select()
    .from(photoVerifications)
    .where(and(eq(photoVerifications.id, id), siteScope(operator, photoVerifications.tenantId)))
    .limit(1);
  if (!row) throw new DomainError(404, 'verification_not_found', 'operator_console.verification_not_found');
  return row;
}

/** The selfie's bytes for the console (never a public address). */
export async function readSelfie(db: Db, selfies: Storage, operator: Operator, id: number): Promise<Buffer> {
  const row = await scopedVerification(db, operator, id);
  const data = await selfies.read(row.filename);
  if (!data) throw new DomainError(404, 'verification_not_found', 'operator_console.verification_not_found');
  return data;
}

export type ReviewInput = { id: number; ip: string | null } & ({ action: 'approve' } | { action: 'reject'; reason: VerificationRejectReason });

/**
 * A moderator's decision on a pending selfie, once: approving gives the member the badge
 * (users.verified_at), rejecting records the reason the member reads. Audited in the same
 * transaction. A rejected selfie proved nothing and is a face we have no reason to keep: its file
 * goes once the decision is committed; an approved one stays as the evidence behind the badge.
 */
export async function reviewVerification(db: Db, selfies: Storage, operator: Operator, input: ReviewInput, now: Date): Promise<Verification> {
  const reviewed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(photoVerifications)
      .where(and(eq(photoVerifications.id, input.id), siteScope(operator, photoVerifications.tenantId)))
      .for('update');
    if (!row) throw new DomainError(404, 'verification_not_found', 'operator_console.verification_not_found');
    if (row.status !== 'pending') throw new DomainError(409, 'verification_reviewed', 'operator_console.verification_reviewed');
    const [updated] = await tx
      .update(photoVerifications)
      .set({
        status: input.action === 'approve' ? 'approved' : 'rejected',
        rejectReason: input.action === 'reject' ? input.reason : null,
        reviewedAt: now,
        reviewedBy: operator.id,
      })
      .where(eq(photoVerifications.id, row.id))
      .returning();
    if (input.action === 'approve') await tx.update(users).set({ verifiedAt: now }).where(eq(users.id, row.userId));
    await audit(tx, operator, input.action === 'approve' ? 'verification_approve' : 'verification_reject', {
      tenantId: row.tenantId,
      memberId: row.userId,
      detail: { verification_id: row.id, pose: row.pose, ...(input.action === 'reject' && { reason: input.reason }) },
      ip: input.ip,
    });
    return updated as Verification;
  });
  if (reviewed.status === 'rejected') await selfies.remove(reviewed.filename);
  return reviewed;
}
