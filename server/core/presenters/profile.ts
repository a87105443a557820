import type { photos, profiles } from '#server/platform/db/schema';
import type { OwnProfile, OwnProfileBasics } from '#server/contract/answers/account';
import { presentMainImage } from './members';
import { presentPhoto } from './photos';

type ProfileRow = typeof profiles.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

/** The basics of the member's own profile, shown everywhere (user.php). */
export function presentOwnProfileBasics(profile: ProfileRow, mainPhoto: PhotoRow | null | undefined, cdnPrefix: string): OwnProfileBasics {
  return {
    id: profile.userId,
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    // Unlisted (the demo login) works everywhere but in lists: to its owner it is simply active.
    status: profile.status === 'disabled' ? ('disabled' as const) : ('active' as const),
    main_image: presentMainImage(mainPhoto, cdnPrefix),
  };
}

/** The member's own profile on /profile: every field and every photo, pending ones too. */
export function presentOwnProfile(profile: ProfileRow, ownPhotos: readonly PhotoRow[], cdnPrefix: string): OwnProfile {
  return {
    ...presentOwnProfileBasics(
      profile,
      ownPhotos.find((photo) => photo.isMain),
      cdnPrefix,
    ),
    about_me: profile.aboutMe,
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
    interests: profile.interests,
    has_location: profile.latitude !== null,
    photos: ownPhotos.map((photo) => presentPhoto(photo, cdnPrefix)),
  };
}
