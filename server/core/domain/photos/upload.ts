import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/platform/db/client';
import { photos, users } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import type { User } from '../accounts/context';
import { DomainError, ValidationError } from '../errors';
import { PHOTO_LIMIT } from '#server/contract/membership-limits';
import { photoProcessing } from './queue';
import { settleMainPhoto } from './manage';
import { makeVariants, storeVariants } from './variants';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const MIN_SIDE = 200;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type Photo = typeof photos.$inferSelect;

/**
 * Reads the file's content (never its name or Content-Type): only real JPEG, PNG or WebP within
 * the limits. Every upload is re-encoded, which drops EXIF, GPS and anything hidden in the file.
 * The work waits its turn in the process's photo queue (./queue.ts).
 */
export function reencodePhoto(data: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
  return photoProcessing.run(() => reencode(data));
}

async function reencode(data: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
  const meta = await sharp(data, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
  if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE)
    throw new ValidationError({ photo: { key: 'photos.too_small', values: { min: MIN_SIDE } } });
  const base = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  // The header alone passed; a truncated or corrupt body only fails here, while decoding.
  const [full, thumb] = await Promise.all([
    base.clone().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    base.clone().resize({ width: 400, height: 400, fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
  ]).catch(() => {
    throw new ValidationError({ photo: { key: 'photos.bad_file' } });
  });
  return { full, thumb };
}

/**
 * Stores a new photo with its responsive copies (./variants.ts); the first one becomes the main
 * photo. Moderation follows the tenant. The member's row is locked while counting, so two parallel uploads cannot pass the limit.
 * `premium` gives the premium allowance without a payment (the sites' fictional profiles), `reviewer`
 * the operator who chose the photo.
 */
export async function uploadPhoto(
  db: Db,
  storage: Storage,
  user: User,
  input: { data: Buffer; moderation: 'auto' | 'manual'; premium?: boolean; reviewer?: { operatorId: number; at: Date } },
): Promise<Photo> {
  const premium = input.premium ?? user.paidUser;
  const limit = premium ? PHOTO_LIMIT.premium : PHOTO_LIMIT.free;
  const { full, thumb } = await reencodePhoto(input.data);
  const name = crypto.randomUUID();
  const filename = `${user.tenantId}/${name}.webp`;
  const thumbFilename = `${user.tenantId}/${name}_thumb.webp`;
  // Encoded before the member's row is locked: the slow part holds up nobody.
  const variants = await photoProcessing.run(() => makeVariants(full));
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(photos).where(eq(photos.userId, user.id));
    if (total >= limit) throw new DomainError(409, 'photo_limit', premium ? 'photos.limit_premium' : 'photos.limit_free', { count: limit });
    await Promise.all([storage.put(filename, full), storage.put(thumbFilename, thumb), storeVariants(storage, filename, variants)]);
    const [photo] = await tx
      .insert(photos)
      .values({
        tenantId: user.tenantId,
        userId: user.id,
        filename,
        thumbFilename,
        variantWidths: variants.widths,
        status: input.moderation === 'auto' ? 'active' : 'pending',
        isMain: total === 0,
        // An operator's upload (a fictional profile) was seen as it was chosen: nothing for the review-after queue.
        ...(input.reviewer && { reviewedAt: input.reviewer.at, reviewedBy: input.reviewer.operatorId }),
      })
      .returning();
    if (!photo) throw new Error('photo insert returned nothing');
    // An active photo takes over from a main photo others cannot see, and the profile counts as a face.
    await settleMainPhoto(tx, user.id);
    const [settled] = await tx.select().from(photos).where(eq(photos.id, photo.id));
    return settled ?? photo;
  });
}
