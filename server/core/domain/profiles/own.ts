import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/client';
import { preparedPerDatabase } from '#server/platform/db/prepared';
import { photos, profiles } from '#server/platform/db/schema';
import type { User } from '../accounts/context';
import { findProfile, keepViewerProfile } from '../accounts/lookup';
import { visibleMainPhoto } from '../members/with-main-photo';
import { missingProfileParts } from './completeness';
import { listOwnPhotos } from '../photos/manage';

const waiting = alias(photos, 'waiting_photos');

/**
 * The member's own profile with its main photo and whether a photo waits for a moderator, prepared
 * once per database (decision 0112): every page asks it, and Drizzle took about half a millisecond
 * to build its SQL each time (the profile's and the photo's every column, decision 0160).
 */
const ownProfileBasics = preparedPerDatabase((db) =>
  db
    .select({
      profile: profiles,
      photo: photos,
      // A photo waiting for a moderator counts as added (docs/product.md#member-alerts); found by the photos_user index.
      photoWaiting: exists(
        db
          .select({ id: waiting.id })
          .from(waiting)
          .where(and(eq(waiting.userId, profiles.userId), eq(waiting.status, 'pending'))),
      ).mapWith(Boolean),
    })
    .from(profiles)
    .leftJoin(photos, visibleMainPhoto)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('own_profile_basics'),
);

/**
 * The member's own profile with its main photo and the parts still missing, in one query
 * (GET /api/user.php asks on every page); undefined before sign-up has created the profile. The
 * profile it reads is the request's own from the moment it is asked (keepViewerProfile): the
 * page's other parts wait for it rather than read it again.
 */
export async function loadOwnProfileBasics(db: Db, user: User) {
  const read = ownProfileBasics(db)
    .execute({ userId: user.id })
    .then(([row]) => row);
  keepViewerProfile(
    user,
    read.then((row) => row?.profile),
  );
  const row = await read;
  if (!row) return undefined;
  const { profile, photo } = row;
  return { profile, photo, missing: missingProfileParts({ ...profile, hasPhoto: photo !== null || row.photoWaiting }) };
}

/** The member's own profile with every photo (/profile): the two reads run side by side. */
export async function loadOwnProfile(db: Db, userId: number) {
  const [profile, photos] = await Promise.all([findProfile(db, userId), listOwnPhotos(db, userId)]);
  return profile ? { profile, photos } : undefined;
}
