import { and, arrayOverlaps, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles, type photos } from '#server/platform/db/schema';
import { onlineNow } from '#server/platform/realtime/presence';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { findProfile } from '../accounts/lookup';
import { wantedGenders } from '../likes/preferences';
import { assertMayBrowse, siteSources, visibleTo } from './visibility';
import { profilesWithMainPhoto, type CardProfile } from './with-main-photo';

export interface SearchFilters {
  gender?: 'male' | 'female' | undefined;
  country?: string | undefined;
  countryregion?: string | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  /** Any of these interests (ids of the interest list). */
  interests?: number[] | undefined;
  /** Only members with a live socket right now. */
  online?: boolean | undefined;
  /** Where the previous page ended (keyset pagination): its last profile's created_at and id. */
  cursor?: SearchCursor | undefined;
}

export const PAGE_SIZE = 24;

export interface SearchCursor {
  createdAt: Date;
  id: number;
}

/** "<created_at ms>.<id>": opaque to clients, exact for the (created_at, user_id) order. */
export function encodeCursor(cursor: SearchCursor): string {
  return `${cursor.createdAt.getTime()}.${cursor.id}`;
}

export function decodeCursor(text: string): SearchCursor | undefined {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text);
  return match ? { createdAt: new Date(Number(match[1])), id: Number(match[2]) } : undefined;
}
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
  if (filters.interests?.length) conditions.push(arrayOverlaps(profiles.interests, filters.interests));
  if (filters.online) conditions.push(onlineNow(profiles.userId, today));
  return conditions;
}

export interface SearchPage {
  rows: { profile: CardProfile; photo: typeof photos.$inferSelect | null }[];
  /** The next page's cursor as clients pass it back (encodeCursor), null on the last page. */
  cursor: string | null;
  /** Only for the first page; capped at COUNT_CAP + 1. */
  numResults?: number;
  /** The gender searched for: the one asked, else the one the member is looking for (null: everyone). */
  gender: 'male' | 'female' | null;
}

export interface SearchInput {
  tenant: Pick<Tenant, 'id' | 'share_profiles_with' | 'resell_from'>;
  viewerId?: number | undefined;
  filters: SearchFilters;
  today: Date;
}

/**
 * The page query of one source of the site's profiles (visibility.ts: siteSources), on that
 * source's index; `npm run bench` and the tests EXPLAIN it.
 */
export function searchPageQuery(db: Db, input: SearchInput, source: SQL = siteSources(input.tenant)[0] as SQL) {
  const where = and(visibleTo(input.tenant, input.viewerId, source), ...filterConditions(input.filters, input.today));
  return profilesWithMainPhoto(db)
    .where(
      input.filters.cursor
        ? and(
            where,
            sql`(${profiles.createdAt}, ${profiles.userId}) < (${input.filters.cursor.createdAt.toISOString()}::timestamptz, ${input.filters.cursor.id})`,
          )
        : where,
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(PAGE_SIZE + 1);
}

type PageRow = Awaited<ReturnType<typeof searchPageQuery>>[number];

/** Newest first across the sources' pages, in the cursor's order (created_at, then id). */
function newestFirst(pages: PageRow[][]): PageRow[] {
  return pages
    .flat()
    .sort((a, b) => b.profile.createdAt.getTime() - a.profile.createdAt.getTime() || b.profile.userId - a.profile.userId)
    .slice(0, PAGE_SIZE + 1);
}

/** The count of one source, in the page's own order so it walks the same index and stops after COUNT_CAP + 1. */
async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return counted?.total ?? 0;
}

/** What a viewer asks for: the filters, the cursor as text, and a visitor's traffic source. */
export interface BrowseInput {
  tenant: Pick<Tenant, 'id' | 'share_profiles_with' | 'resell_from' | 'logged_out_search' | 'logged_out_search_trafficsource'>;
  viewer?: User | undefined;
  network?: string | undefined;
  /** 'any' asks for everyone; no gender means the one the member is looking for. */
  filters: Omit<SearchFilters, 'cursor' | 'gender'> & { gender?: SearchFilters['gender'] | 'any' };
  cursor?: string | undefined;
  today: Date;
}

/** docs/product.md#search: a member who asks for no gender sees the one they are looking for (everyone when bi). */
async function soughtGender(db: Db, viewer: User | undefined, asked: BrowseInput['filters']['gender']): Promise<SearchFilters['gender']> {
  if (asked === 'any') return undefined;
  if (asked || !viewer) return asked;
  const own = await findProfile(db, viewer.id);
  const wanted = own ? wantedGenders(own) : [];
  return wanted.length === 1 ? wanted[0] : undefined;
}

/**
 * Newest members first, page by page in a stable order; every query uses a search index (one
 * page query per source of profiles, merged: its own and shared sites, resold members).
 * Visitors search only where the site lets them browse (assertMayBrowse).
 */
export async function searchMembers(db: Db, browse: BrowseInput): Promise<SearchPage> {
  assertMayBrowse(browse.tenant, browse.viewer, browse.network);
  const gender = await soughtGender(db, browse.viewer, browse.filters.gender);
  const input: SearchInput = {
    tenant: browse.tenant,
    viewerId: browse.viewer?.id,
    filters: { ...browse.filters, gender, cursor: browse.cursor ? decodeCursor(browse.cursor) : undefined },
    today: browse.today,
  };
  const sources = siteSources(input.tenant);
  const page = newestFirst(await Promise.all(sources.map((source) => searchPageQuery(db, input, source))));
  const rows = page.slice(0, PAGE_SIZE);
  const last = rows.at(-1)?.profile;
  const result: SearchPage = {
    rows,
    gender: gender ?? null,
    cursor: page.length > PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAt, id: last.userId }) : null,
  };
  if (!input.filters.cursor) {
    const counts = await Promise.all(
      sources.map((source) => cappedCount(db, and(visibleTo(input.tenant, input.viewerId, source), ...filterConditions(input.filters, input.today)))),
    );
    result.numResults = Math.min(
      counts.reduce((sum, count) => sum + count, 0),
      COUNT_CAP + 1,
    );
  }
  return result;
}
