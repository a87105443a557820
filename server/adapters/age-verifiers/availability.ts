import type { Config } from '#server/platform/config';

type AgeSettings = Pick<Config, 'NODE_ENV' | 'AGE_ASSURANCE' | 'VERIFF_API_KEY' | 'VERIFF_SHARED_SECRET' | 'VERIFF_BASE_URL'>;

/** The sandbox passes anyone who clicks "approve": the default outside production, in production only where AGE_ASSURANCE=sandbox says so. */
export function ageSandboxAllowed(config: Pick<AgeSettings, 'NODE_ENV' | 'AGE_ASSURANCE'>): boolean {
  return config.AGE_ASSURANCE === 'sandbox' || config.NODE_ENV !== 'production';
}

/** Veriff's credentials when both are given. */
export function veriffCredentials(config: AgeSettings): { apiKey: string; sharedSecret: string; baseUrl: string | undefined } | undefined {
  if (!config.VERIFF_API_KEY || !config.VERIFF_SHARED_SECRET) return undefined;
  return { apiKey: config.VERIFF_API_KEY, sharedSecret: config.VERIFF_SHARED_SECRET, baseUrl: config.VERIFF_BASE_URL };
}

type ProviderSite = { id: string; age_assurance?: { countries: Partial<Record<string, string>>; provider: 'auto' | 'sandbox' | 'veriff' } | undefined };

/**
 * A production boot's lines for sites that need a provider it does not have (decision 0126): a
 * site never falls back to the sandbox on its own, nor serves a country it must check unchecked.
 */
export function ageAssuranceProblems(config: AgeSettings, tenants: readonly ProviderSite[]): string[] {
  const needing = tenants.flatMap((tenant) => {
    const countries = Object.entries(tenant.age_assurance?.countries ?? {}).flatMap(([country, level]) => (level === 'provider' ? [country] : []));
    return countries.length && tenant.age_assurance ? [{ id: tenant.id, provider: tenant.age_assurance.provider, countries }] : [];
  });
  const veriff = veriffCredentials(config) !== undefined;
  const sandbox = ageSandboxAllowed(config);
  const unserved = (want: 'sandbox' | 'veriff') =>
    needing.filter(({ provider }) =>
      want === 'sandbox' ? provider === 'sandbox' && !sandbox : provider !== 'sandbox' && !veriff && !(provider === 'auto' && sandbox),
    );
  const named = (sites: typeof needing) => sites.map(({ id, countries }) => `${id} for ${countries.join(', ')}`).join('; ');
  const problems: string[] = [];
  const withoutVeriff = unserved('veriff');
  if (withoutVeriff.length) {
    const missing = [config.VERIFF_API_KEY ? '' : 'VERIFF_API_KEY', config.VERIFF_SHARED_SECRET ? '' : 'VERIFF_SHARED_SECRET'].filter(Boolean);
    problems.push(
      `${missing.join(', ')}: missing — Veriff's API key and shared secret, for the sites that require age assurance by a provider (${named(withoutVeriff)}), or AGE_ASSURANCE=sandbox on a test deployment (nobody's age is checked)`,
    );
  }
  const withoutSandbox = unserved('sandbox');
  if (withoutSandbox.length) {
    problems.push(
      `AGE_ASSURANCE: missing — these sites name the age-assurance sandbox (${named(withoutSandbox)}): AGE_ASSURANCE=sandbox on a test deployment only (nobody's age is checked), else set their age_assurance.provider to veriff`,
    );
  }
  return problems;
}
