import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import type { Db } from '#server/platform/db/client';
import { photos, profiles } from '#server/platform/db/schema';
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

/** A visible member with an active main photo: a face the front page and the landers may show. */
export async function createFace(app: Express, db: Db, host: string, tenantId: string, profile: Partial<typeof profiles.$inferInsert>) {
  const member = await createMember(app, db, host, profile);
  await db
    .insert(photos)
    .values({ tenantId, userId: member.id, filename: `${member.id}.webp`, thumbFilename: `${member.id}_thumb.webp`, status: 'active', isMain: true });
  return member;
}
