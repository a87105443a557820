import { Link } from 'react-router';
import type { ProfileCard as Card } from '#client/queries/members';
import { useRegionName } from '#client/queries/places';
import { OnlineDot } from '#client/components/OnlineDot/OnlineDot';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { Avatar } from './Avatar';
import { HomeSiteLine, KindMark } from './KindMark';
import * as styles from './ProfileCard.css';

/** A member in a grid: photo, name, age, place and whether online now; opens the profile. */
export function ProfileCard({ profile, priority = false }: { profile: Card; priority?: boolean }) {
  const place = useRegionName(profile.country, profile.region);
  return (
    <Link to={`/members/${profile.id}`} className={styles.card} data-testid="profile-card">
      <Avatar profile={profile} priority={priority} />
      <span className={styles.caption}>
        <span className={styles.name}>
          {profile.online && <OnlineDot />}
          <span className={styles.nameText}>
            {profile.name}, {profile.age}
          </span>{' '}
          {profile.verified && <VerifiedBadge />}
          <KindMark profile={profile} homeSite={false} />
        </span>
        {place && <span className={styles.place}>{place}</span>}
        <HomeSiteLine profile={profile} />
      </span>
    </Link>
  );
}

/**
 * `priority`: how many cards lead the page's first screen (a first row is 2 cards on a phone, 4 on
 * a wide screen); their photos are fetched at once and first, the others as they scroll near.
 */
export function ProfileGrid({ profiles, priority = 0 }: { profiles: Card[]; priority?: number }) {
  return (
    <div className={styles.grid}>
      {profiles.map((profile, index) => (
        <ProfileCard key={profile.id} profile={profile} priority={index < priority} />
      ))}
    </div>
  );
}
