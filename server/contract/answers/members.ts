import type { Gender, PhotoStatus, Sexuality } from './vocabulary';

/** A profile's main photo; paths carry the CDN prefix (docs/product.md#profiles-fields). */
export interface MainImage {
  filename: string;
  thumb_filename: string;
  /** Widths of the square AVIF and WebP copies for srcset (server/contract/photo-variants.ts); empty for a photo stored before them. */
  variant_widths: number[];
  status: string;
}

/**
 * What a profile is, stored (decision 0122): a member's own, an operator's fictional one, or an
 * operator's cam profile (fictional with a partner handle). A member shown away from their home
 * site is a resold one (decision 0123): the card's `home_site` says which, the page's settings name it.
 */
export type ProfileKind = 'member' | 'fictional' | 'cam';

/** A profile as a search card: enough to recognise someone and open the profile. */
export interface ProfileCard {
  id: number;
  name: string;
  age: number;
  gender: Gender;
  country: string;
  region: string | null;
  kind: ProfileKind;
  /** The site the member signed up on: another than this one for a shared or resold member. */
  home_site: string;
  fictional: boolean;
  verified: boolean;
  main_image: MainImage | null;
  /** Where the surface asked for presence; false otherwise. */
  online: boolean;
}

/** GET /api/members.php: one page of cards, the cursor of the next page, and the count on the first. */
export interface SearchResponse {
  results: ProfileCard[];
  cursor: string | null;
  gender: Gender | null;
  numResults?: number;
}

/** A photo of another member's profile the viewer may open. */
export interface MemberPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  variant_widths: number[];
  status: PhotoStatus;
}

/** A profile as GET /api/member.php shows it: fields the site hides are left out (undefined). */
export interface MemberProfile extends Omit<ProfileCard, 'age' | 'country' | 'region' | 'gender'> {
  age: number | undefined;
  country: string | undefined;
  region: string | null | undefined;
  gender: Gender | undefined;
  sexuality: Sexuality | undefined;
  relationship_status: string | null | undefined;
  body_type: string | null | undefined;
  hair_color: string | null | undefined;
  eye_color: string | null | undefined;
  tattoos: string | null | undefined;
  interests: number[] | undefined;
  about_me: string | undefined;
  photos: MemberPhoto[];
  /** Photos past the viewer's allowance: counted, never linked. */
  locked_photos: number;
  blocked: boolean;
  liked: boolean;
  likes_you: boolean;
  verified_only: boolean;
  /** A cam profile's partner page (decision 0122). */
  cam: { partner: string; url: string } | null;
}

/** GET /api/member.php. */
export interface MemberResponse {
  profile: MemberProfile;
  related: ProfileCard[];
  similar: ProfileCard[];
  /** The viewer must pass the site's age check first: photos blurred, free text withheld (decision 0144). */
  age_gated: boolean;
}

/** GET /api/member-landing.php: an ad's landing of one member. */
export interface MemberLandingResponse {
  profile: ProfileCard & { teaser: string | null; more_photos: number };
}
