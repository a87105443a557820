import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { CompanyInfo, Region, Settings } from '#server/contract/answers/site';
import { knowCountryNames } from '#client/lib/intl';
import { queryKeys } from './keys';

export type { Settings, CompanyInfo };

const FOREVER = Number.POSITIVE_INFINITY;

/** Settings depend on the language (fictional wording), so the language is part of the key. */
export const settingsQuery = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: queryKeys.settings(language),
    queryFn: async () => {
      const settings = await api.get<Settings>('/api/settings.php');
      knowCountryNames(language, settings.country_names);
      return settings;
    },
    staleTime: 5 * 60 * 1000,
  });

/** Company info is loaded once and cached (docs/product.md#reference-data). */
export const companyInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.companyInfo,
    queryFn: () => api.get<{ company: CompanyInfo }>('/api/companyinfo.php').then((body) => body.company),
    staleTime: FOREVER,
  });

/** Regions per served country, loaded once (docs/product.md#reference-data). */
export const regionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.regions,
    queryFn: () => api.get<{ regions: Record<string, Region[]> }>('/api/regions.php').then((body) => body.regions),
    staleTime: FOREVER,
  });
