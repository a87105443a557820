import { Router } from 'express';
import { cached, type Cache } from '#server/platform/cache';
import type { TenantContext } from '#server/platform/tenancy/registry';
import type { Tenant } from '#server/platform/tenancy/schema';
import { siteTextIn } from '#server/platform/tenancy/texts';
import { nicheTheme, siteThemeColor } from '#themes/niches';
import { badgeSvg, ICON_SIZES, renderIcon, type IconLook, type IconSize } from './icons';
import { SERVICE_WORKER } from './service-worker';
import { SERVICE_WORKER_URL } from '#server/contract/push-worker';

const ONE_DAY_S = 24 * 60 * 60;

function colours({ tenant }: TenantContext) {
  const palette = nicheTheme(tenant.niche).color;
  return {
    primary: siteThemeColor(tenant),
    contrast: palette.primaryContrast,
    background: tenant.theme.background ?? palette.background,
  };
}

/** Home screens show about this many characters of an app's name before cutting it. */
const HOME_SCREEN_CHARS = 12;

/** The tenant's chosen short name, else its name when it fits, else its first words that do. */
export function shortName({ name, short_name }: Pick<Tenant, 'name' | 'short_name'>): string {
  if (short_name) return short_name;
  if (name.length <= HOME_SCREEN_CHARS) return name;
  const words = name.split(/\s+/);
  let fitting = '';
  for (const word of words) {
    const longer = fitting ? `${fitting} ${word}` : word;
    if (longer.length > HOME_SCREEN_CHARS) break;
    fitting = longer;
  }
  return fitting || name.slice(0, HOME_SCREEN_CHARS).trim();
}

function iconLook(site: TenantContext): IconLook {
  const { primary, contrast } = colours(site);
  return { name: site.tenant.name, niche: site.tenant.niche, primary, contrast };
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
        short_name: shortName(site.tenant),
        description: siteTextIn(site.tenant.description, language, site.tenant.domain_language),
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
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(badgeSvg(iconLook(res.locals.ctx.site)));
  });

  router.get('/favicon.ico', (_req, res) => res.redirect(301, '/icons/icon.svg'));

  router.get('/icons/icon-:size.png', async (req, res, next) => {
    const size = Number(req.params.size) as IconSize;
    if (!ICON_SIZES.includes(size)) return next();
    const { site } = res.locals.ctx;
    const base64 = await cached(cache, `icon:mark:${site.tenant.id}:${site.version}:${size}`, ONE_DAY_S, async () =>
      (await renderIcon(size, iconLook(site))).toString('base64'),
    );
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/png').send(Buffer.from(base64, 'base64'));
  });

  router.get(SERVICE_WORKER_URL, (_req, res) => {
    // The browser checks the worker for updates itself; never let a CDN keep an old one.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
    res.type('text/javascript').send(SERVICE_WORKER);
  });

  return router;
}
