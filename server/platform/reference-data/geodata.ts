import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROOT } from '../paths';

/** The compact admin-1 boundaries, written by scripts/geodata/build.ts (see there to rebuild). */
export const GEODATA_FILE = 'server/platform/reference-data/data/admin1.json';
/** Coordinates are stored in steps of 1/GEODATA_SCALE degree: 0.001° is about 111 m. */
export const GEODATA_SCALE = 1000;

export interface Place {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** country-region-data `shortCode` of the subdivision, or null when it has no counterpart there. */
  region: string | null;
}

/** One polygon of a subdivision: its bounding box and its closed rings as flat lon,lat pairs. */
export interface Shape {
  west: number;
  south: number;
  east: number;
  north: number;
  rings: Float64Array[];
  place: Place;
  /** How far (km) simplification may have moved this outline. */
  simplifiedKm: number;
}

const fileSchema = z.object({
  scale: z.literal(GEODATA_SCALE),
  detailed: z.array(z.string()),
  detail_km: z.number().positive(),
  outline_km: z.number().positive(),
  /** Shapes from this index on are outlines (drawn coarser), those before it are detailed. */
  outline_from: z.number().int().nonnegative(),
  places: z.array(z.tuple([z.string().regex(/^[A-Z]{2}$/), z.string().nullable()])),
  // Checked one by one below: a schema over ~300,000 numbers would cost more than the rest of the load.
  shapes: z.array(z.unknown()),
});

const isIntegers = (value: unknown): value is number[] => Array.isArray(value) && value.every(Number.isInteger);

/** A stored shape: the index of its place, then its outer ring and its holes. */
function shapeRecord(value: unknown): { placeIndex: number; rings: number[][] } {
  if (!Array.isArray(value)) throw new Error(`${GEODATA_FILE}: a shape is not a list`);
  const [placeIndex, ...rings] = value;
  if (!Number.isInteger(placeIndex) || rings.length === 0 || !rings.every(isIntegers)) throw new Error(`${GEODATA_FILE}: a shape is not [place, ring, …holes]`);
  return { placeIndex, rings };
}

/** Degrees from the stored differences, the first point repeated at the end to close the ring. */
function decodeRing(encoded: readonly number[]): Float64Array {
  const ringPoints = new Float64Array(encoded.length + 2);
  let x = 0;
  let y = 0;
  for (let index = 0; index < encoded.length; index += 2) {
    x += encoded[index] as number;
    y += encoded[index + 1] as number;
    ringPoints[index] = x / GEODATA_SCALE;
    ringPoints[index + 1] = y / GEODATA_SCALE;
  }
  ringPoints[encoded.length] = ringPoints[0] as number;
  ringPoints[encoded.length + 1] = ringPoints[1] as number;
  return ringPoints;
}

function shapeOf(rings: Float64Array[], place: Place, simplifiedKm: number): Shape {
  const shape: Shape = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity, rings, place, simplifiedKm };
  (rings[0] ?? []).forEach((value, index) => {
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

export interface Geodata {
  /** The countries drawn in detail (those the sites served when the file was built). */
  detailed: string[];
  /** Every polygon, detailed countries first, ready for point-in-polygon tests. */
  shapes: Shape[];
}

export function readGeodata(): Geodata {
  const data = fileSchema.parse(JSON.parse(fs.readFileSync(path.join(ROOT, GEODATA_FILE), 'utf8')));
  const shapes = data.shapes.map((value, index) => {
    const { placeIndex, rings } = shapeRecord(value);
    const [country, region] = data.places[placeIndex] ?? [];
    if (!country) throw new Error(`${GEODATA_FILE}: a shape names place ${placeIndex}, which is not listed`);
    return shapeOf(rings.map(decodeRing), { country, region: region ?? null }, index < data.outline_from ? data.detail_km : data.outline_km);
  });
  return { detailed: data.detailed, shapes };
}
