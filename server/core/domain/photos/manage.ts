import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, users } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import { DomainError } from '../errors';
import { enqueuePhotoFilesRemoval, removeFilesAtOnce } from './file-removal';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the members' rows in id order, as an upload does: uploads, reviews, deletions and main
 * photo changes of one member take turns, so the main photo is settled on what is committed, and
 * two moderators' overlapping bulk reviews cannot deadlock.
 */
export async function lockMembers(tx: Transaction, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.id))
    .for('update');
}

async function ownPhoto(db: Db | Transaction, userId: number, photoId: number): Promise<typeof photos.$inferSelect> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .limit(1);
  if (!photo) throw new DomainError(404, 'photo_not_found', 'photos.not_found');
  return photo;
}

export function listOwnPhotos(db: Db, userId: number): Promise<(typeof photos.$inferSelect)[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id));
}

async function makeMain(tx: Transaction, userId: number, photoId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ isMain: sql`${photos.id} = ${photoId}` })
    .where(and(eq(photos.userId, userId), sql`(${photos.isMain} or ${photos.id} = ${photoId})`));
}

/**
 * Others only ever see an active main photo, so the main photo is an active one whenever the
 * member has one: the oldest active photo takes over from a main photo still waiting for review,
 * rejected or gone. Without any active photo the oldest photo is main, so the first approval shows.
 * Then profiles.has_photo says whether cards show a face, for the lists' faces-first order.
 * Runs inside the transaction that changed the member's photos, with the member locked
 * (lockMembers); one walk of photos_user.
 */
export async function settleMainPhoto(tx: Transaction, userId: number): Promise<void> {
  const own = await tx
    .select({ id: photos.id, status: photos.status, isMain: photos.isMain })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.id));
  const main = own.find((photo) => photo.isMain);
  const next = main?.status === 'active' ? undefined : (own.find((photo) => photo.status === 'active') ?? (main ? undefined : own[0]));
  if (next) await makeMain(tx, userId, next.id);
  // An active photo is main by now whenever there is one, so "has an active photo" is "has a face".
  const hasPhoto = own.some((photo) => photo.status === 'active');
  await tx
    .update(profiles)
    .set({ hasPhoto })
    .where(and(eq(profiles.userId, userId), ne(profiles.hasPhoto, hasPhoto)));
}

/** Makes one active photo the main photo; exactly one main photo at a time. */
export async function setMainPhoto(db: Db, userId: number, photoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMembers(tx, [userId]);
    const photo = await ownPhoto(tx, userId, photoId);
    // A photo others cannot see would leave the member without a face on every card.
    if (photo.status !== 'active') throw new DomainError(409, 'photo_not_active', 'photos.main_not_active');
    await makeMain(tx, userId, photoId);
  });
}

/** Deletes the photo and its files (copies included); when it was the main photo, the oldest active one takes over. */
export async function deletePhoto(db: Db, storage: Storage, userId: number, photoId: number): Promise<void> {
  const photo = await ownPhoto(db, userId, photoId);
  await db.transaction(async (tx) => {
    await lockMembers(tx, [userId]);
    const [deleted] = await tx.delete(photos).where(eq(photos.id, photoId)).returning({ isMain: photos.isMain });
    if (deleted?.isMain) await settleMainPhoto(tx, userId);
    await enqueuePhotoFilesRemoval(tx, photo, new Date());
  });
  await removeFilesAtOnce(storage, [photo]);
}
