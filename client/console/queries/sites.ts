import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '#client/api/browser';
import { consoleKeys } from './keys';
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
  outcome: 'kept-last-good' | 'skipped' | 'entry-ignored' | 'reload-refused' | 'setting-ignored';
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

export const sitesQuery = () => queryOptions({ queryKey: consoleKeys.sites, queryFn: () => browserApi.get<SitesReply>('/api/operator/sites.php') });

/** Onboarding answers once the site is served; the list and the layout's site picker then show it. */
export function useOnboardSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSite) => browserApi.send<{ id: string; live: boolean; site?: SiteRow }>('POST', '/api/operator/sites.php', input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: consoleKeys.sites }), queryClient.invalidateQueries({ queryKey: consoleKeys.session })]),
  });
}
