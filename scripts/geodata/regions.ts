import { allCountries } from 'country-region-data';

/** The names and codes Natural Earth gives one admin-1 feature. */
export interface FeatureNames {
  iso_a2: string;
  iso_3166_2?: string | null;
  name?: string | null;
  name_en?: string | null;
  name_alt?: string | null;
  gn_name?: string | null;
  woe_name?: string | null;
  region?: string | null;
}

interface RegionTable {
  codes: Set<string>;
  byName: Map<string, string>;
}

/**
 * Natural Earth subdivisions that country-region-data only knows as part of a larger one, by the
 * larger one's code: Belgium's provinces under its regions, Norway's counties before the 2020
 * merger, Northern Ireland's districts before 2015, Bournemouth and Poole before BCP.
 */
const PARTS_OF: Record<string, Record<string, readonly string[]>> = {
  BE: { VLG: ['VAN', 'VBR', 'VLI', 'VOV', 'VWV'], WAL: ['WBR', 'WHT', 'WLG', 'WLX', 'WNA'] },
  NO: { '09': ['10'], '30': ['01', '02', '06'], '34': ['04', '05'], '38': ['07', '08'], '46': ['12', '14'], '50': ['16', '17'], '54': ['19', '20'] },
  GB: {
    ABC: ['ARM', 'BNB', 'CGV'],
    AND: ['ARD', 'NDN'],
    ANN: ['ANT', 'NTA'],
    BCP: ['BMH', 'POL'],
    CCG: ['BLY', 'CLR', 'LMV', 'MYL'],
    DRS: ['DRY', 'STB'],
    FMO: ['FER', 'OMH'],
    LBC: ['CSR', 'LSB'],
    MEA: ['BLA', 'CKF', 'LRN'],
    MUL: ['DGN', 'MFT'],
    NMD: ['DOW', 'NYM'],
  },
};

/**
 * Countries whose Natural Earth subdivisions are coarser than country-region-data's: Luxembourg's
 * three former districts each span several of its twelve cantons, so a district names no canton.
 */
const COARSER_THAN_LIST = new Set(['LU']);

/** Lower-case Latin letters only, so "Małopolskie" and "Malopolskie" or "Île-de-France" and "Ile de France" meet. */
function fold(name: string): string {
  // These letters have no decomposition, so NFD alone would drop them instead of their base letter.
  const spelled = name.toLowerCase().replace(/[łøæßđ]/g, (letter) => ({ ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd' })[letter] ?? letter);
  return spelled.normalize('NFD').replace(/[^a-z]/g, '');
}

function regionTables(): Map<string, RegionTable> {
  return new Map(
    allCountries.map(([, country, regions]) => {
      // Some entries have no code, spelled "undefined" (Faroe, Cook Islands, …) or left empty.
      const coded = regions.filter(([, code]) => code !== '' && code !== 'undefined');
      return [country, { codes: new Set(coded.map(([, code]) => code)), byName: new Map(coded.map(([name, code]) => [fold(name), code])) }];
    }),
  );
}

const tables = regionTables();

/** The country-region-data code for a Natural Earth subdivision: by ISO code, then by merger, then by name. */
export function regionOf(properties: FeatureNames): string | null {
  const country = properties.iso_a2;
  const table = tables.get(country);
  if (!table || COARSER_THAN_LIST.has(country)) return null;
  const iso = properties.iso_3166_2 ?? '';
  const code = iso.startsWith(`${country}-`) ? iso.slice(country.length + 1) : '';
  // Most lists use the code without the country prefix, a few (DK, FI) keep it.
  for (const candidate of [code, iso]) if (candidate && table.codes.has(candidate)) return candidate;
  for (const [whole, parts] of Object.entries(PARTS_OF[country] ?? {})) if (parts.includes(code)) return whole;
  const { name, name_en, gn_name, woe_name, name_alt, region } = properties;
  const names = [name, name_en, gn_name, woe_name, ...(name_alt ?? '').split('|'), region];
  for (const candidate of names) {
    const match = candidate && table.byName.get(fold(candidate));
    if (match) return match;
  }
  return null;
}
