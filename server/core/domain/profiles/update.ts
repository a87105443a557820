import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles } from '#server/platform/db/schema';
import { regionsFor } from '#server/platform/reference-data/regions';
import { INTERESTS } from '#server/platform/reference-data/interests-data';
import { ValidationError } from '../errors';
import type { ProfileChoiceField } from '#server/contract/profile-fields';

export interface ProfileChanges {
  about_me?: string | undefined;
  country?: string | undefined;
  /** From "use my location"; stored rounded to about 1 km. */
  location?: { lat: number; lon: number } | null | undefined;
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

const round = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * Saves the member's own profile fields. The country must be one the site serves and the
 * region must belong to it.
 */
export async function updateOwnProfile(db: Db, userId: number, servedCountries: readonly string[], changes: ProfileChanges): Promise<void> {
  const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new ValidationError({ profile: { key: 'errors.invalid_request' } });
  const values: Partial<typeof profiles.$inferInsert> = {};
  if (changes.about_me !== undefined) values.aboutMe = changes.about_me.trim();
  if (changes.country !== undefined) {
    if (!servedCountries.includes(changes.country)) throw new ValidationError({ country: { key: 'errors.invalid_field' } });
    if (changes.country !== profile.country) values.region = null;
    values.country = changes.country;
  }
  if (changes.location !== undefined) {
    values.latitude = changes.location ? round(changes.location.lat) : null;
    values.longitude = changes.location ? round(changes.location.lon) : null;
  }
  const country = values.country ?? profile.country;
  if (changes.region !== undefined) {
    const known = regionsFor([country])[country]?.some((region) => region.code === changes.region);
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
