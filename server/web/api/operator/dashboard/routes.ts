import type { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { dayOf, readDays, type DayFigures } from '#server/core/domain/dashboard/daily';
import { DomainError } from '#server/core/domain/errors';
import { maySeeSite } from '#server/core/domain/operators/roles';
import { totalOf, type DashboardSite, type Figures } from '#server/contract/dashboard';
import { trafficReport } from '#server/core/domain/traffic/report';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { operatorRouter } from '../operator-router';
import { dashboardQuery, trafficQuery } from './schema';

const DAY_MS = 86_400_000;
/** The default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** The longest period one request may ask for. */
const MAX_DAYS = 366;

/** The period asked for, bounded: never past today, never longer than MAX_DAYS. */
function period(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const today = dayOf(now);
  const to = query.to && query.to < today ? query.to : today;
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS));
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_DAYS) throw new DomainError(400, 'period_too_long', 'operator_console.period_too_long');
  return { from: from > to ? to : from, to };
}

const present = (figures: DayFigures): Figures => ({
  day: figures.day,
  signups: figures.signups,
  activations: figures.activations,
  active_members: figures.activeMembers,
  messages: figures.messages,
  credits_spent: figures.creditsSpent,
  revenue: figures.revenue,
});

/** The dashboard: each site's figures per day, and the traffic report of one site (area 'dashboard'). */
export function dashboardOperatorRoutes(deps: { db: Db; tenants: TenantRegistry; now(): Date }): Router {
  const router = operatorRouter('dashboard');

  router.get('/api/operator/dashboard.php', async (req, res, operator) => {
    const query = dashboardQuery.parse(req.query);
    const sites = deps.tenants.tenants.filter((tenant) => (query.tenant_id ? tenant.id === query.tenant_id : maySeeSite(operator, tenant.id)));
    if (query.tenant_id && !sites.length) throw new DomainError(404, 'not_found', 'errors.api_not_found');
    const { from, to } = period(query, deps.now());
    const figures = await readDays(
      deps.db,
      sites.map((site) => site.id),
      from,
      to,
      deps.now(),
    );
    const perSite = sites.map((site) => {
      const days = (figures.get(site.id) ?? []).map(present);
      return { id: site.id, name: site.name, days, total: totalOf(days) };
    });
    res.json({ from, to, sites: perSite satisfies DashboardSite[] });
  });

  router.get('/api/operator/traffic.php', async (req, res) => {
    const query = trafficQuery.parse(req.query);
    if (!deps.tenants.get(query.tenant_id)) throw new DomainError(404, 'not_found', 'errors.api_not_found');
    const { from, to } = period(query, deps.now());
    const report = await trafficReport(deps.db, { tenantId: query.tenant_id, from: new Date(from), to: new Date(to), by: query.by });
    res.json(report);
  });

  return router.routes;
}
