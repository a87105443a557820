import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { SESSION_KEY } from '#client/console/session';
import type { Language } from '#server/contract/languages';

/** One site of GET /api/operator/sites.php (server/core/presenters/sites.ts). */
export interface SiteRow {
  id: string;
  name: string;
  default: boolean;
  origin: string;
  domains: string[];
  domain_language: Language;
  languages: Language[];
  countries: string[];
  niche: number;
  theme: Record<string, string>;
  company: { id: string; name: string };
  signups: 'all' | 'with_trafficsource' | 'other';
  photo_moderation: 'auto' | 'manual';
  logged_out_search: boolean;
  support_email: string;
  support_phone: string;
  payments: {
    configured: string;
    provider: 'sandbox' | 'mollie';
    methods: string[];
    packages: { id: string; credits: number; prices: Record<string, number>; highlighted: boolean }[];
  };
  credits: { signup: number; message: number; photo: number; gift: number };
  refund_days: number;
  share_profiles_with: string[];
}

export interface SiteProblem {
  file: string;
  field: string;
  message: string;
  outcome: 'kept-last-good' | 'skipped' | 'entry-ignored' | 'reload-refused';
}

export interface SitesReply {
  sites: SiteRow[];
  problems: SiteProblem[];
  may_onboard: boolean;
  companies: { id: string; name: string }[];
}

export interface NewSite {
  domain: string;
  name: string;
  id?: string;
  niche: number;
  language: string;
  countries: string[];
  company: string;
}

const SITES_KEY = ['operator', 'sites'] as const;

export function useSites() {
  return useQuery({ queryKey: SITES_KEY, queryFn: () => browserApi.get<SitesReply>('/api/operator/sites.php') });
}

/** Onboarding answers once the site is served; the list and the layout's site picker then show it. */
export function useOnboardSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSite) => browserApi.send<{ id: string; live: boolean; site?: SiteRow }>('POST', '/api/operator/sites.php', input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SITES_KEY }), queryClient.invalidateQueries({ queryKey: SESSION_KEY })]),
  });
}

/** The cheapest package price in the site's first currency, e.g. "€9.95". */
export function cheapest(site: SiteRow, language: string): string | undefined {
  const currency = Object.keys(site.payments.packages[0]?.prices ?? {})[0];
  if (!currency) return undefined;
  const amounts = site.payments.packages.map((pack) => pack.prices[currency]).filter((amount): amount is number => amount !== undefined);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(Math.min(...amounts) / 100);
}
