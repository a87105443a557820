import { and, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { profiles } from '#server/platform/db/schema';

type Place = Pick<typeof profiles.$inferSelect, 'country' | 'region'>;

/** The order within a tier of a list: newest first, which every search index hands out after its equalities. */
export const newestFirst = [desc(profiles.createdAt), desc(profiles.userId)];

/**
 * docs/product.md#list-order in one query, for a list that has no places to put first: faces, then
 * the newest. The order of every search index (profiles_search_*: …, has_photo, created_at,
 * user_id), so the list walks one and stops after its page instead of sorting every candidate.
 */
export const facesThenNewest = [desc(profiles.hasPhoto), ...newestFirst];

/**
 * docs/product.md#list-order as tiers a list asks one after the other (takeInTiers): faces first,
 * and among the faces (then among the rest) the given places in order. Each tier is equalities an
 * index starts with (has_photo, and the place's country and region) plus, for the places further
 * away, a country filtered out, so each is one walk of an index that stops after a page; one
 * ORDER BY on "same country" would sort every candidate of the site.
 */
export function listTiers(places: readonly SQL[] = []): SQL[] {
  return [true, false].flatMap((face) => {
    const faces = eq(profiles.hasPhoto, face);
    return places.length ? places.map((place) => and(faces, place) as SQL) : [faces];
  });
}

/** The member's own country, then the rest (places for listTiers). */
export function ownCountryFirst(country: string): SQL[] {
  return [eq(profiles.country, country), ne(profiles.country, country)];
}

/** The member's own region, the rest of their country, then the rest (places for listTiers). */
export function nearFirst(place: Place): SQL[] {
  const [country, elsewhere] = ownCountryFirst(place.country) as [SQL, SQL];
  if (!place.region) return [country, elsewhere];
  const sameRegion = and(country, eq(profiles.region, place.region)) as SQL;
  const restOfCountry = and(country, or(isNull(profiles.region), ne(profiles.region, place.region))) as SQL;
  return [sameRegion, restOfCountry, elsewhere];
}

/**
 * Up to `limit` rows, tier after tier: a later tier is asked only for what the earlier ones left,
 * so a list of a member's own faces usually costs one indexed query.
 */
export async function takeInTiers<T>(tiers: readonly SQL[], limit: number, page: (tier: SQL, limit: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const tier of tiers) {
    if (rows.length >= limit) break;
    rows.push(...(await page(tier, limit - rows.length)));
  }
  return rows;
}
