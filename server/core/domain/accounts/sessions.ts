import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { preparedPerDatabase } from '#server/platform/db/prepared';
import { sessions, users } from '#server/platform/db/schema';
import type { User } from './context';
import { hashToken, newToken } from './tokens';

/** The auth cookie lives 30 days (docs/product.md#accounts-login). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number, tenantId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, tenantId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

/**
 * What a session cookie names on this tenant: the member while the session is live, `banned` when
 * it belongs to a banned member, live or ended (a ban ends the sessions and leaves the rows so the
 * browser learns why: domain/operators/ban.ts), otherwise nothing. A cookie from another site finds nothing.
 */
export async function findSession(db: Db, token: string, tenantId: string, now: Date): Promise<{ user: User } | 'banned' | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), tenantId });
  if (!row) return undefined;
  if (row.user.bannedAt) return 'banned';
  return row.expiresAt > now ? { user: row.user } : undefined;
}

/** Every request with a cookie asks this, so it is prepared once per database. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.tenantId, sql.placeholder('tenantId'))))
    .limit(1)
    .prepare('find_session'),
);

/** The member of a live session on this tenant; banned members have none. */
export async function findSessionUser(db: Db, token: string, tenantId: string, now: Date): Promise<User | undefined> {
  const found = await findSession(db, token, tenantId, now);
  return typeof found === 'object' ? found.user : undefined;
}

/** Which of these session hashes still belong to a live session (one query for many sockets). */
export async function liveSessionHashes(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.tokenHash));
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user except the one with `keepToken` (after a password change). */
export async function endOtherSessions(db: Pick<Db, 'delete'>, userId: number, keepToken?: string): Promise<void> {
  await db.delete(sessions).where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId));
}
