import { srcSet, VARIANT_TYPES, type PhotoCopies } from '#server/contract/photo-variants';
import { useAgeBlur } from '../AgeCheck/useAgeBlur';
import * as styles from './Photo.css';

export interface PhotoProps {
  /** The photo's own file: what a browser that takes none of the copies shows, and a photo stored before them. */
  src: string;
  /** Whose square copies to offer: the API's photo, its `filename` and `variant_widths` (server/contract/photo-variants.ts). */
  copies: PhotoCopies;
  alt: string;
  /** How wide it shows, as CSS `sizes`, so the browser fetches the copy it needs and no bigger. */
  sizes: string;
  /** Reserves the box before the file arrives (no layout shift); the copies are square. */
  width: number;
  height: number;
  className?: string | undefined;
  /**
   * The page's largest picture in the first screen (its LCP): fetched at once and first. Everything
   * else waits until it scrolls near (docs/decisions/0107-responsive-photos.md).
   */
  priority?: boolean | undefined;
  /** In the first screen but not its largest picture: fetched at once, at the browser's usual priority. */
  eager?: boolean | undefined;
  /** The member's own photo: never blurred for the age check (decision 0144). */
  own?: boolean | undefined;
}

/** A member's photo: AVIF, then WebP copies in several widths, then the original file. */
export function Photo({ src, copies, alt, sizes, width, height, className, priority = false, eager = false, own = false }: PhotoProps) {
  // Where the visitor's country needs a provider's age check, others' photos stay blurred until it is passed.
  const shownClass = useAgeBlur(className, own);
  const image = (
    <img
      className={shownClass}
      data-age-blurred={shownClass !== className || undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      src={src}
      alt={alt}
      width={width}
      height={height}
    />
  );
  const sources = VARIANT_TYPES.map((type) => ({ type, srcSet: srcSet(copies, type) })).filter((source) => source.srcSet);
  if (!sources.length) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
