import { and, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { blocks, profiles } from '../../db/schema';
import type { Tenant } from '../../tenancy/schema';

/** The sites whose members this site shows: itself, plus the ones its config shares with. */
export function visibleTenants(tenant: Pick<Tenant, 'id' | 'share_profiles_with'>): string[] {
  return [tenant.id, ...tenant.share_profiles_with];
}

/**
 * The one rule for "may this profile appear to this viewer": on a visible site, active (which
 * means confirmed, not invisible, not being deleted: domain/accounts/visibility.ts), not the
 * viewer, and no block in either direction.
 */
export function visibleTo(tenant: Pick<Tenant, 'id' | 'share_profiles_with'>, viewerId: number | undefined): SQL {
  const conditions = [inArray(profiles.tenantId, visibleTenants(tenant)), eq(profiles.status, 'active')];
  if (viewerId !== undefined) {
    conditions.push(ne(profiles.userId, viewerId));
    conditions.push(
      notExists(
        sql`(select 1 from ${blocks} where ${or(
          and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, profiles.userId)),
          and(eq(blocks.blockerId, profiles.userId), eq(blocks.blockedId, viewerId)),
        )})`,
      ),
    );
  }
  return and(...conditions) as SQL;
}
