import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Operator, OperatorRole } from '#server/platform/db/schema';

/** The most a support operator may refund in one go, in cents (larger ones go to a manager). */
export const SUPPORT_REFUND_LIMIT_CENTS = 5_000;

/**
 * What each role may touch (docs/product.md#operator-console). Owners: everything on every site,
 * operators included; managers: everything on their sites but operators; moderators: content;
 * support: members and payments.
 */
export const AREAS = [
  'operators',
  'settings',
  'sites',
  /** A site's safe fields (texts, prices, warning countries, moderation): owners only (decision 0145). */
  'site_settings',
  'dashboard',
  'members',
  /** Erasing a member now, on a written request: owners and managers only. */
  'erasure',
  'payments',
  'refunds',
  'photos',
  'profiles',
  'complaints',
  'fictional',
] as const;
export type Area = (typeof AREAS)[number];

const ROLE_AREAS: Record<OperatorRole, ReadonlySet<Area>> = {
  owner: new Set(AREAS),
  manager: new Set(AREAS.filter((area) => area !== 'operators' && area !== 'site_settings')),
  moderator: new Set<Area>(['photos', 'profiles', 'complaints', 'fictional']),
  support: new Set<Area>(['members', 'payments', 'refunds']),
};

export function mayUse(operator: Pick<Operator, 'role'>, area: Area): boolean {
  return ROLE_AREAS[operator.role].has(area);
}

/** An empty site list means every site, and only an owner may have one. */
export function coversAllSites(operator: Pick<Operator, 'role' | 'tenants'>): boolean {
  return operator.role === 'owner' && operator.tenants.length === 0;
}

export function maySeeSite(operator: Pick<Operator, 'role' | 'tenants'>, tenantId: string): boolean {
  return coversAllSites(operator) || operator.tenants.includes(tenantId);
}

/** The operator's sites as a query condition on a tenant column: every list an operator reads goes through it. */
export function siteScope(operator: Pick<Operator, 'role' | 'tenants'>, column: AnyColumn): SQL {
  if (coversAllSites(operator)) return sql`true`;
  return operator.tenants.length ? inArray(column, operator.tenants) : sql`false`;
}
