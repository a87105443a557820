import { Link } from 'react-router';
import type { ProfileCard as Card } from '#client/queries/members';
import { useRegionName } from '#client/queries/places';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import { Avatar } from './Avatar';
import { FictionalMark } from './FictionalMark';
import * as styles from './ProfileCard.css';

/** A member in a grid: photo, name, age and place; opens the profile. */
export function ProfileCard({ profile }: { profile: Card }) {
  const place = useRegionName(profile.country, profile.region);
  return (
    <Link to={`/members/${profile.id}`} className={styles.card} data-testid="profile-card">
      <Avatar profile={profile} />
      <span className={styles.caption}>
        <span className={styles.name}>
          <span className={styles.nameText}>
            {profile.name}, {profile.age}
          </span>{' '}
          {profile.verified && <VerifiedBadge />}
          {profile.fictional && <FictionalMark />}
        </span>
        {place && <span className={styles.place}>{place}</span>}
      </span>
    </Link>
  );
}

export function ProfileGrid({ profiles }: { profiles: Card[] }) {
  return (
    <div className={styles.grid}>
      {profiles.map((profile) => (
        <ProfileCard key={profile.id} profile={profile} />
      ))}
    </div>
  );
}
