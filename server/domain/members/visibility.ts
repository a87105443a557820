import { and, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { blocks, profiles } from '#server/db/schema';
import type { Tenant } from '#server/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';

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

/**
 * docs/product.md#search-visitors: visitors browse members (the search and every profile) only where the site allows it,
 * or with a traffic source if it asks for one. One rule for both, so a site that hides its search
 * from visitors does not show the same profiles to anyone who counts ids.
 */
export function assertMayBrowse(
  tenant: Pick<Tenant, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  viewer: User | undefined,
  network: string | undefined,
): void {
  if (viewer || tenant.logged_out_search || (tenant.logged_out_search_trafficsource && network)) return;
  throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
}
