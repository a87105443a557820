import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/client';
import { complaints, messages, photos, profiles, users, type Operator } from '#server/platform/db/schema';
import { siteScope } from '#server/core/domain/operators/roles';
import type { ComplaintReason } from '#server/core/domain/members/complaints';

export type ComplaintStatus = 'open' | 'closed';
export type QueueOrder = 'oldest' | 'newest';

export interface ComplaintFilter {
  /** One of the operator's sites (the guard checked it), else all of them. */
  tenantId?: string | undefined;
  status: ComplaintStatus;
  reason?: ComplaintReason | undefined;
  order: QueueOrder;
  /** The previous page's last id: older ones (newest first) or newer ones (oldest first). */
  cursor?: number | undefined;
  limit: number;
}

const reporterProfile = alias(profiles, 'reporter_profile');
const reportedProfile = alias(profiles, 'reported_profile');
const reportedUser = alias(users, 'reported_user');

/**
 * The reported member: the profile the complaint names, else the cited message's sender (a
 * message reported before complaints named its sender).
 */
export const reportedId = sql<number | null>`coalesce(${complaints.profileId}, ${messages.senderId})`;

/**
 * Complaints with who reported whom: the reporter's profile name, the reported profile, its
 * account's ban and badge, and its main photo. Each join is a primary key or photos_main lookup.
 */
export function complaintsWithPeople(db: Pick<Db, 'select'>) {
  return db
    .select({
      complaint: complaints,
      reporterName: reporterProfile.name,
      reported: reportedProfile,
      reportedBannedAt: reportedUser.bannedAt,
      reportedVerifiedAt: reportedUser.verifiedAt,
      mainPhoto: photos,
    })
    .from(complaints)
    .leftJoin(messages, eq(messages.id, complaints.messageId))
    .leftJoin(reporterProfile, eq(reporterProfile.userId, complaints.reporterId))
    .leftJoin(reportedProfile, eq(reportedProfile.userId, reportedId))
    .leftJoin(reportedUser, eq(reportedUser.id, reportedProfile.userId))
    .leftJoin(photos, and(eq(photos.userId, reportedProfile.userId), eq(photos.isMain, true)));
}

export type ComplaintWithPeople = Awaited<ReturnType<ReturnType<typeof complaintsWithPeople>['where']>>[number];

function onSites(operator: Operator, tenantId: string | undefined): SQL | undefined {
  return and(siteScope(operator, complaints.tenantId), tenantId === undefined ? undefined : eq(complaints.tenantId, tenantId));
}

/**
 * A page of the queue. complaints_tenant_open (tenant, status, id) hands out one site's open or
 * closed complaints in id order either way; across several sites complaints_open (id, open only)
 * does for the open queue, and the primary key for the closed ones (most are closed). The reason
 * narrows what they read.
 */
export function complaintQueue(db: Db, operator: Operator, filter: ComplaintFilter): Promise<ComplaintWithPeople[]> {
  const oldestFirst = filter.order === 'oldest';
  const cursor = filter.cursor === undefined ? undefined : oldestFirst ? gt(complaints.id, filter.cursor) : lt(complaints.id, filter.cursor);
  return complaintsWithPeople(db)
    .where(
      and(
        onSites(operator, filter.tenantId),
        eq(complaints.status, filter.status),
        filter.reason === undefined ? undefined : eq(complaints.reason, filter.reason),
        cursor,
      ),
    )
    .orderBy(oldestFirst ? asc(complaints.id) : desc(complaints.id))
    .limit(filter.limit);
}

/** Open complaints per site of the operator (the site picker and the menu show them): complaints_tenant_open alone. */
export function openPerSite(db: Db, operator: Operator): Promise<{ tenantId: string; open: number }[]> {
  return db
    .select({ tenantId: complaints.tenantId, open: count() })
    .from(complaints)
    .where(and(onSites(operator, undefined), eq(complaints.status, 'open')))
    .groupBy(complaints.tenantId)
    .orderBy(complaints.tenantId);
}
