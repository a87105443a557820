import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { likes, profiles, type photos } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { storeEvents, type Notice } from '#server/platform/realtime/events';
import { DomainError } from '../errors';
import { reachableTo } from '../members/visibility';
import { profilesWithMainPhoto, type CardProfile } from '../members/with-main-photo';

const LIST_LIMIT = 200;

/** The likes found for a member (presented by server/core/presenters/likes.ts), newest first. */
export interface LoadedLikes {
  /** Everyone involved (sent or received) whom the member may see. */
  visible: readonly { profile: CardProfile; photo: typeof photos.$inferSelect | null }[];
  /** Ids the member liked (sent). */
  liked: readonly number[];
  /** Who liked the member; isNew until their profile is opened, announced once shown to them. */
  likedBy: readonly { id: number; isNew: boolean; announced: boolean }[];
}

/** The member must be someone this user may see (same site, visible, no block either way). */
export async function assertLikeable(db: Db, tenant: Tenant, user: User, memberId: number): Promise<void> {
  const [member] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, memberId), reachableTo(tenant, user.id)))
    .limit(1);
  if (!member) throw new DomainError(404, 'member_not_found', 'members.not_found');
}

async function likesBack(db: Pick<Db, 'select'>, likerId: number, likedId: number): Promise<boolean> {
  const [back] = await db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)))
    .limit(1);
  return Boolean(back);
}

export interface Liked {
  match: boolean;
  /** The like (and the match) stored with it, to publish once committed; none for a repeat. */
  events: LiveEvent[];
}

/**
 * Liking twice changes nothing; a like to someone who liked you is a match. The liked member's
 * news and the match's, for both, are stored in the like's transaction with their notify jobs:
 * a notification exists exactly when the like does.
 */
export async function likeMember(db: Db, tenant: Tenant, user: User, memberId: number): Promise<Liked> {
  await assertLikeable(db, tenant, user, memberId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(likes)
      .values({ likerId: user.id, likedId: memberId, tenantId: tenant.id })
      .onConflictDoNothing()
      .returning({ likedId: likes.likedId });
    const match = await likesBack(tx, user.id, memberId);
    if (!inserted.length) return { match, events: [] };
    const notices: Notice[] = [{ to: [memberId], type: 'like', payload: { from: user.id } }];
    if (match) notices.push({ to: [user.id, memberId], type: 'match', payload: { members: [user.id, memberId] } });
    return { match, events: await storeEvents(tx, notices) };
  });
}

export async function unlikeMember(db: Db, user: User, memberId: number): Promise<void> {
  await db.delete(likes).where(and(eq(likes.likerId, user.id), eq(likes.likedId, memberId)));
}

/** docs/product.md#likes-new-flag: opening a profile clears the new-like flag of that profile's like to the viewer. */
export async function markLikeSeen(db: Db, viewerId: number, memberId: number): Promise<void> {
  await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.likerId, memberId), eq(likes.likedId, viewerId), eq(likes.isNew, true)));
}

/**
 * The "New like" or "It's a match" moment for this like was shown to the liked member: it is not
 * shown again, on this device or another. Only the liked member's own likes received change.
 */
export async function markLikeAnnounced(db: Db, viewerId: number, memberId: number, now: Date): Promise<void> {
  await db
    .update(likes)
    .set({ announcedAt: now })
    .where(and(eq(likes.likerId, memberId), eq(likes.likedId, viewerId), isNull(likes.announcedAt)));
}

/** The likes overview (docs/product.md#likes-rule); likes of hidden, blocked or deleted members drop out. */
export async function listLikes(db: Db, tenant: Tenant, user: User): Promise<LoadedLikes> {
  const rows = await db
    .select({ likerId: likes.likerId, likedId: likes.likedId, isNew: likes.isNew, announcedAt: likes.announcedAt })
    .from(likes)
    .where(or(eq(likes.likerId, user.id), eq(likes.likedId, user.id)))
    .orderBy(desc(likes.createdAt))
    .limit(LIST_LIMIT * 2);
  const otherIds = [...new Set(rows.map((row) => (row.likerId === user.id ? row.likedId : row.likerId)))];
  const visible = otherIds.length ? await profilesWithMainPhoto(db).where(and(inArray(profiles.userId, otherIds), reachableTo(tenant, user.id))) : [];
  const shown = new Set(visible.map(({ profile }) => profile.userId));
  return {
    visible,
    liked: rows.filter((row) => row.likerId === user.id && shown.has(row.likedId)).map((row) => row.likedId),
    likedBy: rows
      .filter((row) => row.likedId === user.id && shown.has(row.likerId))
      .map((row) => ({ id: row.likerId, isNew: row.isNew, announced: row.announcedAt !== null })),
  };
}
