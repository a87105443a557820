import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import type { MemberProfile } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import { Photo } from '#client/components/Photo/Photo';
import { PhotoLink } from '#client/components/PhotoViewer/PhotoLink';
import * as styles from './member.css';

/** Tiles of at least 110 px filling the section: two on a phone, about 120 px each on a wide screen. */
const TILE_SIZES = '(min-width: 768px) 130px, 50vw';

/**
 * The photos the viewer may see, each opening them full screen (`onOpen` with its place), then
 * one tile for the locked rest (docs/product.md#profile-view). Below the header's big photo, so
 * they load as they scroll near.
 */
export function MemberPhotos({ profile, onOpen }: { profile: MemberProfile; onOpen(index: number): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  if (profile.photos.length + profile.locked_photos < 2) return null;
  const label = t('member.more_photos', { count: profile.locked_photos });
  return (
    <section className={styles.section} data-testid="member-photos">
      <h2 className={styles.sectionTitle}>{t('member.photos')}</h2>
      <div className={styles.photos}>
        {profile.photos.map((photo, index) => (
          <PhotoLink
            key={photo.id}
            href={photo.filename}
            label={t('photo_viewer.open', { index: index + 1, total: profile.photos.length })}
            onOpen={() => onOpen(index)}
            className={styles.photoLink}
          >
            <Photo className={styles.photo} src={photo.thumb_filename} copies={photo} sizes={TILE_SIZES} width={320} height={320} alt={profile.name} />
          </PhotoLink>
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
