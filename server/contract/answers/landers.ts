import type { LanderName } from '#server/contract/landers';
import type { ProfileCard } from './members';

/** A face on a lander or the home page: the search card and its region's name. */
export interface LanderMember extends ProfileCard {
  region_name: string | null;
}

/** The map lander's regions, most members first, and where each label sits on the map. */
export interface RegionCounts {
  country: string;
  map: { width: number; height: number } | null;
  regions: { code: string; name: string; count: number; x: number | null; y: number | null }[];
}

export interface LanderClipUrls {
  poster: string | null;
  webm: string | null;
  mp4: string | null;
}

export interface LanderTexts {
  headline: string | null;
  subline: string | null;
  cta: string | null;
}

/** GET /api/lander.php: the variant (null texts: the page's locale defaults) and the site's faces. */
export interface LanderResponse {
  lander: LanderTexts & { name: LanderName; slug: string | null; region: { country: string; code: string; name: string | null } | null };
  members: LanderMember[];
  regions: RegionCounts | null;
  /** Video landers: the clip's poster and files (null poster: the first face stands in; null files: the poster alone). */
  video: LanderClipUrls | null;
  /** alonetonight: the visitor's country the faces come from (null: the whole site) and who of them is online now. */
  nearby: { country: string | null; online: number[] } | null;
}

/** GET /api/home-faces.php: `country` is the visitor's when the site serves it, null for the whole site. */
export interface HomeFaces {
  country: string | null;
  members: LanderMember[];
}
