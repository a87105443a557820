import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { complaints, photos, users, type Operator } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { audit } from '#server/core/domain/operators/audit';
import { banMember, BAN_REASON_MAX, memberForOperator } from '#server/core/domain/operators/ban';
import { siteScope } from '#server/core/domain/operators/roles';
import { enqueuePhotoFilesRemoval, removeFilesAtOnce } from '#server/core/domain/photos/file-removal';
import { settleMainPhoto } from '#server/core/domain/photos/manage';
import { photoRemovedEvents } from '#server/core/domain/photos/removal-events';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { enqueuePhotoRemovedMail } from '#server/core/domain/photos/removed-mail';
import type { Storage } from '#server/adapters/storage/storage';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { enqueueComplaintOutcome, enqueueComplaintWarning } from './mail';
import { complaintForOperator } from './view';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const RESOLVE_ACTIONS = ['dismiss', 'warn', 'hide_photo', 'ban'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
export type Resolution = NonNullable<(typeof complaints.$inferSelect)['resolution']>;

const RESOLUTIONS: Record<ResolveAction, Resolution> = { dismiss: 'dismissed', warn: 'warned', hide_photo: 'photo_hidden', ban: 'banned' };

/** The operator's note stays with the team (the complaint, the audit log): members never read it. */
export const NOTE_MAX = 2000;

export type ResolveInput = { id: number; note: string; ip: string | null; now: Date } & (
  { action: 'dismiss' | 'warn' | 'ban' } | { action: 'hide_photo'; photoId: number; photoReason: PhotoRejectReason }
);

export interface Resolved {
  complaint: typeof complaints.$inferSelect;
  /** Other open complaints about a banned member, closed with this one. */
  alsoClosed: number[];
  /** A hidden photo's live events, for the caller to publish once this committed (decision 0146). */
  events: LiveEvent[];
}

/**
 * The photo must be the reported member's and still shown or waiting: it becomes rejected with a
 * reason the member reads and is mailed, as any removal (decision 0146); its files go after the commit.
 */
async function hidePhoto(
  tx: Transaction,
  operator: Operator,
  memberId: number,
  input: { photoId: number; photoReason: PhotoRejectReason; now: Date },
): Promise<typeof photos.$inferSelect> {
  // The member's row first, as uploads and photo reviews do: their photo changes take turns.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('update');
  const [hidden] = await tx
    .update(photos)
    .set({ status: 'rejected', rejectReason: input.photoReason, reviewedAt: input.now, reviewedBy: operator.id })
    .where(and(eq(photos.id, input.photoId), eq(photos.userId, memberId), ne(photos.status, 'rejected')))
    .returning();
  if (!hidden) throw new DomainError(404, 'photo_not_found', 'operator_console.complaint_photo_not_found');
  await settleMainPhoto(tx, memberId);
  await enqueuePhotoRemovedMail(tx, { photoId: hidden.id, userId: memberId, reason: input.photoReason, at: input.now });
  await enqueuePhotoFilesRemoval(tx, hidden, input.now);
  return hidden;
}

/**
 * A ban answers every open complaint about the member on the operator's sites: those reporters
 * are told too, and the queue does not keep offering a member who is gone.
 */
async function closeOthersAbout(tx: Transaction, operator: Operator, memberId: number, complaintId: number, note: string, now: Date): Promise<number[]> {
  const closed = await tx
    .update(complaints)
    .set({ status: 'closed', resolution: 'banned', resolvedAt: now, resolvedBy: operator.id, operatorNote: note || null })
    .where(and(eq(complaints.profileId, memberId), eq(complaints.status, 'open'), ne(complaints.id, complaintId), siteScope(operator, complaints.tenantId)))
    .returning({ id: complaints.id });
  for (const { id } of closed) await enqueueComplaintOutcome(tx, id, now);
  return closed.map(({ id }) => id).sort((a, b) => a - b);
}

/**
 * Resolves an open complaint once (a second resolve: 409): dismissed, the reported member warned
 * by mail, one of their photos hidden, or banned. The reporter is told the outcome without what
 * was done; one audit row records the decision and the note.
 */
export async function resolveComplaint(db: Db, storage: Storage, operator: Operator, input: ResolveInput): Promise<Resolved> {
  const note = input.note.trim();
  let hidden: typeof photos.$inferSelect | undefined;
  let events: LiveEvent[] = [];
  const resolved = await db.transaction(async (tx) => {
    const { complaint, reported } = await complaintForOperator(tx, operator, input.id);
    // Locked, then checked: of two moderators deciding at once, the second finds it closed.
    const [open] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.id, complaint.id), eq(complaints.status, 'open')))
      .for('update');
    if (!open) throw new DomainError(409, 'complaint_resolved', 'operator_console.complaint_resolved');
    const memberId = reported?.userId;
    let alsoClosed: number[] = [];
    if (input.action !== 'dismiss') {
      if (memberId === undefined) throw new DomainError(409, 'complaint_without_member', 'operator_console.complaint_without_member');
      // The member may belong to a site sharing profiles with the complaint's: acting on them needs that site too.
      const member = await memberForOperator(tx, operator, memberId);
      if (input.action === 'warn') await enqueueComplaintWarning(tx, complaint.id, input.now);
      if (input.action === 'hide_photo') {
        hidden = await hidePhoto(tx, operator, memberId, input);
        events = await photoRemovedEvents(tx, [memberId]);
      }
      if (input.action === 'ban') {
        const reason = `Complaint #${complaint.id} (${complaint.reason})${note ? `: ${note}` : ''}`.slice(0, BAN_REASON_MAX);
        // Banned meanwhile (another complaint, the member page): the complaint still ends as a ban.
        if (!member.bannedAt) await banMember(tx, operator, { memberId, reason, ip: input.ip }, input.now);
        alsoClosed = await closeOthersAbout(tx, operator, memberId, complaint.id, note, input.now);
      }
    }
    const [closed] = await tx
      .update(complaints)
      .set({ status: 'closed', resolution: RESOLUTIONS[input.action], resolvedAt: input.now, resolvedBy: operator.id, operatorNote: note || null })
      .where(eq(complaints.id, complaint.id))
      .returning();
    if (!closed) throw new DomainError(404, 'complaint_not_found', 'operator_console.complaint_not_found');
    await enqueueComplaintOutcome(tx, complaint.id, input.now);
    await audit(tx, operator, 'complaint_resolve', {
      tenantId: complaint.tenantId,
      memberId: memberId ?? null,
      detail: {
        complaint_id: complaint.id,
        action: input.action,
        ...(input.action === 'hide_photo' && { photo_id: input.photoId, photo_reason: input.photoReason }),
        ...(note && { note }),
        ...(alsoClosed.length && { also_closed: alsoClosed }),
      },
      ip: input.ip,
    });
    return { complaint: closed, alsoClosed, events };
  });
  if (hidden) await removeFilesAtOnce(storage, [hidden]);
  return resolved;
}
