import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import type { DashboardAnswer } from '#server/contract/dashboard';
import { consoleKeys } from './keys';

export interface TrafficRow {
  source: Record<string, string>;
  landings: number;
  bounces: number;
  signups: number;
  activations: number;
  firstPayments: number;
  revenue: Record<string, number>;
  signupRate: number | null;
  payerRate: number | null;
}

/** The traffic report of one site (server/core/domain/traffic/report.ts). */
export interface TrafficReport {
  rows: TrafficRow[];
  total: TrafficRow;
}

/** The sites' figures day by day, `from` to `to` (days), for every site of the operator or the chosen one. */
export const dashboardQuery = (site: string | undefined, from: string, to: string) =>
  queryOptions({
    queryKey: consoleKeys.dashboard(site, from, to),
    queryFn: () => browserApi.get<DashboardAnswer>('/api/operator/dashboard.php', { from, to, ...(site && { tenant_id: site }) }),
    // Another period or site keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** One site's traffic by source; nothing is asked before a site is known. */
export const trafficQuery = (site: string | undefined, from: string, to: string, by: string) =>
  queryOptions({
    queryKey: consoleKeys.traffic(site, from, to, by),
    queryFn: () => browserApi.get<TrafficReport>('/api/operator/traffic.php', { tenant_id: site ?? '', from, to, by }),
    enabled: Boolean(site),
  });
