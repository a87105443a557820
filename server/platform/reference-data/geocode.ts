import { readGeodata, type Place, type Shape } from './geodata';

export type { Place } from './geodata';

/**
 * How far outside every outline a point may be and still count as ashore: at 1:10m, harbours and
 * estuaries are drawn up to a kilometre too wide (Copenhagen's city hall falls in the water).
 * Each shape adds how far its simplification may have moved it (Shape.simplifiedKm).
 */
const COAST_TOLERANCE_KM = 2;
const KM_PER_LAT = 111.2;

/** The value `make` returns on the first call, kept for every later call; it must never change. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Every admin-1 polygon, read from disk once per process (the landers' region map draws them too). */
export const loadShapes = once(() => readGeodata().shapes);

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
function distanceKm(shape: Shape, lon: number, lat: number, kmPerLon: number, reachKm: number): number {
  const latMargin = reachKm / KM_PER_LAT;
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

/** The shape whose outline is nearest the point, if one is within the coast tolerance plus its simplification. */
function nearestAshore(shapes: readonly Shape[], lon: number, lat: number): Shape | null {
  const kmPerLon = KM_PER_LAT * Math.cos((lat * Math.PI) / 180);
  let best: { shape: Shape; km: number } | null = null;
  for (const shape of shapes) {
    const reachKm = COAST_TOLERANCE_KM + shape.simplifiedKm;
    const latMargin = reachKm / KM_PER_LAT;
    const lonMargin = reachKm / kmPerLon;
    if (lat < shape.south - latMargin || lat > shape.north + latMargin || lon < shape.west - lonMargin || lon > shape.east + lonMargin) continue;
    const km = distanceKm(shape, lon, lat, kmPerLon, reachKm);
    if (km <= reachKm && (!best || km < best.km)) best = { shape, km };
  }
  return best?.shape ?? null;
}

/**
 * Country and subdivision of a coordinate, offline, from Natural Earth's admin-1 boundaries as
 * simplified for the served countries (server/platform/reference-data/geodata.ts). A border may be off by up to
 * a kilometre or so, so a point right at one may get the neighbour; the served country wins there.
 * Null when the point is in no country, e.g. at sea. The data (~1.5 MB) loads on the first call.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  const shapes = loadShapes();
  const hit = shapes.find((shape) => lat >= shape.south && lat <= shape.north && lon >= shape.west && lon <= shape.east && contains(shape, lon, lat));
  const shape = hit ?? nearestAshore(shapes, lon, lat);
  return shape ? { ...shape.place } : null;
}
