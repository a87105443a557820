import path from 'node:path';
import { allCountries } from 'country-region-data';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { loadTenantFiles } from '../tenancy/load';
import { reverseGeocode } from './geocode';
import { readGeodata } from './geodata';

/** The list's real codes: it spells a missing one "undefined" (or leaves it empty). */
const REGION_CODES = new Map<string, Set<string>>(
  allCountries.map(([, country, regions]) => [country, new Set(regions.map(([, code]) => code).filter((code) => code !== '' && code !== 'undefined'))]),
);

const { tenants } = loadTenantFiles(path.join(ROOT, 'tenants'));

const CITIES: Array<[city: string, lat: number, lon: number, country: string, region: string]> = [
  ['Munich', 48.137, 11.575, 'DE', 'BY'],
  ['Amsterdam', 52.37, 4.895, 'NL', 'NH'],
  ['Paris', 48.857, 2.352, 'FR', 'IDF'],
  ['Brussels', 50.847, 4.352, 'BE', 'BRU'],
  ['Antwerp', 51.219, 4.402, 'BE', 'VLG'],
  ['Liège', 50.633, 5.58, 'BE', 'WAL'],
  ['Zürich', 47.377, 8.542, 'CH', 'ZH'],
  ['Geneva', 46.204, 6.143, 'CH', 'GE'],
  ['Vienna', 48.208, 16.374, 'AT', '9'],
  // country-region-data lists the UK's council areas, not England: central London is Westminster.
  ['London', 51.507, -0.128, 'GB', 'WSM'],
  ['Belfast', 54.597, -5.93, 'GB', 'BFS'],
  ['Derry', 54.997, -7.309, 'GB', 'DRS'],
  ['Dublin', 53.35, -6.26, 'IE', 'D'],
  ['Stockholm', 59.329, 18.069, 'SE', 'AB'],
  ['Oslo', 59.914, 10.752, 'NO', '03'],
  ['Bergen', 60.391, 5.322, 'NO', '46'],
  ['Warsaw', 52.23, 21.012, 'PL', '14'],
  ['Kraków', 50.065, 19.945, 'PL', '12'],
  // On the harbour, which Natural Earth draws too wide: found through the coast tolerance.
  ['Copenhagen', 55.676, 12.568, 'DK', 'DK-84'],
  ['Helsinki', 60.17, 24.938, 'FI', 'FI-18'],
  ['Madrid', 40.417, -3.704, 'ES', 'M'],
  ['Rome', 41.903, 12.496, 'IT', '62'],
  ['New York', 40.713, -74.006, 'US', 'NY'],
  ['Toronto', 43.653, -79.383, 'CA', 'ON'],
];

describe('reverseGeocode', () => {
  it.each(CITIES)('places %s (%f, %f) in %s/%s', (_city, lat, lon, country, region) => {
    expect(reverseGeocode(lat, lon)).toEqual({ country, region });
    expect(REGION_CODES.get(country)?.has(region)).toBe(true);
  });

  it('knows Luxembourg but not its canton, which its former districts cannot tell', () => {
    expect(reverseGeocode(49.612, 6.132)).toEqual({ country: 'LU', region: null });
  });

  it('answers only codes country-region-data has, all over the world', () => {
    const places = readGeodata().shapes.map((shape) => shape.place);
    expect(places.filter(({ country, region }) => region !== null && !REGION_CODES.get(country)?.has(region))).toEqual([]);
    // The list has the Faroe Islands' subdivisions without codes.
    expect(reverseGeocode(62.011, -6.772)).toEqual({ country: 'FO', region: null });
  });

  it('draws every country a site serves in detail (rebuild the data when a site serves a new one)', () => {
    const { detailed } = readGeodata();
    expect(tenants.flatMap((tenant) => tenant.countries).filter((country) => !detailed.includes(country))).toEqual([]);
  });

  it('tells a town from its neighbour across a served border', () => {
    expect(reverseGeocode(52.342, 14.55)).toEqual({ country: 'DE', region: 'BB' });
    expect(reverseGeocode(52.35, 14.562)).toMatchObject({ country: 'PL' });
    expect(reverseGeocode(47.56, 7.59)).toEqual({ country: 'CH', region: 'BS' });
    expect(reverseGeocode(47.59, 7.56)).toMatchObject({ country: 'FR' });
  });

  it('finds no country at sea', () => {
    expect(reverseGeocode(55.0, 3.0)).toBeNull();
    expect(reverseGeocode(0, 0)).toBeNull();
  });
});
