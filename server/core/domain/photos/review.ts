import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, type Operator } from '#server/platform/db/schema';
import { audit } from '#server/core/domain/operators/audit';
import { siteScope } from '#server/core/domain/operators/roles';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { lockMembers, settleMainPhoto } from './manage';

export interface QueueFilter {
  /** One of the operator's sites (the guard checked it), else all of them. */
  tenantId?: string | undefined;
  /** The previous page's last id: the queue runs oldest first. */
  after?: number | undefined;
  limit: number;
}

/** What a moderator needs beside a pending photo to judge it: who uploaded it and what they already show. */
export interface QueueMember {
  /** Their photos others see now (main first), and the ones rejected before. */
  active: (typeof photos.$inferSelect)[];
  rejected: (typeof photos.$inferSelect)[];
}

export interface PhotoQueue {
  rows: { photo: typeof photos.$inferSelect; profile: typeof profiles.$inferSelect | null }[];
  members: Map<number, QueueMember>;
  /** Pending photos per site of the operator (every site, whatever the filter: the site picker shows them). */
  pendingPerSite: { tenantId: string; pending: number }[];
}

function pendingOnSites(operator: Operator, tenantId: string | undefined): SQL | undefined {
  return and(eq(photos.status, 'pending'), siteScope(operator, photos.tenantId), tenantId === undefined ? undefined : eq(photos.tenantId, tenantId));
}

/**
 * The moderation queue: pending photos of the operator's sites, oldest first, with their
 * members. One site's page walks photos_pending (tenant, id), several sites' photos_pending_oldest
 * (id); the members' other photos come from photos_user in one query, the counts from the
 * pending indexes alone.
 */
export async function photoQueue(db: Db, operator: Operator, filter: QueueFilter): Promise<PhotoQueue> {
  const rows = await db
    .select({ photo: photos, profile: profiles })
    .from(photos)
    .leftJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(pendingOnSites(operator, filter.tenantId), filter.after === undefined ? undefined : gt(photos.id, filter.after)))
    .orderBy(asc(photos.id))
    .limit(filter.limit);
  const userIds = [...new Set(rows.map((row) => row.photo.userId))];
  const others = userIds.length
    ? await db
        .select()
        .from(photos)
        .where(and(inArray(photos.userId, userIds), inArray(photos.status, ['active', 'rejected'])))
        .orderBy(asc(photos.id))
    : [];
  const members = new Map<number, QueueMember>(userIds.map((id) => [id, { active: [], rejected: [] }]));
  for (const photo of others) {
    const member = members.get(photo.userId);
    if (photo.status === 'active') member?.active.push(photo);
    else member?.rejected.push(photo);
  }
  for (const member of members.values()) member.active.sort((a, b) => Number(b.isMain) - Number(a.isMain));
  const pendingPerSite = await db
    .select({ tenantId: photos.tenantId, pending: count() })
    .from(photos)
    .where(pendingOnSites(operator, undefined))
    .groupBy(photos.tenantId)
    .orderBy(photos.tenantId);
  return { rows, members, pendingPerSite };
}

export type ReviewInput = { ids: number[]; ip: string | null; now: Date } & ({ action: 'approve' } | { action: 'reject'; reason: PhotoRejectReason });

/**
 * Approves or rejects photos in one go. Only photos still pending on the operator's sites change;
 * anything else (reviewed meanwhile, deleted, another site's) is skipped without a word, so
 * reviewing twice changes nothing and says nothing about other sites. One audit row per photo.
 */
export async function reviewPhotos(db: Db, operator: Operator, input: ReviewInput): Promise<{ reviewed: number[]; skipped: number[] }> {
  const ids = [...new Set(input.ids)];
  const reviewed = await db.transaction(async (tx) => {
    const owners = await tx
      .selectDistinct({ userId: photos.userId })
      .from(photos)
      .where(and(inArray(photos.id, ids), pendingOnSites(operator, undefined)));
    await lockMembers(
      tx,
      owners.map((owner) => owner.userId),
    );
    const changed = await tx
      .update(photos)
      .set({
        status: input.action === 'approve' ? 'active' : 'rejected',
        rejectReason: input.action === 'reject' ? input.reason : null,
        reviewedAt: input.now,
        reviewedBy: operator.id,
      })
      .where(and(inArray(photos.id, ids), pendingOnSites(operator, undefined)))
      .returning({ id: photos.id, tenantId: photos.tenantId, userId: photos.userId });
    for (const userId of new Set(changed.map((photo) => photo.userId))) await settleMainPhoto(tx, userId);
    for (const photo of changed) {
      await audit(tx, operator, `photo_${input.action}`, {
        tenantId: photo.tenantId,
        memberId: photo.userId,
        detail: { photo_id: photo.id, ...(input.action === 'reject' && { reason: input.reason }) },
        ip: input.ip,
      });
    }
    return changed.map((photo) => photo.id).sort((a, b) => a - b);
  });
  const done = new Set(reviewed);
  return { reviewed, skipped: ids.filter((id) => !done.has(id)) };
}
