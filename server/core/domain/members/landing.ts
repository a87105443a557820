import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { reachableTo } from './visibility';
import { profilesWithMainPhoto, type CardProfile } from './with-main-photo';

export interface MemberLanding {
  profile: CardProfile;
  photo: typeof photos.$inferSelect | null;
  /** Her other public photos: counted for "sign up to see more", never linked. */
  morePhotos: number;
}

/**
 * One of the site's own members as the landing page of an ad (docs/product.md#member-landings).
 * Shown to visitors whatever the site's logged-out search, since it shows no more than an ad
 * does; only a profile of this site that is active (confirmed, not invisible, not being deleted)
 * and, for a logged-in viewer, not blocked either way — anything else is not found.
 */
export async function loadMemberLanding(db: Db, input: { tenant: Tenant; viewer?: User | undefined; memberId: number }): Promise<MemberLanding> {
  const { tenant, viewer, memberId } = input;
  const [row] = await profilesWithMainPhoto(db)
    // Looked up by id, as a profile page is (an unlisted profile, the demo login, has its landing too); this site's own only.
    .where(and(eq(profiles.userId, memberId), eq(profiles.tenantId, tenant.id), reachableTo(tenant, viewer?.id)))
    .limit(1);
  if (!row) throw new DomainError(404, 'member_not_found', 'members.not_found');
  const [others] = await db
    .select({ total: count() })
    .from(photos)
    .where(and(eq(photos.userId, memberId), eq(photos.status, 'active'), eq(photos.isMain, false)));
  return { profile: row.profile, photo: row.photo?.status === 'active' ? row.photo : null, morePhotos: others?.total ?? 0 };
}
