import { and, desc, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { likes, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { viewerProfile } from '../accounts/lookup';
import { visibleTo } from '../members/visibility';
import { wantedGenders } from './preferences';
import { profilesWithMainPhoto, showsVerified } from '../members/with-main-photo';

const CANDIDATES = 50;

/**
 * The auto-like (docs/product.md#likes-auto-like): a visible member the user would like to meet (fictional ones first) likes
 * the user, once. Returns that profile for the like modal, or null when nobody is left.
 */
export async function autoLike(db: Db, tenant: Tenant, user: User, cdnPrefix: string, pick: (count: number) => number) {
  const own = await viewerProfile(db, user);
  if (!own) return null;
  const candidates = await profilesWithMainPhoto(db)
    .where(
      and(
        visibleTo(tenant, user.id),
        // A like is a member's own act: never made in the name of a cam performer (visibleTo keeps resold members out too).
        isNull(profiles.camHandle),
        inArray(profiles.gender, wantedGenders(own)),
        notExists(sql`(select 1 from ${likes} where ${likes.likerId} = ${profiles.userId} and ${likes.likedId} = ${user.id})`),
      ),
    )
    .orderBy(desc(profiles.fictional), desc(profiles.createdAt), desc(profiles.userId))
    .limit(CANDIDATES);
  const chosen = candidates[pick(candidates.length)];
  if (!chosen) return null;
  await db.insert(likes).values({ likerId: chosen.profile.userId, likedId: user.id, tenantId: tenant.id }).onConflictDoNothing();
  const photo = chosen.photo?.status === 'active' ? chosen.photo : null;
  return {
    id: chosen.profile.userId,
    name: chosen.profile.name,
    fictional: chosen.profile.fictional,
    verified: showsVerified(chosen.profile),
    main_image: photo && { match: `${cdnPrefix}${photo.filename}`, thumb_filename: `${cdnPrefix}${photo.thumbFilename}` },
  };
}
