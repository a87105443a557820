import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles } from '#server/platform/db/schema';

/** Where a run of listed profiles starts: the search index's order, oldest first, so files only grow at the end. */
export interface ProfileCursor {
  createdAt: string;
  id: number;
}

/** This site's own active members (not the ones it shares from other sites: those are listed where they live). */
function listed(tenantId: string): SQL {
  return and(eq(profiles.tenantId, tenantId), eq(profiles.status, 'active')) as SQL;
}

/**
 * The listed profiles cut into files of `size`: the total and where each file starts. One pass
 * over the site's search index (profiles_search_all), so a file is then one range read.
 */
export async function profileFiles(db: Db, tenantId: string, size: number): Promise<{ total: number; starts: ProfileCursor[] }> {
  const numbered = db
    .select({
      createdAt: profiles.createdAt,
      userId: profiles.userId,
      n: sql<number>`row_number() over (order by ${profiles.createdAt}, ${profiles.userId})`.as('n'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(profiles)
    .where(listed(tenantId))
    .as('numbered');
  const rows = await db
    .select({ createdAt: numbered.createdAt, userId: numbered.userId, total: numbered.total })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${size} = 0`)
    .orderBy(numbered.n);
  return {
    total: Number(rows[0]?.total ?? 0),
    starts: rows.map((row) => ({ createdAt: new Date(row.createdAt).toISOString(), id: row.userId })),
  };
}

/** The ids of one file: `size` listed profiles from `start` on, in the index's order. */
export async function profileIdsFrom(db: Db, tenantId: string, start: ProfileCursor, size: number): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(listed(tenantId), sql`(${profiles.createdAt}, ${profiles.userId}) >= (${start.createdAt}::timestamptz, ${start.id})`))
    .orderBy(asc(profiles.createdAt), asc(profiles.userId))
    .limit(size);
  return rows.map((row) => row.id);
}
