import { and, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, profiles, users } from '../../db/schema';
import type { Tenant } from '../../tenancy/schema';
import { visibleTo } from './visibility';

export interface SearchFilters {
  gender?: 'male' | 'female' | undefined;
  country?: string | undefined;
  countryregion?: string | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  /** The last profile id of the previous page (keyset pagination). */
  cursor?: number | undefined;
}

export const PAGE_SIZE = 24;
/** Counting stops here: "1000+" is as useful to a member as the exact figure, and far cheaper. */
export const COUNT_CAP = 1000;

/** ISO date of the day someone turns `years` old today, as a birth date. */
function birthDateYearsAgo(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

function filterConditions(filters: SearchFilters, today: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.gender) conditions.push(eq(profiles.gender, filters.gender));
  if (filters.country) conditions.push(eq(profiles.country, filters.country));
  if (filters.country && filters.countryregion) conditions.push(eq(profiles.region, filters.countryregion));
  if (filters.min_age) conditions.push(lte(profiles.dateOfBirth, birthDateYearsAgo(today, filters.min_age)));
  if (filters.max_age) conditions.push(gt(profiles.dateOfBirth, birthDateYearsAgo(today, filters.max_age + 1)));
  return conditions;
}

export interface SearchPage {
  rows: { profile: typeof profiles.$inferSelect; photo: typeof photos.$inferSelect | null }[];
  nextCursor: number | null;
  /** Only for the first page; capped at COUNT_CAP + 1. */
  numResults?: number;
}

/** Newest members first, page by page in a stable order; every query uses the search indexes. */
export async function searchMembers(
  db: Db,
  input: { tenant: Pick<Tenant, 'id' | 'share_profiles_with'>; viewerId?: number | undefined; filters: SearchFilters; today: Date },
): Promise<SearchPage> {
  const where = and(visibleTo(input.tenant, input.viewerId), ...filterConditions(input.filters, input.today));
  const page = await db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true)))
    .where(input.filters.cursor ? and(where, lt(profiles.userId, input.filters.cursor)) : where)
    .orderBy(desc(profiles.userId))
    .limit(PAGE_SIZE + 1);
  const rows = page.slice(0, PAGE_SIZE);
  const result: SearchPage = { rows, nextCursor: page.length > PAGE_SIZE ? (rows.at(-1)?.profile.userId ?? null) : null };
  if (!input.filters.cursor) {
    const capped = db
      .select({ one: sql`1` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('capped');
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
    result.numResults = counted?.total ?? 0;
  }
  return result;
}
