import { allCountries } from 'country-region-data';

export interface Region {
  code: string;
  name: string;
}

/** ISO 3166-2 subdivisions from country-region-data, for the countries a tenant serves. */
export function regionsFor(countries: readonly string[]): Record<string, Region[]> {
  const wanted = new Set(countries);
  const result: Record<string, Region[]> = {};
  for (const [, code, regions] of allCountries) {
    if (!wanted.has(code)) continue;
    result[code] = regions.map(([name, shortCode]) => ({ code: shortCode, name }));
  }
  return result;
}
