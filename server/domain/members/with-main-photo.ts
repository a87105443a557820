import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { photos, profiles } from '#server/db/schema';

/**
 * Profiles with their main photo (null when none): the start of every card list. Callers add
 * their own where, order and limit.
 */
export function profilesWithMainPhoto(db: Db) {
  return db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true)));
}
