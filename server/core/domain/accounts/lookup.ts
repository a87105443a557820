import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { profiles, users } from '#server/platform/db/schema';
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

export async function findProfile(db: Db, userId: number) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile;
}

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}
