import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { photos } from '#server/db/schema';
import type { Storage } from '#server/storage/storage';
import { DomainError } from '../errors';
import type { Photo } from './upload';

async function ownPhoto(db: Db, userId: number, photoId: number): Promise<Photo> {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .limit(1);
  if (!photo) throw new DomainError(404, 'photo_not_found', 'photos.not_found');
  return photo;
}

export function listOwnPhotos(db: Db, userId: number): Promise<Photo[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id));
}

/** Makes one photo the main photo; exactly one main photo at a time. */
export async function setMainPhoto(db: Db, userId: number, photoId: number): Promise<void> {
  await ownPhoto(db, userId, photoId);
  await db.transaction(async (tx) => {
    await tx
      .update(photos)
      .set({ isMain: false })
      .where(and(eq(photos.userId, userId), eq(photos.isMain, true)));
    await tx.update(photos).set({ isMain: true }).where(eq(photos.id, photoId));
  });
}

/** Deletes the photo and its files; when it was the main photo, the oldest remaining one takes over. */
export async function deletePhoto(db: Db, storage: Storage, userId: number, photoId: number): Promise<void> {
  const photo = await ownPhoto(db, userId, photoId);
  await db.transaction(async (tx) => {
    await tx.delete(photos).where(eq(photos.id, photoId));
    if (!photo.isMain) return;
    const [next] = await tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id)).limit(1);
    if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
  });
  // Demo avatars are shared by many demo members (server/db/seed/avatars.ts); their files stay.
  if (!photo.filename.includes('/demo-avatar-')) await Promise.all([storage.remove(photo.filename), storage.remove(photo.thumbFilename)]);
}
