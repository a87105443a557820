import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '../app-context';
import { regionsQuery } from './site';
import type { ApiClient } from '../api/client';
import { countryName } from '#client/lib/intl';

/** "Noord-Holland, Netherlands": the region's name from the regions list and the country's in the page language. */
export function useRegionName(country: string | null | undefined, region: string | null | undefined): string {
  const { api } = usePageEnv();
  const { i18n } = useTranslation();
  const regions = useQuery(regionsQuery(api)).data;
  if (!country) return '';
  const name = countryName(i18n.language, country);
  const regionName = region ? regions?.[country]?.find((item) => item.code === region)?.name : undefined;
  return regionName ? `${regionName}, ${name}` : name;
}

export interface Geocode {
  country: string | null;
  region: string | null;
  supported: boolean;
}

/** The country and region at a position (the browser's geolocation), or unsupported where the site serves none there. */
export const geocode = (api: ApiClient, lat: number, lon: number) => api.get<Geocode>('/api/geocode.php', { lat: String(lat), lon: String(lon) });
