import { and, asc, count, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, type Operator } from '#server/platform/db/schema';
import { audit } from '#server/core/domain/operators/audit';
import { siteScope } from '#server/core/domain/operators/roles';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { Storage } from '#server/adapters/storage/storage';
import { enqueuePhotoFilesRemoval, removeFilesAtOnce } from './file-removal';
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

/** Per site of the operator: photos waiting for approval, and published ones no moderator has seen (decision 0146). */
export interface SiteQueueCount {
  tenantId: string;
  pending: number;
  unreviewed: number;
}

export interface PhotoQueue {
  /** `reported`: the member has open complaints (the review-after queue puts them first). */
  rows: { photo: typeof photos.$inferSelect; profile: typeof profiles.$inferSelect | null; reported: boolean }[];
  members: Map<number, QueueMember>;
  /** Both queues' counts per site of the operator (every site, whatever the filter: the site picker and the tabs show them). */
  perSite: SiteQueueCount[];
  /** Where the next page starts (the last id of a full page), null at the end. */
  next: number | null;
}

function pendingOnSites(operator: Operator, tenantId: string | undefined): SQL | undefined {
  return and(eq(photos.status, 'pending'), siteScope(operator, photos.tenantId), tenantId === undefined ? undefined : eq(photos.tenantId, tenantId));
}

/** Published photos on the operator's sites that no moderator has seen: the photos_unreviewed indexes' condition. */
export function unreviewedOnSites(operator: Operator, tenantId: string | undefined): SQL | undefined {
  return and(
    eq(photos.status, 'active'),
    isNull(photos.reviewedAt),
    siteScope(operator, photos.tenantId),
    tenantId === undefined ? undefined : eq(photos.tenantId, tenantId),
  );
}

/** Each queue's size per site, counted on its partial index alone (photos_pending, photos_unreviewed). */
export async function queueCounts(db: Db, operator: Operator): Promise<SiteQueueCount[]> {
  const perSite = (where: SQL | undefined) => db.select({ tenantId: photos.tenantId, total: count() }).from(photos).where(where).groupBy(photos.tenantId);
  const [pending, unreviewed] = await Promise.all([perSite(pendingOnSites(operator, undefined)), perSite(unreviewedOnSites(operator, undefined))]);
  const sites = new Map<string, SiteQueueCount>();
  for (const [queue, rows] of [
    ['pending', pending],
    ['unreviewed', unreviewed],
  ] as const) {
    for (const row of rows) {
      const site = sites.get(row.tenantId) ?? { tenantId: row.tenantId, pending: 0, unreviewed: 0 };
      site[queue] = row.total;
      sites.set(row.tenantId, site);
    }
  }
  return [...sites.values()].sort((a, b) => a.tenantId.localeCompare(b.tenantId));
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
  const [members, perSite] = await Promise.all([
    queueMembers(
      db,
      rows.map((row) => row.photo.userId),
    ),
    queueCounts(db, operator),
  ]);
  const next = rows.length === filter.limit ? (rows.at(-1)?.photo.id ?? null) : null;
  return { rows: rows.map((row) => ({ ...row, reported: false })), members, perSite, next };
}

/** What each member of a queue page shows and had rejected: one query on photos_user. */
export async function queueMembers(db: Db, ids: readonly number[]): Promise<Map<number, QueueMember>> {
  const userIds = [...new Set(ids)];
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
  return members;
}

export type ReviewInput = { ids: number[]; ip: string | null; now: Date } & ({ action: 'approve' } | { action: 'reject'; reason: PhotoRejectReason });

/**
 * Approves or rejects photos in one go. Only photos still pending on the operator's sites change;
 * anything else (reviewed meanwhile, deleted, another site's) is skipped without a word, so
 * reviewing twice changes nothing and says nothing about other sites. One audit row per photo.
 * A rejected photo's files go once it is decided: what breaks the rules is not kept (decision 0146).
 */
export async function reviewPhotos(db: Db, storage: Storage, operator: Operator, input: ReviewInput): Promise<{ reviewed: number[]; skipped: number[] }> {
  const ids = [...new Set(input.ids)];
  const changed = await db.transaction(async (tx) => {
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
      .returning();
    for (const userId of new Set(changed.map((photo) => photo.userId))) await settleMainPhoto(tx, userId);
    for (const photo of changed) {
      if (input.action === 'reject') await enqueuePhotoFilesRemoval(tx, photo, input.now);
      await audit(tx, operator, `photo_${input.action}`, {
        tenantId: photo.tenantId,
        memberId: photo.userId,
        detail: { photo_id: photo.id, ...(input.action === 'reject' && { reason: input.reason }) },
        ip: input.ip,
      });
    }
    return changed;
  });
  if (input.action === 'reject') await removeFilesAtOnce(storage, changed);
  const reviewed = changed.map((photo) => photo.id).sort((a, b) => a - b);
  const done = new Set(reviewed);
  return { reviewed, skipped: ids.filter((id) => !done.has(id)) };
}
