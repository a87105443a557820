import { cached, type Cache } from '#server/platform/cache';
import { presentCompany, siteTermsVersion } from '#server/platform/tenancy/company';
import { INTERESTS } from '#server/platform/reference-data/interests-data';
import { regionsFor } from '#server/platform/reference-data/regions';
import type { ReadEndpoint } from '../endpoints';

const ONE_DAY_S = 24 * 60 * 60;
const ONE_HOUR_S = 60 * 60;

/** Reference data a client loads once and keeps (docs/product.md#reference-data): interests, regions, company info. */
export function referenceEndpoints({ cache }: { cache: Cache }): ReadEndpoint[] {
  return [
    {
      path: '/api/interests.php',
      publicMaxAge: ONE_HOUR_S,
      handle: async ({ language }) => ({
        interests: await cached(cache, `interests:${language}`, ONE_DAY_S, () =>
          INTERESTS.map(({ id, slug, icon, labels }) => ({ id, slug, icon, name: labels[language] })),
        ),
      }),
    },
    {
      path: '/api/regions.php',
      publicMaxAge: ONE_HOUR_S,
      handle: async ({ site }) => ({
        regions: await cached(cache, `regions:${site.tenant.id}:${site.version}`, ONE_DAY_S, () => regionsFor(site.tenant.countries)),
      }),
    },
    {
      path: '/api/companyinfo.php',
      publicMaxAge: ONE_HOUR_S,
      handle: async ({ site }) => ({
        company: await cached(cache, `company:${site.tenant.id}:${site.version}`, ONE_DAY_S, () => presentCompany(site.company, siteTermsVersion(site))),
      }),
    },
  ];
}
