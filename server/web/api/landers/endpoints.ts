import { cached, type Cache } from '#server/platform/cache';
import type { Db } from '#server/platform/db/client';
import { DomainError } from '#server/core/domain/errors';
import { landerFaces, membersPerRegion, type LanderFace } from '#server/core/domain/landers/members';
import { onlineNow, tonightCountry, tonightFaces } from '#server/core/domain/landers/tonight';
import { isVideoLander, type LanderVideos } from '#server/core/domain/landers/video';
import { chooseVariant, mapCountry } from '#server/core/domain/landers/variant';
import { presentLander, presentLanderClip, presentLanderMembers, presentRegionCounts } from '#server/core/presenters/landers';
import type { LanderMember, RegionCounts } from '#server/contract/answers/landers';
import { regionsFor } from '#server/platform/reference-data/regions';
import { isLanderName } from '#server/contract/landers';
import { siteTextIn, type SiteText } from '#server/platform/tenancy/texts';
import type { ReadEndpoint } from '../endpoints';
import { loadRegionMap } from './routes';
import { landerQuery } from './schema';

const faceId = (face: LanderFace) => face.profile.userId;

/** Visitors land by the thousand from one ad: a minute of staleness costs nothing, a query per visit would. */
const LANDER_TTL_S = 60;

/** docs/product.md#landers: GET /api/lander.php, open to visitors, two indexed queries at most per site, lander and slug a minute. */
export function landerEndpoints({ db, cache, videos, now }: { db: Db; cache: Cache; videos: LanderVideos; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/lander.php',
      handle: async (ctx, query) => {
        const { name, slug } = landerQuery.parse(Object.fromEntries(query));
        if (!isLanderName(name)) throw new DomainError(404, 'not_found', 'errors.not_found');
        const { site, language } = ctx;
        const { tenant } = site;
        const chosen = chooseVariant(tenant, name, slug);
        const country = name === 'maplanding' ? mapCountry(tenant, chosen, ctx.country) : name === 'alonetonight' ? tonightCountry(tenant, ctx.country) : null;
        const key = `lander:${tenant.id}:${site.version}:${name}:${chosen.slug ?? ''}:${country ?? ''}`;
        const regionNames = regionsFor(tenant.countries);
        const tonight = name === 'alonetonight';
        const onMap = name === 'maplanding' && country;
        const { members, regions, online } = await cached<{ members: LanderMember[]; regions: RegionCounts | null; online: number[] }>(
          cache,
          key,
          LANDER_TTL_S,
          async () => {
            // alonetonight: who is online now, then the visitor's country first (a campaign region still wins), and who of them is online.
            const faces =
              tonight && !chosen.place
                ? await tonightFaces(db, { tenantId: tenant.id, gender: chosen.gender, country, onlineAt: now() })
                : await landerFaces(db, { tenantId: tenant.id, gender: chosen.gender, place: chosen.place });
            const counts = onMap ? await membersPerRegion(db, tenant.id, country) : null;
            const map = onMap ? await loadRegionMap(cache, country) : null;
            return {
              members: presentLanderMembers(faces, regionNames, ctx.cdnPrefix, now()),
              regions: onMap && counts ? presentRegionCounts(country, regionNames[country] ?? [], counts, map) : null,
              online: tonight ? await onlineNow(db, faces.map(faceId), now()) : [],
            };
          },
        );
        const clip = isVideoLander(name) ? await videos.clip(tenant, name) : null;
        const { variant, place } = chosen;
        // A text the campaign leaves out is null: the page shows its locale text (pages.json landers.<name>.*).
        const campaignText = (text: SiteText | undefined) => (text === undefined ? null : siteTextIn(text, language, tenant.domain_language));
        return presentLander({
          name,
          slug: chosen.slug,
          texts: {
            headline: campaignText(variant.headline),
            subline: campaignText(variant.subline),
            cta: campaignText(variant.cta),
          },
          region: place
            ? { country: place.country, code: place.region, name: regionNames[place.country]?.find((region) => region.code === place.region)?.name ?? null }
            : null,
          members,
          regions,
          video: clip && presentLanderClip(clip, ctx.cdnPrefix),
          nearby: tonight ? { country, online } : null,
        });
      },
    },
  ];
}
