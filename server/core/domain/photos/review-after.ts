import { and, desc, eq, inArray, isNotNull, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { complaints, photos, profiles, type Operator } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import { audit } from '#server/core/domain/operators/audit';
import { siteScope } from '#server/core/domain/operators/roles';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { enqueuePhotoFilesRemoval, removeFilesAtOnce } from './file-removal';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { lockMembers, settleMainPhoto } from './manage';
import { photoRemovedEvents } from './removal-events';
import { enqueuePhotoRemovedMail } from './removed-mail';
import { queueCounts, queueMembers, unreviewedOnSites, type PhotoQueue } from './review';

export interface ReviewAfterFilter {
  /** One of the operator's sites (the guard checked it), else all of them. */
  tenantId?: string | undefined;
  /** The previous page's last id: this queue runs newest first. */
  before?: number | undefined;
  limit: number;
}

/**
 * Members with an open complaint on the operator's sites (complaints_open, then photos_user per
 * member): a reported member's photos are the likeliest to break the rules, so they come first.
 */
function reportedMembers(db: Db, operator: Operator) {
  return db
    .selectDistinct({ id: complaints.profileId })
    .from(complaints)
    .where(and(eq(complaints.status, 'open'), isNotNull(complaints.profileId), siteScope(operator, complaints.tenantId)));
}

/**
 * The review-after queue of sites that publish at once (decision 0146): published photos no
 * moderator has seen, those of reported members first, then the newest first. The first page
 * brings up to `limit` reported ones and then a page of the others; later pages continue the
 * others from `before`. The others walk photos_unreviewed (tenant, id) or photos_unreviewed_all (id)
 * backwards; photos of a site that reviews first never get here, as its moderators saw them.
 */
export async function reviewAfterQueue(db: Db, operator: Operator, filter: ReviewAfterFilter): Promise<PhotoQueue> {
  const page = (where: SQL | undefined) =>
    db
      .select({ photo: photos, profile: profiles })
      .from(photos)
      .leftJoin(profiles, eq(profiles.userId, photos.userId))
      .where(and(unreviewedOnSites(operator, filter.tenantId), where))
      .orderBy(desc(photos.id))
      .limit(filter.limit);
  const reported = filter.before === undefined ? await page(inArray(photos.userId, reportedMembers(db, operator))) : [];
  const others = await page(
    and(notInArray(photos.userId, reportedMembers(db, operator)), filter.before === undefined ? undefined : lt(photos.id, filter.before)),
  );
  const rows = [...reported.map((row) => ({ ...row, reported: true })), ...others.map((row) => ({ ...row, reported: false }))];
  const [members, perSite] = await Promise.all([
    queueMembers(
      db,
      rows.map((row) => row.photo.userId),
    ),
    queueCounts(db, operator),
  ]);
  return { rows, members, perSite, next: others.length === filter.limit ? (others.at(-1)?.photo.id ?? null) : null };
}

interface Decision {
  ids: number[];
  ip: string | null;
  now: Date;
}

export interface Reviewed {
  reviewed: number[];
  skipped: number[];
}

/** A removal's answer, and the live events the caller publishes once it committed (decision 0138). */
export interface Removed extends Reviewed {
  events: LiveEvent[];
}

function outcome(ids: number[], changed: readonly { id: number }[]): Reviewed {
  const reviewed = changed.map((photo) => photo.id).sort((a, b) => a - b);
  const done = new Set(reviewed);
  return { reviewed, skipped: [...new Set(ids)].filter((id) => !done.has(id)) };
}

/**
 * Keeps published photos as they are, marked seen. Only photos still unreviewed on the operator's
 * sites change; anything else is skipped without a word, as reviewPhotos does. One audit row each.
 */
export async function keepPhotos(db: Db, operator: Operator, input: Decision): Promise<Reviewed> {
  const ids = [...new Set(input.ids)];
  const kept = await db.transaction(async (tx) => {
    const changed = await tx
      .update(photos)
      .set({ reviewedAt: input.now, reviewedBy: operator.id })
      .where(and(inArray(photos.id, ids), unreviewedOnSites(operator, undefined)))
      .returning({ id: photos.id, tenantId: photos.tenantId, userId: photos.userId });
    for (const photo of changed) {
      await audit(tx, operator, 'photo_keep', { tenantId: photo.tenantId, memberId: photo.userId, detail: { photo_id: photo.id }, ip: input.ip });
    }
    return changed;
  });
  return outcome(ids, kept);
}

/**
 * Takes photos down everywhere at once (decision 0146): a published or waiting photo on the
 * operator's sites becomes rejected with the reason, so no page, list, chat or mail shows it from
 * the next read on (they all join the active main photo); the member's next active photo becomes
 * main; the member is mailed in their language, and their open pages and those of whoever they
 * talk with hear of it live; one audit row each. After the commit every
 * stored copy goes (./file-removal.ts), so its addresses answer 404. A photo already rejected or
 * gone is skipped.
 */
export async function removePhotos(db: Db, storage: Storage, operator: Operator, input: Decision & { reason: PhotoRejectReason }): Promise<Removed> {
  const ids = [...new Set(input.ids)];
  const removable = and(inArray(photos.id, ids), inArray(photos.status, ['active', 'pending']), siteScope(operator, photos.tenantId));
  const removed = await db.transaction(async (tx) => {
    const owners = await tx.selectDistinct({ userId: photos.userId }).from(photos).where(removable);
    await lockMembers(
      tx,
      owners.map((owner) => owner.userId),
    );
    const before = new Map((await tx.select({ id: photos.id, status: photos.status }).from(photos).where(removable)).map((row) => [row.id, row.status]));
    const changed = await tx
      .update(photos)
      .set({ status: 'rejected', rejectReason: input.reason, reviewedAt: input.now, reviewedBy: operator.id })
      .where(removable)
      .returning();
    for (const userId of new Set(changed.map((photo) => photo.userId))) await settleMainPhoto(tx, userId);
    for (const photo of changed) {
      await enqueuePhotoRemovedMail(tx, { photoId: photo.id, userId: photo.userId, reason: input.reason, at: input.now });
      await enqueuePhotoFilesRemoval(tx, photo, input.now);
      await audit(tx, operator, 'photo_remove', {
        tenantId: photo.tenantId,
        memberId: photo.userId,
        detail: { photo_id: photo.id, reason: input.reason, was: before.get(photo.id) ?? null },
        ip: input.ip,
      });
    }
    const events = await photoRemovedEvents(
      tx,
      changed.map((photo) => photo.userId),
    );
    return { changed, events };
  });
  await removeFilesAtOnce(storage, removed.changed);
  return { ...outcome(ids, removed.changed), events: removed.events };
}
