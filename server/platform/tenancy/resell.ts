import type { Tenant } from './schema';

/**
 * Decision 0123: a site shows another site's consenting members only when both have
 * `member_resell` on and both belong to the same company. The rule is evaluated once per
 * reading of the files, for every site at once, so turning it off on either side stops it on both.
 */
export function withResellSources(tenants: readonly Tenant[]): Tenant[] {
  return tenants.map((tenant) => {
    if (!tenant.member_resell) return tenant;
    const sources = tenants.filter((other) => other.id !== tenant.id && other.member_resell && other.company === tenant.company).map((other) => other.id);
    return sources.length ? { ...tenant, resell_from: sources } : tenant;
  });
}

/** The sites whose members this site may list besides its own: shared by its file, or resold (named on their cards). */
export function otherSiteIds(tenant: Tenant): string[] {
  return [...new Set([...tenant.share_profiles_with, ...(tenant.resell_from ?? [])])];
}
