import { Photo } from '#client/components/Photo/Photo';
import type { ProfileCard } from '#client/queries/members';
import * as styles from './ProfileCard.css';

/**
 * How wide each kind shows: a card in a grid of 2 (phones), 3 (from 576 px) or 4 columns (from
 * 992 px, at most 262 px in the 1140 px column); the profile's big photo full width on phones
 * (the page's and the header's padding off) and 320 px beside the name from 768 px.
 */
const SIZES = {
  card: '(min-width: 992px) 262px, (min-width: 576px) 33vw, 50vw',
  large: '(min-width: 768px) 320px, calc(100vw - 64px)',
} as const;

/**
 * The main photo, or a neutral silhouette when there is none (main_image null: docs/product.md#profiles-fields).
 * `priority`: the photo is in the page's first screen and likely its largest picture.
 */
export function Avatar({
  profile,
  size = 'card',
  priority = false,
}: {
  profile: Pick<ProfileCard, 'main_image' | 'name'>;
  size?: 'card' | 'large';
  priority?: boolean;
}) {
  const className = size === 'large' ? styles.avatarLarge : styles.avatar;
  if (!profile.main_image) {
    return (
      <div className={`${className} ${styles.placeholder}`} aria-hidden="true">
        <svg viewBox="0 0 100 100">
          <circle cx="50" cy="38" r="18" />
          <path d="M18 92c2-20 16-30 32-30s30 10 32 30z" />
        </svg>
      </div>
    );
  }
  const image = profile.main_image;
  return (
    <Photo
      className={className}
      src={size === 'large' ? image.filename : image.thumb_filename}
      copies={image}
      sizes={SIZES[size]}
      width={size === 'large' ? 640 : 320}
      height={size === 'large' ? 640 : 320}
      alt={profile.name}
      priority={priority}
    />
  );
}
