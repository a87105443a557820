import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageEnv } from '../app-context';
import { regionsQuery } from './keys';

/** "Noord-Holland, Netherlands": the region's name from the regions list and the country's in the page language. */
export function useRegionName(country: string | null | undefined, region: string | null | undefined): string {
  const { api } = usePageEnv();
  const { i18n } = useTranslation();
  const regions = useQuery(regionsQuery(api)).data;
  if (!country) return '';
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country;
  const regionName = region ? regions?.[country]?.find((item) => item.code === region)?.name : undefined;
  return regionName ? `${regionName}, ${countryName}` : countryName;
}
