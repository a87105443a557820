import { allCountries } from 'country-region-data';
import type { Region } from '#server/contract/answers/site';

export type { Region };

/** Per list of countries: a tenant's list is fixed while its file is, and cards ask it per request. */
const made = new Map<string, Readonly<Record<string, Region[]>>>();

/**
 * ISO 3166-2 subdivisions from country-region-data, for the countries a tenant serves. Made once
 * per list and shared: callers only read it.
 */
export function regionsFor(countries: readonly string[]): Readonly<Record<string, Region[]>> {
  const key = countries.join(',');
  let regions = made.get(key);
  if (!regions) {
    regions = collectRegions(countries);
    made.set(key, regions);
  }
  return regions;
}

function collectRegions(countries: readonly string[]): Record<string, Region[]> {
  const wanted = new Set(countries);
  const result: Record<string, Region[]> = {};
  for (const [, code, regions] of allCountries) {
    if (!wanted.has(code)) continue;
    result[code] = regions.map(([name, shortCode]) => ({ code: shortCode, name }));
  }
  return result;
}
