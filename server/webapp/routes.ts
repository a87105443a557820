import { Router } from 'express';
import { cached, type Cache } from '../cache';
import type { TenantContext } from '../tenancy/registry';
import { nicheTheme } from '#themes/niches';
import { ICON_SIZES, iconSvg, renderIcon, type IconSize } from './icons';
import { SERVICE_WORKER } from './service-worker';

const ONE_DAY_S = 24 * 60 * 60;

function colours({ tenant }: TenantContext) {
  const palette = nicheTheme(tenant.niche).color;
  return {
    primary: tenant.theme.primary ?? palette.primary,
    contrast: palette.primaryContrast,
    background: tenant.theme.background ?? palette.background,
  };
}

/** Per-tenant web manifest and icons, and the push service worker (installable: docs/product.md#installable). */
export function webAppRoutes({ cache }: { cache: Cache }): Router {
  const router = Router();

  router.get('/manifest.webmanifest', (_req, res) => {
    const { site, language } = res.locals.ctx;
    const { primary, background } = colours(site);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/manifest+json').send(
      JSON.stringify({
        id: '/',
        name: site.tenant.name,
        short_name: site.tenant.name.slice(0, 12),
        description: site.tenant.description,
        lang: language,
        start_url: '/?source=pwa',
        scope: '/',
        display: 'standalone',
        background_color: background,
        theme_color: primary,
        icons: [
          ...ICON_SIZES.map((size) => ({
            src: `/icons/icon-${size}.png?v=${site.version}`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any maskable',
          })),
          { src: `/icons/icon.svg?v=${site.version}`, sizes: 'any', type: 'image/svg+xml' },
        ],
      }),
    );
  });

  router.get('/icons/icon.svg', (_req, res) => {
    const { primary, contrast } = colours(res.locals.ctx.site);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(iconSvg(64, primary, contrast));
  });

  router.get('/favicon.ico', (_req, res) => res.redirect(301, '/icons/icon.svg'));

  router.get('/icons/icon-:size.png', async (req, res, next) => {
    const size = Number(req.params.size) as IconSize;
    if (!ICON_SIZES.includes(size)) return next();
    const { site } = res.locals.ctx;
    const { primary, contrast } = colours(site);
    const base64 = await cached(cache, `icon:${site.tenant.id}:${site.version}:${size}`, ONE_DAY_S, async () =>
      (await renderIcon(size, primary, contrast)).toString('base64'),
    );
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/png').send(Buffer.from(base64, 'base64'));
  });

  router.get('/sw-push.js', (_req, res) => {
    // The browser checks the worker for updates itself; never let a CDN keep an old one.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.type('text/javascript').send(SERVICE_WORKER);
  });

  return router;
}
