import { Router } from 'express';
import { cached, type Cache } from '#server/platform/cache';
import { DomainError } from '#server/core/domain/errors';
import { regionMap, type RegionMap } from '#server/platform/reference-data/region-map';
import { mapQuery } from './schema';

const MAP_TTL_S = 24 * 60 * 60;

/**
 * The outline a map lander draws under its counts: an SVG image of the country's regions, drawn
 * here from the local admin-1 outlines (no tiles, nothing remote). Its colours work on light and
 * dark themes alike, since an image cannot read the page's CSS variables.
 */
function mapSvg(map: RegionMap): string {
  const paths = map.regions.map((region) => `<path d="${region.path}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" width="${map.width}" height="${map.height}">` +
    `<g fill="#9a8fb0" fill-opacity="0.22" stroke="#9a8fb0" stroke-opacity="0.7" stroke-width="1" stroke-linejoin="round">${paths}</g></svg>`
  );
}

/** A country's region map, drawn once a day per deployment (the lander's counts and its image share it). */
export function loadRegionMap(cache: Cache, country: string): Promise<RegionMap | null> {
  return cached(cache, `lander-map:${country}`, MAP_TTL_S, () => regionMap(country));
}

/** GET /api/lander-map.svg?country=NL: only the site's own countries, cached a day everywhere. */
export function landerRoutes({ cache }: { cache: Cache }): Router {
  const router = Router();
  router.get('/api/lander-map.svg', async (req, res) => {
    const { country } = mapQuery.parse(req.query);
    if (!res.locals.ctx.site.tenant.countries.includes(country)) throw new DomainError(404, 'not_found', 'errors.not_found');
    const map = await loadRegionMap(cache, country);
    if (!map) throw new DomainError(404, 'not_found', 'errors.not_found');
    res.setHeader('Cache-Control', `public, max-age=${MAP_TTL_S}`);
    res.type('image/svg+xml').send(mapSvg(map));
  });
  return router;
}
