import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { eraseMembers } from '#server/core/domain/accounts/erasure';
import { DomainError } from '#server/core/domain/errors';
import { exportFileName, exportSite } from '#server/core/domain/gdpr/export';
import { audit } from '#server/core/domain/operators/audit';
import { memberForOperator } from '#server/core/domain/operators/ban';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { streamExport } from '#server/web/api/export/stream';
import { operatorRouter } from '../operator-router';
import { ERASE_REFERENCE_MAX, memberEraseBody, memberExportQuery } from './schema';

export interface GdprRouteDeps {
  db: Db;
  /** Media (photos, chat photos) and the private verification selfies. */
  storage: Storage;
  selfies: Storage;
  tenants: TenantRegistry;
  now(): Date;
}

/** A member's export (area 'members': support answers subject-access requests too); members of other sites are 404. */
function exportRoutes(deps: GdprRouteDeps): Router {
  const router = operatorRouter('members');
  const files = { media: deps.storage, selfies: deps.selfies };

  router.get('/api/operator/member-export.php', async (req, res, operator) => {
    const { id } = memberExportQuery.parse(req.query);
    const member = await memberForOperator(deps.db, operator, id);
    await audit(deps.db, operator, 'member_export', { tenantId: member.tenantId, memberId: member.id, ip: req.ip ?? null });
    const fileName = exportFileName(member.tenantId, deps.now(), member.id);
    await streamExport(res, { db: deps.db, files }, member, exportSite(member.tenantId, deps.tenants.get(member.tenantId)), fileName);
  });

  return router.routes;
}

/** Erasing a member now (area 'erasure': owners and managers); members of other sites are 404. */
function erasureRoutes(deps: GdprRouteDeps): Router {
  const router = operatorRouter('erasure');
  const files = { media: deps.storage, selfies: deps.selfies };

  router.post('/api/operator/member-erase.php', async (req, res, operator) => {
    const body = memberEraseBody.parse(req.body ?? {});
    const reference = body.reference.trim();
    if (!reference || reference.length > ERASE_REFERENCE_MAX)
      throw new DomainError(400, 'erase_reference_invalid', 'operator_console.gdpr_reference_invalid', { max: ERASE_REFERENCE_MAX });
    const member = await memberForOperator(deps.db, operator, body.id);
    // The audit row commits with the erasure: never one without the other.
    const record = (tx: Pick<Db, 'insert'>) =>
      audit(tx, operator, 'member_erase', { tenantId: member.tenantId, memberId: member.id, detail: { reference }, ip: req.ip ?? null });
    // Erased meanwhile (another operator, the purge): gone all the same, and 404 like any unknown id.
    if (!(await eraseMembers(deps.db, files, [member.id], { record }))) throw new DomainError(404, 'member_not_found', 'operator_console.member_not_found');
    res.json({ erased: member.id });
  });

  return router.routes;
}

/**
 * A member's data for a written request (docs/product.md#member-data): the export every role of
 * the members area may run, the erasure only owners and managers. Both are audited.
 */
export function gdprOperatorRoutes(deps: GdprRouteDeps): Router {
  return Router().use(exportRoutes(deps), erasureRoutes(deps));
}
