import type { profiles } from '#server/platform/db/schema';

type Profile = Pick<typeof profiles.$inferSelect, 'gender' | 'sexuality'>;

/** Whom a member is looking for, from gender and sexuality (bi: everyone). */
export function wantedGenders(profile: Profile): ('male' | 'female')[] {
  const other = profile.gender === 'male' ? 'female' : 'male';
  if (profile.sexuality === 'bi') return ['male', 'female'];
  if (profile.sexuality === 'hetero') return [other];
  return [profile.gender];
}
