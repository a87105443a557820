import type { LanderFace } from '#server/core/domain/landers/members';
import type { HomeFaces } from '#server/contract/answers/landers';
import type { Region } from '#server/contract/answers/site';
import { presentLanderMembers } from './landers';

/**
 * GET /api/home-faces.php: the faces of the front page. `country` is the visitor's when the site
 * serves it (its members come first: "near you"); null means the whole site.
 */
export function presentHomeFaces(
  country: string | null,
  faces: readonly LanderFace[],
  regions: Record<string, Region[]>,
  cdnPrefix: string,
  today: Date,
): HomeFaces {
  return { country, members: presentLanderMembers(faces, regions, cdnPrefix, today) };
}
