import type { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import type { Operator } from '#server/platform/db/schema';
import { ValidationError } from '#server/core/domain/errors';
import { OperatorInputError, SETUP_TTL_MS, type OperatorProblem } from '#server/core/domain/operators/accounts';
import { audit } from '#server/core/domain/operators/audit';
import { signInLink } from '#server/core/domain/operators/console-origin';
import { addOperator, changeOperatorAccess, disableOperatorById, listOperators, mayManage } from '#server/core/domain/operators/manage';
import { presentOperatorAccount } from '#server/core/presenters/operator-accounts';
import type { Secrets } from '#server/platform/secrets';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter } from '../operator-router';
import { newOperatorBody, operatorAccessBody, operatorIdBody } from './schema';

export interface OperatorAccountRouteDeps {
  db: Db;
  secrets: Secrets;
  now(): Date;
  tenants: TenantRegistry;
  /** Where sign-in links point (server/core/domain/operators/console-origin.ts), the same as the CLI's. */
  consoleOrigin: string;
}

const PROBLEM_KEYS: Record<OperatorProblem['reason'], string> = {
  invalid_email: 'operator_console.operator_email_invalid',
  email_taken: 'operator_console.operator_email_taken',
  unknown_role: 'operator_console.operator_role_invalid',
  needs_sites: 'operator_console.operator_sites_needed',
  unknown_site: 'operator_console.operator_sites_unknown',
};

/** The CLI's refusal as the console's field error, in the operator's language. */
function asFieldError(error: unknown): unknown {
  if (!(error instanceof OperatorInputError) || !error.problem) return error;
  const { problem } = error;
  const values = problem.reason === 'unknown_site' ? { sites: problem.sites.join(', ') } : {};
  return new ValidationError({ [problem.field]: { key: PROBLEM_KEYS[problem.reason], values } });
}

/** The owners' screen of operator accounts: list, add (sign-in link and TOTP secret once), change role and sites, disable. */
export function operatorAccountRoutes(deps: OperatorAccountRouteDeps): Router {
  const router = operatorRouter('operators');
  const knownSites = () => deps.tenants.tenants.map((tenant) => tenant.id);
  const present = (viewer: Operator, operator: Operator, lastSignInAt: Date | null = null) =>
    presentOperatorAccount(operator, { now: deps.now(), viewerId: viewer.id, manageable: mayManage(viewer, operator), lastSignInAt });

  router.get('/api/operator/operators.php', async (_req, res, viewer) => {
    const rows = await listOperators(deps.db, viewer);
    res.json({ operators: rows.map((row) => present(viewer, row.operator, row.lastSignInAt)) });
  });

  router.post('/api/operator/operators.php', async (req, res, actor) => {
    const body = newOperatorBody.parse(req.body ?? {});
    const created = await addOperator(deps.db, deps.secrets, actor, { ...body, now: deps.now() }, knownSites()).catch((error: unknown) => {
      throw asFieldError(error);
    });
    const { operator } = created;
    await audit(deps.db, actor, 'operator_create', {
      detail: { operator_id: operator.id, email: operator.email, role: operator.role, tenants: operator.tenants },
      ip: req.ip ?? null,
    });
    res.status(201).json({
      operator: present(actor, operator),
      // Shown once: only the link's hash is kept, and the TOTP secret only sealed.
      sign_in_link: signInLink(deps.consoleOrigin, created.setupToken),
      link_expires_at: new Date(deps.now().getTime() + SETUP_TTL_MS).toISOString(),
      otpauth_uri: created.totpUri,
    });
  });

  router.put('/api/operator/operators.php', async (req, res, actor) => {
    const body = operatorAccessBody.parse(req.body ?? {});
    const change = await changeOperatorAccess(deps.db, actor, body.id, body, knownSites()).catch((error: unknown) => {
      throw asFieldError(error);
    });
    const { before, after, sessionsEnded } = change;
    await audit(deps.db, actor, 'operator_update', {
      detail: {
        operator_id: after.id,
        email: after.email,
        before: { role: before.role, tenants: before.tenants },
        after: { role: after.role, tenants: after.tenants },
        sessions_ended: sessionsEnded,
      },
      ip: req.ip ?? null,
    });
    res.json({ operator: present(actor, after), sessions_ended: sessionsEnded });
  });

  router.post('/api/operator/operator-disable.php', async (req, res, actor) => {
    const body = operatorIdBody.parse(req.body ?? {});
    const disabled = await disableOperatorById(deps.db, actor, body.id, deps.now());
    if (disabled) await audit(deps.db, actor, 'operator_disable', { detail: { operator_id: disabled.id, email: disabled.email }, ip: req.ip ?? null });
    res.json({ ok: true, changed: Boolean(disabled) });
  });

  return router.routes;
}
