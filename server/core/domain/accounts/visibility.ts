import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles, users } from '#server/platform/db/schema';

type Executor = Pick<Db, 'update'>;

/**
 * profiles.status is the one visibility flag search reads (docs/bench.md): a profile is active
 * only while its account is confirmed, not invisible, not pending deletion and not banned (unlisted
 * instead for an unlisted account: reachable by id, in no list). Every
 * change to those account fields calls this, in the same transaction.
 */
export async function syncProfileVisibility(db: Executor, userId: number): Promise<void> {
  await db
    .update(profiles)
    .set({
      status: sql`(select case when ${users.status} = 'active' and not ${users.invisible} and ${users.bannedAt} is null then (case when ${users.unlisted} then 'unlisted' else 'active' end) else 'disabled' end from ${users} where ${users.id} = ${profiles.userId})`,
    })
    .where(eq(profiles.userId, userId));
}
