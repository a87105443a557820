import { ageAssuranceLevel } from '#server/contract/age-assurance';
import type { AgeAssuranceRecord, AgeCheckAnswer, AgeCheckRecord } from '#server/contract/answers/age-assurance';
import type { AgeCheck } from '#server/core/domain/age-assurance/checks';
import { ageCheckState } from '#server/core/domain/age-assurance/checks';
import { ageGated } from '#server/core/domain/age-assurance/rules';
import type { User } from '#server/core/domain/accounts/context';
import type { Tenant } from '#server/platform/tenancy/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentAgeCheck(
  site: Pick<Tenant, 'age_assurance' | 'site_entry_countries'>,
  country: string | null,
  user: User | undefined,
  latest: AgeCheck | undefined,
): AgeCheckAnswer {
  return {
    level: ageAssuranceLevel(site, country),
    required: ageGated(site, country, user),
    state: ageCheckState(user, latest),
    assured_at: iso(user?.ageAssuredAt ?? null),
  };
}

/** A check as the console and the data export show it: outcome, time, method and the provider's reference, nothing else. */
export function presentAgeCheckRecord(check: AgeCheck): AgeCheckRecord {
  return {
    provider: check.provider,
    reference: check.sessionRef,
    country: check.country,
    status: check.status,
    method: check.method,
    started_at: check.createdAt.toISOString(),
    decided_at: iso(check.decidedAt),
  };
}

/** age-assurance.json of the data export and the console's member page: whether, when and how the member passed, and every check. */
export function presentAgeAssurance(user: Pick<User, 'ageAssuredAt' | 'ageAssuranceMethod'>, checks: readonly AgeCheck[]): AgeAssuranceRecord {
  return {
    passed: user.ageAssuredAt !== null,
    assured_at: iso(user.ageAssuredAt),
    method: user.ageAssuranceMethod,
    checks: checks.map(presentAgeCheckRecord),
  };
}
