import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { auditLog, type AuditRow, type Operator } from '#server/platform/db/schema';
import { coversAllSites, siteScope } from './roles';

export interface AuditEntry {
  tenantId?: string | null;
  memberId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * The one way an operator action is recorded: who, what, on which site and member, when.
 * Actions are snake_case `<area>_<verb>` (operator_login, member_ban).
 */
export async function audit(db: Pick<Db, 'insert'>, operator: Pick<Operator, 'id'>, action: string, entry: AuditEntry = {}): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: operator.id,
    action,
    tenantId: entry.tenantId ?? null,
    memberId: entry.memberId ?? null,
    detail: entry.detail ?? {},
    ip: entry.ip ?? null,
  });
}

export interface AuditFilter {
  /** Whose view: an owner of some sites reads the rows of those sites and their own. */
  viewer: Pick<Operator, 'id' | 'role' | 'tenants'>;
  operatorId?: number | undefined;
  tenantId?: string | undefined;
  memberId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Rows older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

/** Newest first, paged by id so rows written meanwhile never shift a page. */
export function readAudit(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  const { viewer } = filter;
  const conditions: (SQL | undefined)[] = [
    coversAllSites(viewer) ? undefined : or(siteScope(viewer, auditLog.tenantId), eq(auditLog.operatorId, viewer.id)),
    filter.operatorId === undefined ? undefined : eq(auditLog.operatorId, filter.operatorId),
    filter.tenantId === undefined ? undefined : eq(auditLog.tenantId, filter.tenantId),
    filter.memberId === undefined ? undefined : eq(auditLog.memberId, filter.memberId),
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
    filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
