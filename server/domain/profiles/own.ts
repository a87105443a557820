import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema';
import { findProfile } from '../accounts/lookup';
import { profilesWithMainPhoto } from '../members/with-main-photo';
import { listOwnPhotos } from '../photos/manage';

/**
 * The member's own profile with its main photo, in one query (GET /api/user.php asks on every
 * page); undefined before sign-up has created the profile.
 */
export async function loadOwnProfileBasics(db: Db, userId: number) {
  const [row] = await profilesWithMainPhoto(db).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** The member's own profile with every photo (/profile): the two reads run side by side. */
export async function loadOwnProfile(db: Db, userId: number) {
  const [profile, photos] = await Promise.all([findProfile(db, userId), listOwnPhotos(db, userId)]);
  return profile ? { profile, photos } : undefined;
}
