import type { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import type { AccountDeps } from '#server/core/domain/accounts/context';
import { banMember, unbanMember } from '#server/core/domain/operators/ban';
import { correctCredits, deleteMemberNow, logOutMember, resendActivationFor } from '#server/core/domain/operators/members/actions';
import { memberDetail } from '#server/core/domain/operators/members/detail';
import { searchMembers } from '#server/core/domain/operators/members/search';
import { maySeeSite } from '#server/core/domain/operators/roles';
import { presentMemberDetail, presentMemberList } from '#server/core/presenters/console-members';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter } from '../operator-router';
import { banBody, creditsBody, memberBody, memberListQuery, memberQuery } from './schema';

export interface MembersRouteDeps extends AccountDeps {
  db: Db;
  tenants: TenantRegistry;
  /** Where a deleted member's files go from: public media and the verification selfies. */
  storage: Storage;
  selfies: Storage;
}

/**
 * The console's members area (docs/product.md#operator-console-members): owners, managers and
 * support of the member's site. Every action is audited; a member outside the operator's sites
 * is the same 404 as one that does not exist.
 */
export function membersOperatorRoutes(deps: MembersRouteDeps): Router {
  const router = operatorRouter('members');
  const ip = (value: string | undefined) => value ?? null;

  router.get('/api/operator/members.php', async (req, res, operator) => {
    const query = memberListQuery.parse(req.query);
    const sites =
      query.tenant_id !== undefined ? [query.tenant_id] : deps.tenants.tenants.map((tenant) => tenant.id).filter((site) => maySeeSite(operator, site));
    const rows = await searchMembers(deps.db, operator, { q: query.q, sites, status: query.status, before: query.before, limit: query.limit });
    res.json(presentMemberList(rows, query.limit));
  });

  router.get('/api/operator/member.php', async (req, res, operator) => {
    const { id } = memberQuery.parse(req.query);
    const now = deps.now();
    res.json(presentMemberDetail(await memberDetail(deps.db, operator, id, now), now));
  });

  router.post('/api/operator/member-ban.php', async (req, res, operator) => {
    const body = banBody.parse(req.body ?? {});
    const member = await banMember(deps.db, operator, { memberId: body.id, reason: body.reason, ip: ip(req.ip) }, deps.now());
    res.json({ id: member.id, banned_at: member.bannedAt?.toISOString() ?? null });
  });

  router.post('/api/operator/member-unban.php', async (req, res, operator) => {
    const body = memberBody.parse(req.body ?? {});
    const member = await unbanMember(deps.db, operator, { memberId: body.id, ip: ip(req.ip) });
    res.json({ id: member.id, banned_at: null });
  });

  router.post('/api/operator/member-credits.php', async (req, res, operator) => {
    const body = creditsBody.parse(req.body ?? {});
    const credits = await correctCredits(deps.db, operator, { memberId: body.id, amount: body.amount, note: body.note, ip: ip(req.ip) });
    res.json({ id: body.id, credits });
  });

  router.post('/api/operator/member-resend-activation.php', async (req, res, operator) => {
    const body = memberBody.parse(req.body ?? {});
    await resendActivationFor(deps, deps.tenants, operator, { memberId: body.id, ip: ip(req.ip) });
    res.json({ ok: true });
  });

  router.post('/api/operator/member-logout.php', async (req, res, operator) => {
    const body = memberBody.parse(req.body ?? {});
    res.json({ id: body.id, sessions_ended: await logOutMember(deps.db, operator, { memberId: body.id, ip: ip(req.ip) }) });
  });

  router.post('/api/operator/member-delete.php', async (req, res, operator) => {
    const body = memberBody.parse(req.body ?? {});
    await deleteMemberNow(deps.db, { media: deps.storage, selfies: deps.selfies }, operator, { memberId: body.id, ip: ip(req.ip) });
    res.json({ id: body.id, deleted: true });
  });

  return router.routes;
}
