import { and, arrayOverlaps, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { planEachTime } from '#server/platform/db/statement-names';
import { profiles } from '#server/platform/db/schema';
import { onlineNow } from '#server/platform/realtime/presence';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { viewerProfile } from '../accounts/lookup';
import { wantedGenders } from '../likes/preferences';
import { facesThenNewest, listTiers, newestFirst, ownCountryFirst } from './list-order';
import { assertMayBrowse, siteSources, visibleTo } from './visibility';
import { cardsWithMainPhoto, type CardFields, type CardPhoto } from './with-main-photo';

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
}

export const PAGE_SIZE = 24;

/** Where the previous page ended (keyset pagination): its last profile's tier (searchTiers), created_at and id. */
export interface SearchCursor {
  tier: number;
  createdAt: Date;
  id: number;
}

/** "<tier>.<created_at ms>.<id>": opaque to clients, exact for the list's order (tier, then created_at and id). */
export function encodeCursor(cursor: SearchCursor): string {
  return `${cursor.tier}.${cursor.createdAt.getTime()}.${cursor.id}`;
}

export function decodeCursor(text: string): SearchCursor | undefined {
  const match = /^(\d)\.(\d{1,15})\.(\d{1,15})$/.exec(text);
  return match ? { tier: Number(match[1]), createdAt: new Date(Number(match[2])), id: Number(match[3]) } : undefined;
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
  rows: { profile: CardFields; photo: CardPhoto | null }[];
  /** The next page's cursor as clients pass it back (encodeCursor), null on the last page. */
  cursor: string | null;
  /** Only for the first page; capped at COUNT_CAP + 1. */
  numResults?: number;
  /** The gender searched for: the one asked, else the one the member is looking for (null: everyone). */
  gender: 'male' | 'female' | null;
}

export interface SearchInput {
  tenant: Pick<Tenant, 'id' | 'share_profiles_with' | 'resell_from'>;
  /** Cards on a page: PAGE_SIZE unless a glance asks for fewer (BrowseInput.limit). */
  pageSize?: number | undefined;
  viewerId?: number | undefined;
  /** The searching member's own country: listed first unless the filters choose a country. */
  ownCountry?: string | undefined;
  filters: SearchFilters;
  today: Date;
}

/**
 * docs/product.md#search: faces first, and among them (then among the rest) the member's own
 * country before the others, unless they chose a country. Visitors have no country of their own here.
 */
export function searchTiers(input: Pick<SearchInput, 'ownCountry' | 'filters'>): SQL[] {
  return listTiers(input.ownCountry && !input.filters.country ? ownCountryFirst(input.ownCountry) : []);
}

/**
 * The page query of one source of the site's profiles (visibility.ts: siteSources) in one tier
 * (searchTiers; by default the first), after `after` when the previous page ended in that tier:
 * newest first, on that source's index (`npm run bench` and the tests EXPLAIN it).
 */
export function searchPageQuery(
  db: Db,
  input: SearchInput,
  source: SQL = siteSources(input.tenant)[0] as SQL,
  tier: SQL = searchTiers(input)[0] as SQL,
  after?: SearchCursor,
) {
  const where = and(planEachTime, visibleTo(input.tenant, input.viewerId, source), ...filterConditions(input.filters, input.today), tier);
  return cardsWithMainPhoto(db, {})
    .where(after ? and(where, sql`(${profiles.createdAt}, ${profiles.userId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`) : where)
    .orderBy(...newestFirst)
    .limit((input.pageSize ?? PAGE_SIZE) + 1);
}

type PageRow = Awaited<ReturnType<typeof searchPageQuery>>[number];

/**
 * One page in the list's order: tier by tier from the cursor's, each tier's sources merged newest
 * first; one row more than a page, to know whether another follows.
 */
async function pageAfter(db: Db, input: SearchInput, cursor: SearchCursor | undefined): Promise<{ row: PageRow; tier: number }[]> {
  const tiers = searchTiers(input);
  const sources = siteSources(input.tenant);
  const size = input.pageSize ?? PAGE_SIZE;
  const page: { row: PageRow; tier: number }[] = [];
  for (let tier = cursor?.tier ?? 0; tier < tiers.length && page.length <= size; tier += 1) {
    const after = cursor?.tier === tier ? cursor : undefined;
    const rows = (await Promise.all(sources.map((source) => searchPageQuery(db, input, source, tiers[tier], after)))).flat();
    rows.sort((a, b) => b.profile.createdAt.getTime() - a.profile.createdAt.getTime() || b.profile.userId - a.profile.userId);
    page.push(...rows.slice(0, size + 1 - page.length).map((row) => ({ row, tier })));
  }
  return page;
}

/** The count of one source, in the order of the search indexes so it walks one and stops after COUNT_CAP + 1. */
async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(planEachTime, where))
    .orderBy(...facesThenNewest)
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
  filters: Omit<SearchFilters, 'gender'> & { gender?: SearchFilters['gender'] | 'any' };
  cursor?: string | undefined;
  /**
   * A glance instead of a page of the search (the home's "new members near you"): this many cards
   * at most (1 to PAGE_SIZE), without the count of results, which only the search page shows.
   */
  limit?: number | undefined;
  today: Date;
}

type OwnProfile = Awaited<ReturnType<typeof viewerProfile>>;

/** docs/product.md#search: a member who asks for no gender sees the one they are looking for (everyone when bi). */
function soughtGender(own: OwnProfile, asked: BrowseInput['filters']['gender']): SearchFilters['gender'] {
  if (asked === 'any') return undefined;
  if (asked || !own) return asked;
  const wanted = wantedGenders(own);
  return wanted.length === 1 ? wanted[0] : undefined;
}

/**
 * docs/product.md#search: faces first, the member's own country first among them (and among the
 * rest), then the newest, page by page in a stable order; every query uses a search index (one
 * page query per tier and source of profiles, merged: its own and shared sites, resold members).
 * Visitors search only where the site lets them browse (assertMayBrowse).
 */
export async function searchMembers(db: Db, browse: BrowseInput): Promise<SearchPage> {
  assertMayBrowse(browse.tenant, browse.viewer, browse.network);
  const own = browse.viewer ? await viewerProfile(db, browse.viewer) : undefined;
  const gender = soughtGender(own, browse.filters.gender);
  const input: SearchInput = {
    tenant: browse.tenant,
    viewerId: browse.viewer?.id,
    ownCountry: own?.country,
    filters: { ...browse.filters, gender },
    pageSize: browse.limit ?? PAGE_SIZE,
    today: browse.today,
  };
  const size = input.pageSize ?? PAGE_SIZE;
  const cursor = browse.cursor ? decodeCursor(browse.cursor) : undefined;
  const page = await pageAfter(db, input, cursor);
  const shown = page.slice(0, size);
  const last = shown.at(-1);
  const result: SearchPage = {
    rows: shown.map(({ row }) => row),
    gender: gender ?? null,
    cursor: page.length > size && last ? encodeCursor({ tier: last.tier, createdAt: last.row.profile.createdAt, id: last.row.profile.userId }) : null,
  };
  if (!cursor && browse.limit === undefined) {
    const sources = siteSources(input.tenant);
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
