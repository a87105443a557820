/** The static pages (docs/product.md#static-pages), at /pages/<slug>: the route and the sitemap list them from here. */
export const STATIC_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service', 'imprint'] as const;
