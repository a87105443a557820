import { cached, type Cache } from '#server/platform/cache';
import type { Db } from '#server/platform/db/client';
import { tonightCountry, tonightFaces } from '#server/core/domain/landers/tonight';
import { presentHomeFaces } from '#server/core/presenters/home';
import type { HomeFaces } from '#server/contract/answers/landers';
import { regionsFor } from '#server/platform/reference-data/regions';
import type { ReadEndpoint } from '../endpoints';

/** Two rows on a wide screen, three on a phone: the first screen full of faces, no more to fetch. */
export const HOME_FACES = 12;

/** Every visitor of the front page asks: a minute of staleness costs nothing, a query per visit would. */
const HOME_FACES_TTL_S = 60;

/**
 * GET /api/home-faces.php (docs/product.md#home): the site's newest visible members with a photo,
 * the visitor's country first. It depends only on the site and the country, like the visitor's
 * page cache (server/web/ssr/pages.ts), so a cached front page never shows another country's faces.
 */
export function homeEndpoints({ db, cache, now }: { db: Db; cache: Cache; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/home-faces.php',
      handle: (ctx) => {
        const { tenant } = ctx.site;
        const country = tonightCountry(tenant, ctx.country);
        const key = `home-faces:${tenant.id}:${ctx.site.version}:${country ?? ''}`;
        return cached<HomeFaces>(cache, key, HOME_FACES_TTL_S, async () => {
          const faces = await tonightFaces(db, { tenantId: tenant.id, gender: undefined, country }, HOME_FACES);
          return presentHomeFaces(country, faces, regionsFor(tenant.countries), ctx.cdnPrefix, now());
        });
      },
    },
  ];
}
