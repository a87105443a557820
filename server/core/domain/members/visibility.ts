import { and, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { blocks, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';

type Site = Pick<Tenant, 'id' | 'share_profiles_with' | 'resell_from'>;

/** The sites whose members this site shows whole: itself, plus the ones its config shares with. */
export function visibleTenants(tenant: Pick<Tenant, 'id' | 'share_profiles_with'>): string[] {
  return [tenant.id, ...tenant.share_profiles_with];
}

/** Sister sites whose consenting members this site shows (decision 0123), apart from the sites it shows whole. */
function resoldSites(tenant: Site): string[] {
  const whole = visibleTenants(tenant);
  return (tenant.resell_from ?? []).filter((id) => !whole.includes(id));
}

/**
 * Where a profile listed on this site comes from, as disjoint conditions: the sites it shows whole,
 * then (decision 0123) the sister sites' members who agreed to be resold. The registry names a
 * sister in `resell_from` only when both sites resell (server/platform/tenancy/resell.ts); operator-managed
 * profiles (fictional, cam) never cross. Each is written to match an index (profiles_search_*,
 * profiles_resold), so a list walks one index per source and merges them (search.ts): one OR
 * over both would read every row of the sites and sort them.
 */
export function siteSources(tenant: Site): SQL[] {
  const own = inArray(profiles.tenantId, visibleTenants(tenant));
  const resold = resoldSites(tenant);
  if (!resold.length) return [own];
  return [own, and(inArray(profiles.tenantId, resold), sql`${profiles.resell}`, sql`not ${profiles.fictional}`) as SQL];
}

/** The same rule as siteSources for one loaded row. */
export function listedOn(tenant: Site, profile: { tenantId: string; resell: boolean; fictional: boolean }): boolean {
  if (visibleTenants(tenant).includes(profile.tenantId)) return true;
  return resoldSites(tenant).includes(profile.tenantId) && profile.resell && !profile.fictional;
}

/**
 * The one rule for "may this profile appear to this viewer": from `source` (by default the sites
 * this site shows whole), active (which means confirmed, not invisible, not being deleted:
 * domain/accounts/visibility.ts), not the viewer, and no block in either direction.
 */
export function visibleTo(tenant: Site, viewerId: number | undefined, source: SQL = siteSources(tenant)[0] as SQL, byId = false): SQL {
  // Looked up by id, an unlisted profile (the demo login) is there too; lists never show it.
  const conditions = [source, byId ? inArray(profiles.status, ['active', 'unlisted']) : eq(profiles.status, 'active')];
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
 * visibleTo with resold members too, for what looks up given profiles (by id: a profile page, a
 * message, a like, a notification's faces). Lists other than the search (related cards, swipe,
 * match finder, digests) keep to visibleTo: resold members are found by searching (decision 0123).
 */
export function reachableTo(tenant: Site, viewerId: number | undefined): SQL {
  const sources = siteSources(tenant);
  return visibleTo(tenant, viewerId, sources.length > 1 ? (or(...sources) as SQL) : sources[0], true);
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
