/**
 * The responsive copies of a profile photo (docs/decisions/0107-responsive-photos.md): square,
 * cropped on the face like the thumbnail, in these widths, each as AVIF and WebP. 320 is a card at
 * 1× (about 165 CSS px wide at 375 px, at most 262 at 1200 px), 640 a card at 2× and the profile's big
 * photo at 2× (311 CSS px at 375 px, 320 at 1200 px), 960 that photo on a 3× phone.
 */
export const VARIANT_WIDTHS = [320, 640, 960] as const;

/** Best first: a <picture> offers them in this order and the browser takes the first it can show. */
export const VARIANT_TYPES = ['image/avif', 'image/webp'] as const;

export type VariantType = (typeof VARIANT_TYPES)[number];

const EXTENSION: Record<VariantType, string> = { 'image/avif': 'avif', 'image/webp': 'webp' };

/** The copies' keys follow from the photo's own: "<tenant>/<name>.webp" → "<tenant>/<name>_640.avif". */
export function variantKey(filename: string, width: number, type: VariantType): string {
  return `${filename.replace(/\.[a-z]+$/, '')}_${width}.${EXTENSION[type]}`;
}

/** Every stored copy of a photo, for removing them with it. */
export function variantKeys(photo: { filename: string; variantWidths: readonly number[] }): string[] {
  return photo.variantWidths.flatMap((width) => VARIANT_TYPES.map((type) => variantKey(photo.filename, width, type)));
}

/**
 * A photo as the API hands it out, as far as its copies go: its own file (with the CDN prefix) and
 * the widths of the copies stored (pixels; square, so the height too). The copies' addresses follow
 * from the file's (variantKey), so an answer carries three numbers per photo instead of six URLs.
 */
export interface PhotoCopies {
  filename: string;
  variant_widths: readonly number[];
}

/** The `srcset` of one type, narrowest first; empty when the photo has no copies. */
export function srcSet(photo: PhotoCopies, type: VariantType): string {
  return [...photo.variant_widths]
    .sort((a, b) => a - b)
    .map((width) => `${variantKey(photo.filename, width, type)} ${width}w`)
    .join(', ');
}
