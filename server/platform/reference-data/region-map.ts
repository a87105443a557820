import { loadShapes } from './geocode';
import type { Shape } from './geodata';

/** Drawn this wide (SVG user units); the height follows the country's shape. */
const MAP_WIDTH = 600;
/** Points closer than this (units) to the last kept one are dropped: the outline stays recognisable at a tenth of the size. */
const TOLERANCE = 1.6;
/** Islands and enclaves smaller than this (units) across are left out. */
const MIN_SIZE = 2.5;
/** Pieces closer than this (degrees) belong to one landmass: Tasmania to Australia, but not Alaska or Hawaii to the lower 48. */
const GAP_DEG = 2.5;

export interface MapRegion {
  /** country-region-data short code, as profiles store it. */
  code: string;
  /** SVG path data in the map's units. */
  path: string;
  /** Where its label goes: the middle of its largest piece. */
  x: number;
  y: number;
}

export interface RegionMap {
  width: number;
  height: number;
  regions: MapRegion[];
}

const centre = (shape: Shape) => ({ lon: (shape.west + shape.east) / 2, lat: (shape.south + shape.north) / 2 });
const near = (a: Shape, b: Shape) => a.west - GAP_DEG <= b.east && b.west - GAP_DEG <= a.east && a.south - GAP_DEG <= b.north && b.south - GAP_DEG <= a.north;

/** The group of nearby pieces that holds the most regions: the mainland, without overseas parts. */
function mainland(shapes: readonly Shape[]): Shape[] {
  const group = new Array<number>(shapes.length).fill(-1);
  let best: { members: Shape[]; regions: number } = { members: [], regions: 0 };
  shapes.forEach((_, start) => {
    if (group[start] !== -1) return;
    const members: Shape[] = [];
    const queue = [start];
    group[start] = start;
    while (queue.length) {
      const shape = shapes[queue.pop() as number] as Shape;
      members.push(shape);
      shapes.forEach((other, index) => {
        if (group[index] === -1 && near(shape, other)) {
          group[index] = start;
          queue.push(index);
        }
      });
    }
    const regions = new Set(members.map((member) => member.place.region)).size;
    if (regions > best.regions) best = { members, regions };
  });
  return best.members;
}

/** One ring as compact path data: absolute start, then relative integer steps. */
function ringPath(ring: Float64Array, project: (lon: number, lat: number) => [number, number]): string {
  const steps: string[] = [];
  let last: [number, number] | undefined;
  for (let index = 0; index < ring.length; index += 2) {
    const point = project(ring[index] as number, ring[index + 1] as number).map(Math.round) as [number, number];
    if (!last) {
      steps.push(`M${point[0]} ${point[1]}`);
      last = point;
      continue;
    }
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < TOLERANCE) continue;
    steps.push(`l${point[0] - last[0]} ${point[1] - last[1]}`);
    last = point;
  }
  return steps.length > 2 ? `${steps.join('')}z` : '';
}

/**
 * The regions of one country as an SVG map, from the same admin-1 outlines the geocoder uses
 * (server/platform/reference-data/data): no map tiles, nothing fetched. Equirectangular, widened by the
 * cosine of the middle latitude so the country keeps its shape. Null when the country has no outlines.
 */
export function regionMap(country: string, shapes: readonly Shape[] = loadShapes()): RegionMap | null {
  const own = shapes.filter((shape) => shape.place.country === country && shape.place.region);
  if (own.length === 0) return null;
  const drawn = mainland(own);
  const west = Math.min(...drawn.map((shape) => shape.west));
  const east = Math.max(...drawn.map((shape) => shape.east));
  const south = Math.min(...drawn.map((shape) => shape.south));
  const north = Math.max(...drawn.map((shape) => shape.north));
  const lonScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = MAP_WIDTH / ((east - west) * lonScale);
  const height = Math.round((north - south) * scale);
  const project = (lon: number, lat: number): [number, number] => [(lon - west) * lonScale * scale, (north - lat) * scale];

  const byRegion = new Map<string, { paths: string[]; label: { x: number; y: number; size: number } }>();
  for (const shape of drawn) {
    const size = Math.max((shape.east - shape.west) * lonScale, shape.north - shape.south) * scale;
    if (size < MIN_SIZE) continue;
    const path = shape.rings.map((ring) => ringPath(ring, project)).join('');
    if (!path) continue;
    const code = shape.place.region as string;
    const [x, y] = project(centre(shape).lon, centre(shape).lat);
    const entry = byRegion.get(code) ?? { paths: [], label: { x, y, size } };
    entry.paths.push(path);
    if (size > entry.label.size) entry.label = { x, y, size };
    byRegion.set(code, entry);
  }
  const regions = [...byRegion].map(([code, { paths, label }]) => ({ code, path: paths.join(''), x: Math.round(label.x), y: Math.round(label.y) }));
  return { width: MAP_WIDTH, height, regions };
}
