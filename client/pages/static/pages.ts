/** The static pages of SPEC §2 (/pages/<slug>). */
export const STATIC_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
