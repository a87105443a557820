import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { Storage } from '#server/adapters/storage/storage';
import { VARIANT_TYPES, VARIANT_WIDTHS, variantKey, type VariantType } from '#server/contract/photo-variants';

/**
 * How hard the encoders work, never which copies there are: an upload pays under a second for
 * small AVIF files; the seeded avatars (flat drawings, sixty at every fresh start, where AVIF
 * encoding was most of the seeding time) take the quickest settings, and get the same widths an
 * upload of the same picture would, so the demo's pages offer what production's do (issue 32).
 */
export type VariantEffort = 'upload' | 'fast';

const ENCODERS: Record<VariantEffort, Record<VariantType, (image: Sharp) => Sharp>> = {
  upload: {
    'image/avif': (image) => image.avif({ quality: 50, effort: 3 }),
    'image/webp': (image) => image.webp({ quality: 78 }),
  },
  fast: {
    'image/avif': (image) => image.avif({ quality: 50, effort: 0 }),
    'image/webp': (image) => image.webp({ quality: 78, effort: 2 }),
  },
};

const WIDEST = Math.max(...VARIANT_WIDTHS);

/**
 * The widths a photo gets: those its shorter side reaches, and the shorter side itself when it
 * falls short of the widest, so a small photo is never enlarged yet has its sharpest copy.
 */
export function variantWidthsFor(shortSide: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= shortSide);
  if (shortSide < WIDEST && !widths.includes(shortSide)) widths.push(shortSide);
  return widths;
}

export interface Variants {
  widths: number[];
  images: { width: number; type: VariantType; data: Buffer }[];
}

/**
 * Square copies of a stored photo (already re-encoded: rotated, stripped, at most 1600 px), cropped
 * where the picture's interest is, as the thumbnail is: every place that shows a photo shows a square.
 */
export async function makeVariants(full: Buffer, effort: VariantEffort = 'upload'): Promise<Variants> {
  // Decoded once and cropped once per width, each crop then encoded as AVIF and as WebP.
  const decoded = await sharp(full).raw().toBuffer({ resolveWithObject: true });
  const encode = ENCODERS[effort];
  const widths = variantWidthsFor(Math.min(decoded.info.width, decoded.info.height));
  const raw = (data: Buffer, info: OutputInfo) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const perWidth = await Promise.all(
    widths.map(async (size) => {
      const square = await raw(decoded.data, decoded.info)
        .resize({ width: size, height: size, fit: 'cover', position: 'attention' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return Promise.all(VARIANT_TYPES.map(async (type) => ({ width: size, type, data: await encode[type](raw(square.data, square.info)).toBuffer() })));
    }),
  );
  return { widths, images: perWidth.flat() };
}

/** What decides a copy's bytes besides the picture, its code and its widths and types, for renders kept between starts (decision 0151). */
export const VARIANT_CODE = [
  ...[makeVariants, variantWidthsFor, ...Object.values(ENCODERS.fast), ...Object.values(ENCODERS.upload)].map(String),
  JSON.stringify({ VARIANT_WIDTHS, VARIANT_TYPES }),
].join('\n');

/** Writes the copies beside the photo stored under `filename`. */
export async function storeVariants(storage: Storage, filename: string, variants: Variants): Promise<void> {
  await Promise.all(variants.images.map((image) => storage.put(variantKey(filename, image.width, image.type), image.data)));
}
