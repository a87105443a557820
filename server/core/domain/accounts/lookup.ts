import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { preparedPerDatabase } from '#server/platform/db/prepared';
import { profiles, users } from '#server/platform/db/schema';
import type { User } from './context';
import { normalizeEmail } from './validation';

/** The account with this e-mail on this tenant (addresses compare case-insensitively). */
export async function findUserByEmail(db: Db, tenantId: string, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, normalizeEmail(email))))
    .limit(1);
  return user;
}

/** A member's profile: every signed-in page asks for the member's own, so it is prepared once per database. */
const profileLookup = preparedPerDatabase((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_profile'),
);

export async function findProfile(db: Db, userId: number) {
  const [profile] = await profileLookup(db).execute({ userId });
  return profile;
}

const viewerProfiles = new WeakMap<User, ReturnType<typeof findProfile>>();

/**
 * The signed-in member's own profile, read once per request however many parts of a page ask for
 * it (the member's answer, the swipe deck, the nearby glance, a profile's related members, the
 * payment country): the session middleware reads a new User for every request, so the answer lives
 * as long as the request does. Code that changes a profile and reads it back uses findProfile.
 */
export function viewerProfile(db: Db, viewer: User): ReturnType<typeof findProfile> {
  let profile = viewerProfiles.get(viewer);
  if (!profile) {
    profile = findProfile(db, viewer.id);
    viewerProfiles.set(viewer, profile);
  }
  return profile;
}

/** A read of the member's own profile made anyway (with its photo: profiles/own.ts) answers viewerProfile for the rest of the request. */
export function keepViewerProfile(viewer: User, profile: ReturnType<typeof findProfile>): void {
  // A failed read is reported by the code that made it; kept here, nobody else may ever ask for it.
  profile.catch(() => undefined);
  viewerProfiles.set(viewer, profile);
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}
