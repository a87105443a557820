import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { Avatar } from '#client/components/ProfileCard/Avatar';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { useHashTarget } from '#client/hooks/useHashTarget';
import { useCurrentUser } from '#client/queries/user';
import { ageOn } from '#server/contract/age';
import { LocationSettings } from './LocationSettings';
import { ownProfileQuery } from '#client/queries/profile';
import { PhotoManager } from './PhotoManager';
import { ProfileForm } from './ProfileForm';
import * as styles from './profile.css';

/**
 * /profile: the member's own profile — photos, texts, details, interests, location. The members
 * area's enrich alert links to #photos, #about-me and #interests (docs/product.md#member-alerts).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  // Her age on the day the server fetched the profile: both renders agree while hydrating, whatever the phone's clock says.
  const { data: profile, dataUpdatedAt } = useSuspenseQuery(ownProfileQuery(api));
  const verified = useCurrentUser()?.verified ?? false;
  useHashTarget();
  return (
    <div className={styles.page} data-testid="profile-page">
      <title>{`${t('nav.my_profile')} | ${settings.name}`}</title>
      <section className={styles.section}>
        <h1 className={styles.sectionTitle}>
          {profile.name}, {ageOn(profile.date_of_birth, new Date(dataUpdatedAt))} {verified && <VerifiedBadge />}
        </h1>
        {profile.status !== 'active' && <Alert tone="warning">{t('profile.hidden')}</Alert>}
        <div className={styles.ownPhoto}>
          <Avatar profile={profile} />
        </div>
        <Link to={`/members/${profile.id}`}>{t('profile.view_public')}</Link>
        {!verified && <Link to="/settings/verification">{t('verification.profile_link')}</Link>}
      </section>
      <PhotoManager photos={profile.photos} />
      <ProfileForm profile={profile} />
      <LocationSettings profile={profile} />
    </div>
  );
}
