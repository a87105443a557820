import type { ProfileCard } from '#client/queries/members';
import * as styles from './ProfileCard.css';

/** The main photo's thumbnail, or a neutral silhouette when there is none (main_image null: docs/product.md#profiles-fields). */
export function Avatar({ profile, size = 'card' }: { profile: Pick<ProfileCard, 'main_image' | 'name'>; size?: 'card' | 'large' }) {
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
  const src = size === 'large' ? profile.main_image.filename : profile.main_image.thumb_filename;
  return <img className={className} src={src} alt={profile.name} loading="lazy" decoding="async" />;
}
