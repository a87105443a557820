import type { photos } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import { enqueueJob } from '#server/platform/queue/enqueue';
import type { JobHandler } from '#server/platform/queue/queue';
import type { NotificationDeps } from '../notifications/deps';
import { variantKeys } from '#server/contract/photo-variants';
import { mailThumbKey } from './mail-thumb';

/**
 * A rejected or deleted photo's files go (decision 0146): at once after the decision's commit, and again by
 * this job a minute later, which retries until the store answers. So a store that is down when a
 * moderator decides neither fails the decision nor leaves the files reachable for good.
 */
export const PHOTO_FILES_JOB = 'photo_files_remove';

type StoredPhoto = Pick<typeof photos.$inferSelect, 'filename' | 'thumbFilename' | 'variantWidths'>;

/**
 * Every stored copy of a photo: the original, the thumbnail, its AVIF/WebP copies and the mail's
 * JPEG. None for a demo avatar: many demo members share it (server/boot/seed/avatars.ts).
 */
export function photoFileKeys(photo: StoredPhoto): string[] {
  if (photo.filename.includes('/demo-avatar-')) return [];
  return [photo.filename, photo.thumbFilename, mailThumbKey(photo.thumbFilename), ...variantKeys(photo)];
}

/** Removes every stored copy of a photo, so no address of it (/media, a CDN in front of it) finds it at its origin. */
async function removePhotoFiles(storage: Storage, photo: StoredPhoto): Promise<void> {
  await Promise.all(photoFileKeys(photo).map((key) => storage.remove(key)));
}

const SAFETY_NET_MS = 60_000;
/** A bucket that is down for half a day is still cleaned: backoff doubles from 5 s up to 6 h. */
const ATTEMPTS = 14;

type Photo = Pick<typeof photos.$inferSelect, 'id' | 'filename' | 'thumbFilename' | 'variantWidths'>;

/** In the decision's transaction; the keys travel in the job, as the member may delete the row meanwhile. */
export async function enqueuePhotoFilesRemoval(executor: Parameters<typeof enqueueJob>[0], photo: Photo, now: Date): Promise<void> {
  const keys = photoFileKeys(photo);
  if (!keys.length) return;
  const options = { key: `photo-files:${photo.id}`, mode: 'once' as const, runAt: new Date(now.getTime() + SAFETY_NET_MS), maxAttempts: ATTEMPTS };
  await enqueueJob(executor, PHOTO_FILES_JOB, { keys }, options);
}

/** After the commit: a store that fails now is the job's to finish, so the decision still stands and answers. */
export async function removeFilesAtOnce(storage: Storage, removed: readonly Photo[]): Promise<void> {
  await Promise.all(removed.map((photo) => removePhotoFiles(storage, photo))).catch(() => undefined);
}

async function removeKeys(deps: NotificationDeps, payload: Record<string, unknown>): Promise<void> {
  const keys = Array.isArray(payload.keys) ? payload.keys.filter((key): key is string => typeof key === 'string') : [];
  await Promise.all(keys.map((key) => deps.media.remove(key)));
}

export function photoFileHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return { [PHOTO_FILES_JOB]: (job) => removeKeys(deps, job.payload) };
}
