import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Photo } from '#client/components/Photo/Photo';
import { KindMark, useHomeSiteName } from '#client/components/ProfileCard/KindMark';
import { VerifiedBadge } from '#client/components/VerifiedBadge/VerifiedBadge';
import type { ProfileCard } from '#client/queries/members';
import * as styles from './faces.css';

/** A third of a phone's width; a quarter of the hero's face column (about 560 px) or a sixth of a panel on wide screens. */
const SIZES = '(min-width: 768px) 140px, 33vw';
/** The copies are square; the attributes reserve the box before the file arrives. */
const PHOTO_SIZE = 320;

export type Face = Pick<ProfileCard, 'id' | 'name' | 'age' | 'fictional' | 'kind' | 'home_site' | 'verified' | 'main_image'>;

/**
 * A member's face with name, age and place over its lower edge. The caption carries the name,
 * so the photo's alt is empty: a screen reader hears the link once, not twice.
 */
export function FaceTile({
  face,
  place,
  to,
  onClick,
  priority = false,
  badge,
  testId = 'face-tile',
}: {
  face: Face;
  place?: string | null | undefined;
  to: string;
  onClick?: ((event: MouseEvent) => void) | undefined;
  priority?: boolean;
  badge?: string | undefined;
  testId?: string;
}) {
  const fromElsewhere = useHomeSiteName(face.home_site) !== undefined;
  return (
    <Link to={to} className={styles.tile} onClick={onClick} data-testid={testId}>
      {face.main_image && (
        <Photo
          className={styles.photo}
          src={face.main_image.thumb_filename}
          copies={face.main_image}
          sizes={SIZES}
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          alt=""
          priority={priority}
        />
      )}
      {badge && <span className={styles.badge}>{badge}</span>}
      {(face.kind !== 'member' || face.verified || fromElsewhere) && (
        <span className={styles.marks}>
          {face.verified && <VerifiedBadge />}
          <KindMark profile={face} />
        </span>
      )}
      <span className={styles.caption}>
        <span className={styles.name}>
          <span className={styles.nameText}>{face.name}</span>
          <span className={styles.age} data-age>
            {`, ${face.age}`}
          </span>
        </span>
        {place && <span className={styles.place}>{place}</span>}
      </span>
    </Link>
  );
}
