import { once } from 'node:events';
import { Router } from 'express';
import { cached, type Cache } from '#server/platform/cache';
import type { Db } from '#server/platform/db/client';
import type { TenantContext } from '#server/platform/tenancy/registry';
import { siteTextIn } from '#server/platform/tenancy/texts';
import { nicheTheme } from '#themes/niches';
import { robotsTxt } from './robots';
import { renderShareImage } from './share-image';
import { membersSitemap, pagesSitemap, SITEMAP_FILE_SIZE, sitemap, type SitemapDeps } from './sitemap';

const ONE_HOUR_S = 60 * 60;
const ONE_DAY_S = 24 * ONE_HOUR_S;

/** One picture per site, in its own language: link previews fetch it without the visitor's language cookie. */
function shareImageInput({ tenant }: TenantContext) {
  const theme = nicheTheme(tenant.niche);
  return {
    name: tenant.name,
    tagline: siteTextIn(tenant.index_title, tenant.domain_language, tenant.domain_language),
    domain: tenant.domains[0] ?? '',
    primary: tenant.theme.primary ?? theme.color.primary,
    secondary: tenant.theme.secondary ?? theme.color.secondary,
    contrast: theme.color.primaryContrast,
    font: theme.font.heading,
  };
}

/**
 * What search engines and link previews read, per site (docs/decisions/0094-seo.md): robots.txt,
 * the sitemap (an index of files when large) and the share image. Every URL in them starts with
 * the site's configured origin, never the request's Host.
 */
export function seoRoutes({ db, cache, fileSize = SITEMAP_FILE_SIZE }: { db: Db; cache: Cache; fileSize?: number }): Router {
  const router = Router();
  const deps: SitemapDeps = { db, cache, fileSize };

  router.get('/robots.txt', (_req, res) => {
    const { site } = res.locals.ctx;
    res.setHeader('Cache-Control', `public, max-age=${ONE_HOUR_S}`);
    res.type('text/plain').send(robotsTxt(site.origin, site.tenant));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    res.setHeader('Cache-Control', `public, max-age=${ONE_HOUR_S}`);
    res.type('application/xml').send(await sitemap(deps, res.locals.ctx.site));
  });

  router.get('/sitemap-pages.xml', (_req, res) => {
    res.setHeader('Cache-Control', `public, max-age=${ONE_HOUR_S}`);
    res.type('application/xml').send(pagesSitemap(res.locals.ctx.site));
  });

  router.get('/sitemap-members-:n.xml', async (req, res, next) => {
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    const xml = n ? await membersSitemap(deps, res.locals.ctx.site, n) : undefined;
    if (xml === undefined) return next();
    res.setHeader('Cache-Control', `public, max-age=${ONE_HOUR_S}`);
    res.type('application/xml').send(xml);
  });

  router.get('/share-image.png', async (req, res) => {
    const { site } = res.locals.ctx;
    // A GET with a body (nothing reads it here) would have its connection reset while the picture
    // is still on its way: read it to the end first, so the client gets a whole answer.
    if (!req.complete) {
      req.resume();
      await once(req, 'end');
    }
    // Drawn once per version of the site's file, then served from the cache.
    const base64 = await cached(cache, `share-image:${site.tenant.id}:${site.version}`, ONE_DAY_S, async () =>
      (await renderShareImage(shareImageInput(site))).toString('base64'),
    );
    res.setHeader('Cache-Control', `public, max-age=${ONE_DAY_S}`);
    res.type('image/png').send(Buffer.from(base64, 'base64'));
  });

  return router;
}
