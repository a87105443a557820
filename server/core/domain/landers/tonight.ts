import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles } from '#server/platform/db/schema';
import { onlineAmong, onlineNow as hasLiveSocket } from '#server/platform/realtime/presence';
import type { Tenant } from '#server/platform/tenancy/schema';
import { newestFirst } from '../members/list-order';
import { facesWithPhoto, LANDER_FACES, landerFaces, listedFace, type LanderFace } from './members';

/**
 * alonetonight (docs/product.md#landers): the site's faces online now first, then those from the
 * visitor's own country (the country the request came from, when the site serves it), and which
 * of them are online now — only those with a live socket are called online, no one is made up.
 */

/** The country the lander is about: the visitor's when the site serves it, else none (the whole site). */
export function tonightCountry(tenant: Pick<Tenant, 'countries'>, visitorCountry: string | null): string | null {
  return visitorCountry && tenant.countries.includes(visitorCountry) ? visitorCountry : null;
}

interface TonightAudience {
  tenantId: string;
  gender: 'male' | 'female' | undefined;
  country: string | null;
  /** Put the members with a live socket at this moment first (alonetonight); the front page leaves them in place. */
  onlineAt?: Date | undefined;
}

function audienceOf(audience: TonightAudience) {
  return [eq(profiles.tenantId, audience.tenantId), listedFace, ...(audience.gender ? [eq(profiles.gender, audience.gender)] : [])];
}

/** Newest visible faces of one country: a walk of profiles_search_country that stops after `limit`. */
function countryFaces(db: Db, audience: TonightAudience, country: string, limit: number): Promise<LanderFace[]> {
  return facesWithPhoto(db)
    .where(and(...audienceOf(audience), eq(profiles.country, country)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * The faces with a live socket now, the country's first. It starts from the presence rows (the
 * open sockets, few next to the profiles, as the search's online filter does), so only they are sorted.
 */
function onlineFaces(db: Db, audience: TonightAudience, now: Date, limit: number): Promise<LanderFace[]> {
  const ownCountry = audience.country ? [desc(sql`${profiles.country} = ${audience.country}`)] : [];
  return facesWithPhoto(db)
    .where(and(...audienceOf(audience), hasLiveSocket(profiles.userId, now)))
    .orderBy(...ownCountry, ...newestFirst)
    .limit(limit);
}

/** The faces of the lander: those online now (when asked), the country's, then the newest of the site. */
export async function tonightFaces(db: Db, audience: TonightAudience, limit = LANDER_FACES): Promise<LanderFace[]> {
  const faces: LanderFace[] = [];
  const seen = new Set<number>();
  const add = (rows: LanderFace[]) => {
    for (const row of rows) {
      if (faces.length >= limit) return;
      if (seen.has(row.profile.userId)) continue;
      seen.add(row.profile.userId);
      faces.push(row);
    }
  };
  if (audience.onlineAt) add(await onlineFaces(db, audience, audience.onlineAt, limit));
  // Each later list is asked for a whole `limit`: what it shares with the earlier ones is skipped.
  if (audience.country && faces.length < limit) add(await countryFaces(db, audience, audience.country, limit));
  if (faces.length < limit) add(await landerFaces(db, { tenantId: audience.tenantId, gender: audience.gender }, limit));
  return faces;
}

/** Which of these members show as online to others now (docs/product.md#presence: a live socket, not invisible). */
export async function onlineNow(db: Db, userIds: readonly number[], now: Date): Promise<number[]> {
  return [...(await onlineAmong(db, userIds, now))];
}
