import type { LanderName } from '#server/contract/landers';
import type { LanderVariant } from '#server/platform/tenancy/landers';
import type { Tenant } from '#server/platform/tenancy/schema';

export interface ChosenVariant {
  /** The slug as configured, or null when the URL had none or an unknown one (the default variant). */
  slug: string | null;
  variant: LanderVariant;
  gender: 'male' | 'female' | undefined;
  place: { country: string; region: string } | undefined;
}

/** Women by default, men on a gay site (niche 4); a campaign may say otherwise, or "all". */
function facesGender(tenant: Pick<Tenant, 'niche'>, variant: LanderVariant): 'male' | 'female' | undefined {
  const gender = variant.gender ?? (tenant.niche === 4 ? 'male' : 'female');
  return gender === 'all' ? undefined : gender;
}

/** docs/product.md#landers: the slug picks a campaign variant of the site's file; an unknown slug is the default, never a 404. */
export function chooseVariant(tenant: Pick<Tenant, 'niche' | 'landers'>, name: LanderName, slug: string | undefined): ChosenVariant {
  const configured = slug ? tenant.landers[name]?.variants[slug] : undefined;
  const variant = configured ?? {};
  const [country, region] = variant.region?.split('-') ?? [];
  return {
    slug: configured && slug ? slug : null,
    variant,
    gender: facesGender(tenant, variant),
    place: country && region ? { country, region } : undefined,
  };
}

/** The country a map lander draws: the campaign's, else the visitor's when the site serves it, else the site's first. */
export function mapCountry(tenant: Pick<Tenant, 'countries'>, chosen: ChosenVariant, visitorCountry: string | null): string {
  if (chosen.place) return chosen.place.country;
  if (visitorCountry && tenant.countries.includes(visitorCountry)) return visitorCountry;
  return tenant.countries[0] as string;
}
