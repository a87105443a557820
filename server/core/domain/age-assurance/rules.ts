import { ageAssuranceLevel } from '#server/contract/age-assurance';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '#server/core/domain/accounts/context';
import { DomainError } from '#server/core/domain/errors';

type Site = Pick<Tenant, 'age_assurance' | 'site_entry_countries'>;

/**
 * Whether this viewer must pass a provider's age check first (docs/decisions/0144-age-assurance.md):
 * the site requires one for the visitor's country and the viewer has not passed one. Until then
 * photos are blurred, free texts withheld, and messages, locked photos and uploads refused.
 */
export function ageGated(site: Site, country: string | null, viewer: Pick<User, 'ageAssuredAt'> | null | undefined): boolean {
  return ageAssuranceLevel(site, country) === 'provider' && !viewer?.ageAssuredAt;
}

/** 403 `age_assurance_required` where the viewer must pass the check first; the pages offer it. */
export function requireAgeAssurance(site: Site, country: string | null, viewer: Pick<User, 'ageAssuredAt'>): void {
  if (ageGated(site, country, viewer)) throw new DomainError(403, 'age_assurance_required', 'age_assurance.required');
}

/** A profile's free text withheld: it may be explicit (decision 0144). */
export function withoutFreeText<Profile extends { aboutMe: string }>(profile: Profile): Profile {
  return { ...profile, aboutMe: '' };
}

/**
 * A profile as a viewer who must still pass the age check may see it: the main photo only (the
 * page blurs it) and no free text.
 */
export function withheldUntilAssured<View extends { allowance: number; profile: { aboutMe: string } }>(view: View): View {
  return { ...view, allowance: Math.min(view.allowance, 1), profile: withoutFreeText(view.profile) };
}
