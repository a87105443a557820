/** Members are adults: 18+ on every site (docs/decisions/0001-minimum-age-18.md); searches start there too. */
export const MIN_AGE = 18;
/** Older than this is a typo, not a member: sign-up refuses it and searches stop there. */
export const OLDEST_AGE = 120;

/** Whole years between a birth date (YYYY-MM-DD) and today (UTC). Shared with the client. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}
