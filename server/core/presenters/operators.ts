import type { AuditRow, Operator } from '#server/platform/db/schema';
import { AREAS, coversAllSites, mayUse } from '#server/core/domain/operators/roles';

/** The signed-in operator as the console sees them: what they may open and where. */
export function presentOperator(operator: Operator) {
  return {
    id: operator.id,
    email: operator.email,
    role: operator.role,
    all_sites: coversAllSites(operator),
    tenants: operator.tenants,
    areas: AREAS.filter((area) => mayUse(operator, area)),
  };
}

export function presentAuditRow(row: AuditRow) {
  return {
    id: row.id,
    operator_id: row.operatorId,
    action: row.action,
    tenant_id: row.tenantId,
    member_id: row.memberId,
    detail: row.detail,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
