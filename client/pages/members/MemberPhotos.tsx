import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '#client/queries/members';
import { useCurrentUser } from '#client/queries/user';
import { useOpenSignup } from '#client/components/SignupOpener/context';
import * as styles from './member.css';

/** The photos the viewer may see, then one tile for the locked rest (docs/product.md#profile-view). */
export function MemberPhotos({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openSignup = useOpenSignup();
  if (profile.photos.length + profile.locked_photos < 2) return null;
  const label = t('member.more_photos', { number: profile.locked_photos });
  return (
    <section className={styles.section} data-testid="member-photos">
      <h2 className={styles.sectionTitle}>{t('member.photos')}</h2>
      <div className={styles.photos}>
        {profile.photos.map((photo) => (
          <a key={photo.id} href={photo.filename} target="_blank" rel="noreferrer">
            <img className={styles.photo} src={photo.thumb_filename} alt={profile.name} loading="lazy" />
          </a>
        ))}
        {profile.locked_photos > 0 &&
          (user ? (
            <Link to="/premium" className={styles.locked} data-testid="locked-photos">
              {label}
            </Link>
          ) : (
            <button type="button" className={styles.locked} onClick={openSignup} data-testid="locked-photos">
              {label}
            </button>
          ))}
      </div>
    </section>
  );
}
