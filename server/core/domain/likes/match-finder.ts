import { and, eq, gt, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { likes, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { viewerProfile } from '../accounts/lookup';
import { listTiers, nearFirst, newestFirst, takeInTiers } from '../members/list-order';
import { visibleTo } from '../members/visibility';
import { wantedGenders } from './preferences';
import { profilesWithMainPhoto, type CardProfile } from '../members/with-main-photo';
import { ageOn } from '#server/contract/age';
import type { photos } from '#server/platform/db/schema';
import type { DistanceBand } from '#server/contract/answers/likes';

export interface MatchPreferences {
  gender?: 'male' | 'female' | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  region?: string | undefined;
  interests: number[];
}

/** How far away, in bands: an answer's part (server/contract/answers/likes.ts). */
export type { DistanceBand };

/** One ranked member (presented by server/core/presenters/match-finder.ts). */
export interface Suggestion {
  profile: CardProfile;
  photo: typeof photos.$inferSelect | null;
  score: number;
  reasons: { shared_interests: number[]; distance: DistanceBand; age: number };
}

const CANDIDATES = 300;
const RESULTS = 20;

function birthDate(today: Date, years: number): string {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

/** Great-circle distance in km (haversine). */
function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type ProfileRow = typeof profiles.$inferSelect;

export function distanceBand(own: ProfileRow, other: Pick<ProfileRow, 'latitude' | 'longitude' | 'country' | 'region'>): DistanceBand {
  if (own.latitude !== null && own.longitude !== null && other.latitude !== null && other.longitude !== null) {
    if (kilometres({ lat: own.latitude, lon: own.longitude }, { lat: other.latitude, lon: other.longitude }) <= 50) return 'nearby';
  }
  if (own.country !== other.country) return 'further';
  return own.region && own.region === other.region ? 'same_region' : 'same_country';
}

const DISTANCE_POINTS: Record<DistanceBand, number> = { nearby: 30, same_region: 20, same_country: 8, further: 0 };

/** Within 50 km or in the member's own country: ranked before everyone further away. */
function isClose(distance: DistanceBand): boolean {
  return distance !== 'further';
}

/**
 * Ranked suggestions for the match finder: fitting members, scored by shared interests (10 each),
 * closeness and how near their age is to the middle of the wished range; members already liked are
 * left out. docs/product.md#list-order: the candidates are the newest faces of the member's own
 * region, then country, then elsewhere (and only then members without a photo); the ranking keeps
 * faces first and those close to the member (nearby or in their country) before the others, so a
 * high score from abroad never comes before the member's own country.
 */
export async function findMatches(db: Db, tenant: Tenant, user: User, prefs: MatchPreferences, today: Date): Promise<Suggestion[]> {
  const own = await viewerProfile(db, user);
  if (!own) return [];
  const conditions: SQL[] = [
    visibleTo(tenant, user.id),
    inArray(profiles.gender, prefs.gender ? [prefs.gender] : wantedGenders(own)),
    notExists(sql`(select 1 from ${likes} where ${likes.likerId} = ${user.id} and ${likes.likedId} = ${profiles.userId})`),
  ];
  if (prefs.min_age) conditions.push(lte(profiles.dateOfBirth, birthDate(today, prefs.min_age)));
  if (prefs.max_age) conditions.push(gt(profiles.dateOfBirth, birthDate(today, prefs.max_age + 1)));
  // A chosen region is the member's explicit place; without one their own comes first.
  const places = prefs.region ? [and(eq(profiles.country, own.country), eq(profiles.region, prefs.region)) as SQL] : nearFirst(own);
  const rows = await takeInTiers(listTiers(places), CANDIDATES, (tier, limit) =>
    profilesWithMainPhoto(db)
      .where(and(...conditions, tier))
      .orderBy(...newestFirst)
      .limit(limit),
  );
  const wished = new Set(prefs.interests.length ? prefs.interests : own.interests);
  const middle = prefs.min_age && prefs.max_age ? (prefs.min_age + prefs.max_age) / 2 : undefined;
  return rows
    .map(({ profile, photo }) => {
      const age = ageOn(profile.dateOfBirth, today);
      const shared = profile.interests.filter((id) => wished.has(id));
      const distance = distanceBand(own, profile);
      const agePoints = middle === undefined ? 0 : Math.max(0, 10 - Math.abs(age - middle));
      return {
        profile,
        photo,
        score: shared.length * 10 + DISTANCE_POINTS[distance] + agePoints,
        reasons: { shared_interests: shared, distance, age },
      };
    })
    .sort(
      (a, b) =>
        Number(b.profile.hasPhoto) - Number(a.profile.hasPhoto) ||
        Number(isClose(b.reasons.distance)) - Number(isClose(a.reasons.distance)) ||
        b.score - a.score ||
        b.profile.userId - a.profile.userId,
    )
    .slice(0, RESULTS);
}
