import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, users } from '#server/platform/db/schema';
import { markConfirmed } from '#server/core/domain/accounts/activation';
import { signUp } from './accounts';

/** A confirmed member with a visible profile; profile columns may be overridden. */
export async function createMember(
  app: Express,
  db: Db,
  host: string,
  profile: Partial<typeof profiles.$inferInsert> = {},
  signup: Record<string, unknown> = {},
) {
  const member = await signUp(app, host, signup);
  await markConfirmed(db, member.user.id);
  if (Object.keys(profile).length) await db.update(profiles).set(profile).where(eq(profiles.userId, member.user.id));
  return { ...member, id: member.user.id as number };
}

/** Long enough ago that the welcome discount (the time bonus, 4 hours) is over. */
const PAST_WELCOME_MS = 5 * 60 * 60 * 1000;

/**
 * A confirmed member who signed up hours ago: their orders are charged the list price, as the
 * welcome discount gives a new member 25 % off on their own (server/core/domain/payments/offer-discount.ts).
 */
export async function establishedMember(app: Express, db: Db, host: string, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const member = await createMember(app, db, host, profile);
  await db
    .update(users)
    .set({ signupDate: new Date(Date.now() - PAST_WELCOME_MS) })
    .where(eq(users.id, member.id));
  return member;
}

/** A visible member with an active main photo: a face the front page and the landers may show. */
export async function createFace(app: Express, db: Db, host: string, tenantId: string, profile: Partial<typeof profiles.$inferInsert>) {
  const member = await createMember(app, db, host, profile);
  await db
    .insert(photos)
    .values({ tenantId, userId: member.id, filename: `${member.id}.webp`, thumbFilename: `${member.id}_thumb.webp`, status: 'active', isMain: true });
  // What an upload's settleMainPhoto does: the lists' faces-first order reads it.
  await db.update(profiles).set({ hasPhoto: true }).where(eq(profiles.userId, member.id));
  return member;
}
