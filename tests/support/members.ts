import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema';
import { markConfirmed } from '#server/domain/accounts/activation';
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
