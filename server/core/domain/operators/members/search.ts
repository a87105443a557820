import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles, users, type Operator } from '#server/platform/db/schema';
import type { MemberStatusFilter } from '#server/contract/console-members';
import { siteScope } from '../roles';

export interface MemberSearch {
  /** An e-mail address (exact), a member id, or the start of a name; empty lists everyone. */
  q: string;
  /** The sites to search: one picked in the console, else every site of the operator. */
  sites: readonly string[];
  status?: MemberStatusFilter | undefined;
  /** Ids below this one (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

const memberListColumns = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  status: users.status,
  credits: users.credits,
  paidUser: users.paidUser,
  signupDate: users.signupDate,
  bannedAt: users.bannedAt,
  verifiedAt: users.verifiedAt,
  name: profiles.name,
  fictional: profiles.fictional,
};

/** What the search box holds: an address has an @, an id is digits only, anything else starts a name. */
export function searchKind(q: string): { email: string } | { id: number } | { name: string } | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (text.includes('@')) return { email: text };
  if (/^\d{1,15}$/.test(text)) return { id: Number(text) };
  return { name: text };
}

function statusCondition(status: MemberStatusFilter | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'banned') return isNotNull(users.bannedAt);
  return and(eq(users.status, status), isNull(users.bannedAt));
}

/**
 * One site's page. Each kind of search walks an index that starts with the site: the address
 * users_tenant_email, the name profiles_tenant_name (a prefix range on lower(name)), the plain
 * list users_tenant_id (newest first), the banned list users_tenant_banned; an id is the primary key.
 */
function sitePage(db: Db, operator: Pick<Operator, 'role' | 'tenants'>, site: string, search: MemberSearch) {
  const kind = searchKind(search.q);
  const conditions: (SQL | undefined)[] = [
    siteScope(operator, users.tenantId),
    eq(users.tenantId, site),
    statusCondition(search.status),
    search.before === undefined ? undefined : lt(users.id, search.before),
  ];
  if (kind && 'email' in kind) conditions.push(sql`lower(${users.email}) = lower(${kind.email})`);
  if (kind && 'id' in kind) conditions.push(eq(users.id, kind.id));
  if (kind && 'name' in kind) {
    const prefix = `${kind.name.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(eq(profiles.tenantId, site), sql`lower(${profiles.name}) like ${prefix}`);
  }
  return db
    .select(memberListColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(search.limit);
}

export type MemberListRow = Awaited<ReturnType<typeof sitePage>>[number];

/**
 * The console's member search over the operator's sites, newest first. A page per site (each on
 * its own index), merged: with a handful of sites per deploy that is a few index reads, where one
 * query over a list of sites would have to sort every match.
 */
export async function searchMembers(db: Db, operator: Pick<Operator, 'role' | 'tenants'>, search: MemberSearch): Promise<MemberListRow[]> {
  const pages = await Promise.all(search.sites.map((site) => sitePage(db, operator, site, search)));
  return pages
    .flat()
    .sort((a, b) => b.id - a.id)
    .slice(0, search.limit);
}
