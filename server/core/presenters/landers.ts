import type { LanderFace } from '#server/core/domain/landers/members';
import type { Region } from '#server/contract/answers/site';
import type { RegionMap } from '#server/platform/reference-data/region-map';
import type { LanderName } from '#server/contract/landers';
import type { LanderClipUrls, LanderMember, LanderResponse, LanderTexts, RegionCounts } from '#server/contract/answers/landers';
import { presentCard } from './members';

/** A face on a lander: the search card (fictional marked the same way) and its region's name. */
export function presentLanderMembers(rows: readonly LanderFace[], regions: Record<string, Region[]>, cdnPrefix: string, today: Date): LanderMember[] {
  return rows.map(({ profile, photo }) => ({
    ...presentCard(profile, photo, cdnPrefix, today),
    region_name: regions[profile.country]?.find((region) => region.code === profile.region)?.name ?? null,
  }));
}

/** The map lander's regions: every region of the country with its members, most first, and where its label sits on the map. */
export function presentRegionCounts(country: string, regions: readonly Region[], counts: Map<string, number>, map: RegionMap | null): RegionCounts {
  const labels = new Map(map?.regions.map((region) => [region.code, region]));
  return {
    country,
    map: map ? { width: map.width, height: map.height } : null,
    regions: regions
      .map((region) => {
        const label = labels.get(region.code);
        return { code: region.code, name: region.name, count: counts.get(region.code) ?? 0, x: label?.x ?? null, y: label?.y ?? null };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/** A video lander's clip as storage keys (server/core/domain/landers/video.ts), as URLs. */
export function presentLanderClip(clip: { poster: string | null; webm: string | null; mp4: string | null }, cdnPrefix: string): LanderClipUrls {
  const url = (key: string | null) => (key ? `${cdnPrefix}${key}` : null);
  return { poster: url(clip.poster), webm: url(clip.webm), mp4: url(clip.mp4) };
}

/** GET /api/lander.php: the variant (null texts: the page's locale defaults) and the site's faces. */
export function presentLander(input: {
  name: LanderName;
  slug: string | null;
  texts: LanderTexts;
  region: { country: string; code: string; name: string | null } | null;
  members: LanderMember[];
  regions: RegionCounts | null;
  video: LanderClipUrls | null;
  nearby: { country: string | null; online: number[] } | null;
}): LanderResponse {
  return {
    lander: { name: input.name, slug: input.slug, ...input.texts, region: input.region },
    members: input.members,
    regions: input.regions,
    /** Video landers: the clip's poster and files (null poster: the first face stands in; null files: the poster alone). */
    video: input.video,
    /** alonetonight: the visitor's country the faces come from (null: the whole site) and who of them is online now. */
    nearby: input.nearby,
  };
}
