import type { Db } from '#server/db/client';
import type { User } from '#server/domain/accounts/context';
import { findProfile } from '#server/domain/accounts/lookup';
import { presentMainImage } from '#server/domain/members/presenter';
import { listOwnPhotos } from '#server/domain/photos/manage';
import { presentPhoto } from '../photos/presenter';

/** The member's own profile: the basics everywhere (user.php), every field and photo on /profile. */
export async function presentOwnProfile(db: Db, user: User, cdnPrefix: string, detail: 'basic' | 'full') {
  const [profile, photos] = await Promise.all([findProfile(db, user.id), listOwnPhotos(db, user.id)]);
  if (!profile) return null;
  const basics = {
    id: user.id,
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    status: profile.status,
    main_image: presentMainImage(photos.find((photo) => photo.isMain), cdnPrefix),
  };
  if (detail === 'basic') return basics;
  return {
    ...basics,
    about_me: profile.aboutMe,
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
    interests: profile.interests,
    has_location: profile.latitude !== null,
    photos: photos.map((photo) => presentPhoto(photo, cdnPrefix)),
  };
}
