import type { photos, profiles } from '#server/db/schema';
import { ageOn } from '#server/shared/age';

type ProfileRow = typeof profiles.$inferSelect;
type PhotoRow = Pick<typeof photos.$inferSelect, 'filename' | 'thumbFilename' | 'status'>;

export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: string;
}

/** main_image is shown only when active, null otherwise; paths carry the CDN prefix (docs/product.md#profiles-fields). */
export function presentMainImage(photo: PhotoRow | null | undefined, cdnPrefix: string): MainImage | null {
  if (!photo || photo.status !== 'active') return null;
  return { filename: `${cdnPrefix}${photo.filename}`, thumb_filename: `${cdnPrefix}${photo.thumbFilename}`, status: photo.status };
}

/** A profile as a search card: enough to recognise someone and open the profile. */
export function presentCard(profile: ProfileRow, mainPhoto: PhotoRow | null | undefined, cdnPrefix: string, today: Date) {
  return {
    id: profile.userId,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, today),
    gender: profile.gender,
    country: profile.country,
    region: profile.region,
    fictional: profile.fictional,
    main_image: presentMainImage(mainPhoto, cdnPrefix),
  };
}

export type ProfileCard = ReturnType<typeof presentCard>;
