import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { livePresence, profiles } from '#server/platform/db/schema';
import { PRESENCE_STALE_MS } from '#server/platform/realtime/presence';
import type { Tenant } from '#server/platform/tenancy/schema';
import { facesWithPhoto, LANDER_FACES, landerFaces, type LanderFace } from './members';

/**
 * alonetonight (docs/product.md#landers): the site's faces from the visitor's own country first
 * (the country the request came from, when the site serves it), and which of them are online now
 * — only those with a live socket are called online, no one is made up.
 */

/** The country the lander is about: the visitor's when the site serves it, else none (the whole site). */
export function tonightCountry(tenant: Pick<Tenant, 'countries'>, visitorCountry: string | null): string | null {
  return visitorCountry && tenant.countries.includes(visitorCountry) ? visitorCountry : null;
}

/** Newest visible faces of one country: a walk of profiles_search_country that stops after `limit`. */
function countryFaces(db: Db, tenantId: string, gender: 'male' | 'female' | undefined, country: string, limit: number): Promise<LanderFace[]> {
  return facesWithPhoto(db)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.status, 'active'), eq(profiles.country, country), ...(gender ? [eq(profiles.gender, gender)] : [])))
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(limit);
}

/** The faces of the lander: the country's first, then the newest of the site. */
export async function tonightFaces(
  db: Db,
  audience: { tenantId: string; gender: 'male' | 'female' | undefined; country: string | null },
  limit = LANDER_FACES,
): Promise<LanderFace[]> {
  const local = audience.country ? await countryFaces(db, audience.tenantId, audience.gender, audience.country, limit) : [];
  if (local.length >= limit) return local;
  const rest = await landerFaces(db, { tenantId: audience.tenantId, gender: audience.gender }, limit);
  const seen = new Set(local.map((row) => row.profile.userId));
  return [...local, ...rest.filter((row) => !seen.has(row.profile.userId))].slice(0, limit);
}

/** Which of these members have an open live socket right now (the presence rows of the live hub). */
export async function onlineNow(db: Db, userIds: readonly number[], now: Date): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: livePresence.userId })
    .from(livePresence)
    .where(
      and(inArray(livePresence.userId, [...userIds]), gt(livePresence.connections, 0), gt(livePresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS))),
    );
  return rows.map((row) => row.userId);
}
