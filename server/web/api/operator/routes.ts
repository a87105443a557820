import { Router, type Response } from 'express';
import type { Db } from '#server/platform/db/client';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { maySeeSite } from '#server/core/domain/operators/roles';
import { setOperatorPassword } from '#server/core/domain/operators/accounts';
import { audit, readAudit } from '#server/core/domain/operators/audit';
import { operatorLogIn, type OperatorLoginDeps } from '#server/core/domain/operators/login';
import { createOperatorSession, endOperatorSession, OPERATOR_SESSION_MS } from '#server/core/domain/operators/sessions';
import { presentAuditRow, presentOperator } from '#server/core/presenters/operators';
import type { OperatorContext } from './context';
import { operatorRouter } from './operator-router';
import { paymentsOperatorRoutes, type PaymentsOperatorDeps } from './payments/routes';
import { adminOperatorRoutes, type AdminRouteDeps } from './admin/routes';
import { complaintsOperatorRoutes } from './complaints/routes';
import { photosOperatorRoutes } from './photos/routes';
import { dashboardOperatorRoutes } from './dashboard/routes';
import type { FictionalRouteDeps } from './fictional/deps';
import { fictionalOperatorRoutes } from './fictional/routes';
import { verificationOperatorRoutes, type VerificationRouteDeps } from './verifications/routes';
import { gdprOperatorRoutes, type GdprRouteDeps } from './gdpr/routes';
import { membersOperatorRoutes, type MembersRouteDeps } from './members/routes';
import { auditQuery, loginBody, passwordBody } from './schema';
import { OPERATOR_COOKIE } from '#server/contract/cookies';

/** Host-only (no Domain), so no member site ever receives the console's session. */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'strict' as const, path: '/' };
}

function consoleContext(res: Response): OperatorContext {
  const ctx = res.locals.console;
  if (!ctx) throw new Error('console route outside the console');
  return ctx;
}

/** Signing in: setting the password through the sign-in link, and the sign-in itself (no session yet). */
function signInRoutes(deps: OperatorLoginDeps & { db: Db; secureCookies: boolean }): Router {
  const router = operatorRouter('public');

  router.post('/api/operator/password.php', async (req, res) => {
    const body = passwordBody.parse(req.body ?? {});
    const operator = await setOperatorPassword(deps.db, { token: body.token, password: body.password, now: deps.now() });
    await audit(deps.db, operator, 'operator_password_set', { ip: req.ip ?? null });
    res.json({ ok: true });
  });

  router.post('/api/operator/login.php', async (req, res) => {
    const ctx = consoleContext(res);
    const body = loginBody.parse(req.body ?? {});
    const operator = await operatorLogIn(deps, { ...body, ip: req.ip ?? '' });
    const token = await createOperatorSession(deps.db, operator.id, ctx.host, deps.now());
    await audit(deps.db, operator, 'operator_login', { ip: req.ip ?? null });
    // No maxAge: the cookie ends with the browser, the session on the server after 8 hours at most.
    res.cookie(OPERATOR_COOKIE, token, cookieOptions(deps.secureCookies));
    res.json({ operator: presentOperator(operator), expires_in: OPERATOR_SESSION_MS / 1000 });
  });

  return router.routes;
}

/** The operator's own session, whatever their role: who am I (and which sites), and signing out. */
function ownSessionRoutes(deps: { db: Db; secureCookies: boolean; tenants: TenantRegistry }): Router {
  const router = operatorRouter('signed-in');

  router.post('/api/operator/logout.php', async (req, res, operator) => {
    await endOperatorSession(deps.db, operator.sessionToken);
    await audit(deps.db, operator, 'operator_logout', { ip: req.ip ?? null });
    res.clearCookie(OPERATOR_COOKIE, cookieOptions(deps.secureCookies));
    res.json({ ok: true });
  });

  router.get('/api/operator/me.php', (_req, res, operator) => {
    // The sites the operator may open, as loaded now: the console's site picker and every site column.
    const sites = deps.tenants.tenants
      .filter((tenant) => maySeeSite(operator, tenant.id))
      .map((tenant) => ({ id: tenant.id, name: tenant.name, domain: tenant.domains[0] ?? null, language: tenant.domain_language }));
    res.json({ operator: presentOperator(operator), sites });
  });

  return router.routes;
}

/** The audit log (area 'operators'); a site filter is one of the viewer's sites, as the router checks. */
function auditRoutes(deps: { db: Db }): Router {
  const router = operatorRouter('operators');

  router.get('/api/operator/audit.php', async (req, res, viewer) => {
    const query = auditQuery.parse(req.query);
    const rows = await readAudit(deps.db, {
      viewer,
      operatorId: query.operator_id,
      tenantId: query.tenant_id,
      memberId: query.member_id,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      before: query.before,
      limit: query.limit,
    });
    const last = rows.at(-1);
    res.json({ entries: rows.map(presentAuditRow), next_before: rows.length === query.limit && last ? last.id : null });
  });

  return router.routes;
}

/**
 * /api/operator/*: every console API route, each made with an operatorRouter that declares who
 * may reach it (operator-router.ts; the route table in access.test.ts lists them).
 */
export function operatorRoutes(
  deps: OperatorLoginDeps &
    AdminRouteDeps &
    FictionalRouteDeps &
    VerificationRouteDeps &
    GdprRouteDeps &
    PaymentsOperatorDeps &
    MembersRouteDeps & { db: Db; secureCookies: boolean; tenants: TenantRegistry },
): Router {
  const router = Router();
  router.use(signInRoutes(deps));
  router.use(ownSessionRoutes(deps));
  router.use(auditRoutes(deps));
  router.use(dashboardOperatorRoutes(deps));
  router.use(adminOperatorRoutes(deps));
  router.use(fictionalOperatorRoutes(deps));
  router.use(photosOperatorRoutes(deps));
  router.use(verificationOperatorRoutes(deps));
  router.use(complaintsOperatorRoutes(deps));
  router.use(gdprOperatorRoutes(deps));
  router.use(paymentsOperatorRoutes(deps));
  router.use(membersOperatorRoutes(deps));
  return router;
}
