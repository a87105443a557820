import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { regionsFor } from '../../reference/regions';
import { INTERESTS } from '../../reference/interests-data';
import { ValidationError } from '../errors';
import type { ProfileChoiceField } from './fields';

export interface ProfileChanges {
  about_me?: string | undefined;
  region?: string | null | undefined;
  interests?: number[] | undefined;
  relationship_status?: string | null | undefined;
  body_type?: string | null | undefined;
  hair_color?: string | null | undefined;
  eye_color?: string | null | undefined;
  tattoos?: string | null | undefined;
}

const COLUMN: Record<ProfileChoiceField, 'relationshipStatus' | 'bodyType' | 'hairColor' | 'eyeColor' | 'tattoos'> = {
  relationship_status: 'relationshipStatus',
  body_type: 'bodyType',
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  tattoos: 'tattoos',
};

/** Saves the member's own profile fields; the region must belong to the profile's country. */
export async function updateOwnProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new ValidationError({ profile: { key: 'errors.invalid_request' } });
  const values: Partial<typeof profiles.$inferInsert> = {};
  if (changes.about_me !== undefined) values.aboutMe = changes.about_me.trim();
  if (changes.region !== undefined) {
    const known = regionsFor([profile.country])[profile.country]?.some((region) => region.code === changes.region);
    if (changes.region !== null && !known) throw new ValidationError({ region: { key: 'errors.invalid_field' } });
    values.region = changes.region;
  }
  if (changes.interests !== undefined) {
    const ids = new Set(INTERESTS.map((interest) => interest.id));
    values.interests = [...new Set(changes.interests)].filter((id) => ids.has(id));
  }
  for (const [field, column] of Object.entries(COLUMN) as [ProfileChoiceField, (typeof COLUMN)[ProfileChoiceField]][]) {
    if (changes[field] !== undefined) values[column] = changes[field];
  }
  if (Object.keys(values).length) await db.update(profiles).set(values).where(eq(profiles.userId, userId));
}
