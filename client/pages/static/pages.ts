/** The static pages (docs/product.md#static-pages), at /pages/<slug>. */
export const STATIC_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
