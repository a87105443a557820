import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, users } from '#server/platform/db/schema';
import { newestFirst } from '../members/list-order';
import { cardProfileColumns } from '../members/with-main-photo';

/** Faces a lander shows: enough for the densest (the collage) on a wide screen. */
export const LANDER_FACES = 24;

export interface LanderAudience {
  tenantId: string;
  gender?: 'male' | 'female' | undefined;
  /** The campaign's region: its members come first. */
  place?: { country: string; region: string } | undefined;
}

/**
 * Profiles (with their owner's verified mark) that have an active main photo: the start of every
 * lander's query. has_photo says so in the search indexes (profiles_search_*: …, has_photo,
 * created_at), so a walk of one in that order stops after `limit` faces.
 */
export function facesWithPhoto(db: Db) {
  return db
    .select({ profile: cardProfileColumns, photo: photos })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active')));
}

/** Listed (active: confirmed, not hidden, not being deleted, not the unlisted demo login) and with a face. */
export const listedFace = and(eq(profiles.status, 'active'), eq(profiles.hasPhoto, true)) as SQL;

/**
 * The site's own listed members with an active main photo, newest first. Walks a search index
 * (profiles_search_faces / _gender / _region) and stops after `limit` rows; visitors see these on
 * a lander, so nothing another site's member owns and no one without a face.
 */
function facesQuery(db: Db, where: SQL[], limit: number) {
  return facesWithPhoto(db)
    .where(and(listedFace, ...where))
    .orderBy(...newestFirst)
    .limit(limit);
}

export type LanderFace = Awaited<ReturnType<typeof facesQuery>>[number];

/** The faces of a lander: the campaign region's members first, then the newest of the site. */
export async function landerFaces(db: Db, audience: LanderAudience, limit = LANDER_FACES): Promise<LanderFace[]> {
  const base = [eq(profiles.tenantId, audience.tenantId), ...(audience.gender ? [eq(profiles.gender, audience.gender)] : [])];
  const local = audience.place
    ? await facesQuery(db, [...base, eq(profiles.country, audience.place.country), eq(profiles.region, audience.place.region)], limit)
    : [];
  if (local.length >= limit) return local;
  const rest = await facesQuery(db, base, limit);
  const seen = new Set(local.map((row) => row.profile.userId));
  return [...local, ...rest.filter((row) => !seen.has(row.profile.userId))].slice(0, limit);
}

/** Visible members per region of one country (the map lander); an index-only walk of profiles_search_region. */
export async function membersPerRegion(db: Db, tenantId: string, country: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ region: profiles.region, count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.status, 'active'), eq(profiles.country, country)))
    .groupBy(profiles.region);
  return new Map(rows.flatMap((row) => (row.region ? [[row.region, row.count] as const] : [])));
}
