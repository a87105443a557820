/**
 * The landers a site serves at /landers/{name}/{slug?} (docs/product.md#landers). One list for the
 * routes, the lander pages and the sitemap, so a lander added here is routed and listed at once.
 */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
] as const;

export type LanderName = (typeof LANDER_NAMES)[number];

export function isLanderName(name: string): name is LanderName {
  return (LANDER_NAMES as readonly string[]).includes(name);
}

/** A campaign slug as it appears in the URL and the tenant file. */
export const LANDER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
