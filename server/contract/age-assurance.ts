/**
 * How a site establishes a visitor's age, per visitor country (docs/decisions/0144-age-assurance.md):
 * `none`, `self_declared` (the site-entry warning and the date of birth at sign-up) or `provider`
 * (an age-assurance provider's check before explicit content, messages, locked photos and uploads).
 */
export const AGE_ASSURANCE_LEVELS = ['none', 'self_declared', 'provider'] as const;
export type AgeAssuranceLevel = (typeof AGE_ASSURANCE_LEVELS)[number];

/** The adapters a site may name; auto: the real provider when configured, else the sandbox where allowed. */
export const AGE_ASSURANCE_PROVIDERS = ['auto', 'sandbox', 'veriff'] as const;

export interface AgeAssuranceSite {
  age_assurance: { countries: Partial<Record<string, AgeAssuranceLevel>> };
  site_entry_countries: readonly string[];
}

/**
 * The level for a visitor from `country`: the site's own word for it, else self-declaration where
 * the entry warning asks (today's behaviour), else none. An unknown country (loopback, Tor)
 * follows no country's rule. Shared with the client.
 */
export function ageAssuranceLevel(site: AgeAssuranceSite, country: string | null): AgeAssuranceLevel {
  if (!country) return 'none';
  return site.age_assurance.countries[country] ?? (site.site_entry_countries.includes(country) ? 'self_declared' : 'none');
}

/** The states of a check as the member's page shows them. */
export type AgeCheckState = 'none' | 'pending' | 'passed' | 'declined' | 'retry';
