import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { Photo } from '#client/components/Photo/Photo';
import * as styles from './member.css';

/** Tiles of at least 110 px filling the section: two on a phone, about 120 px each on a wide screen. */
const TILE_SIZES = '(min-width: 768px) 130px, 50vw';

/**
 * The photos the viewer may see, then one tile for the locked rest (docs/product.md#profile-view).
 * Below the header's big photo, so they load as they scroll near.
 */
export function MemberPhotos({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  if (profile.photos.length + profile.locked_photos < 2) return null;
  const label = t('member.more_photos', { count: profile.locked_photos });
  return (
    <section className={styles.section} data-testid="member-photos">
      <h2 className={styles.sectionTitle}>{t('member.photos')}</h2>
      <div className={styles.photos}>
        {profile.photos.map((photo) => (
          <a key={photo.id} href={photo.filename} target="_blank" rel="noreferrer">
            <Photo
              className={styles.photo}
              src={photo.thumb_filename}
              variants={photo.variants}
              sizes={TILE_SIZES}
              width={320}
              height={320}
              alt={profile.name}
            />
          </a>
        ))}
        {profile.locked_photos > 0 &&
          (user ? (
            <Link to="/premium" className={styles.locked} data-testid="locked-photos">
              {label}
            </Link>
          ) : (
            <button type="button" className={styles.locked} onClick={() => openSignup()} data-testid="locked-photos">
              {label}
            </button>
          ))}
      </div>
    </section>
  );
}
