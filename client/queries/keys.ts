import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Settings } from '#server/platform/tenancy/settings';
import type { CompanyInfo } from '#server/platform/tenancy/company';
import type { Region } from '#server/platform/reference-data/regions';

export type { Settings, CompanyInfo };

const FOREVER = Number.POSITIVE_INFINITY;

/** Settings depend on the language (fictional wording), so the language is part of the key. */
export const settingsQuery = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: ['settings', language],
    queryFn: () => api.get<Settings>('/api/settings.php'),
    staleTime: 5 * 60 * 1000,
  });

/** Company info is loaded once and cached (docs/product.md#reference-data). */
export const companyInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['companyinfo'],
    queryFn: () => api.get<{ company: CompanyInfo }>('/api/companyinfo.php').then((body) => body.company),
    staleTime: FOREVER,
  });

/** Regions per served country, loaded once (docs/product.md#reference-data). */
export const regionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: () => api.get<{ regions: Record<string, Region[]> }>('/api/regions.php').then((body) => body.regions),
    staleTime: FOREVER,
  });
