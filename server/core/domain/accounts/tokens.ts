import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { accountTokens, type TokenKind } from '#server/platform/db/schema';

/** How long each e-mailed link works. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  activation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  reactivation: 14 * 24 * 60 * 60 * 1000,
  /** Notification mails are often read a day or two later; a stolen one stops working soon after (decision 0091). */
  one_tap: 72 * 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

type Executor = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

/**
 * Issues a single-use link token (a fresh random one unless given); earlier unused tokens of the
 * same kind stop working.
 */
export async function issueToken(
  db: Executor,
  input: { userId: number; tenantId: string; kind: TokenKind; now: Date; newEmail?: string; token?: string },
): Promise<string> {
  const token = input.token ?? newToken();
  await db.delete(accountTokens).where(and(eq(accountTokens.userId, input.userId), eq(accountTokens.kind, input.kind)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    tenantId: input.tenantId,
    kind: input.kind,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS[input.kind]),
  });
  return token;
}

/**
 * Marks a token used and returns it, or undefined when it is unknown, used, expired, of
 * another kind or another tenant. The UPDATE ... WHERE used_at IS NULL makes it single-use
 * even under a double click.
 */
export async function consumeToken(db: Executor, input: { token: string; tenantId: string; kind: TokenKind; now: Date }) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.tenantId, input.tenantId),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning();
  return row;
}

/** Links stay answerable as "expired" for a month after their lifetime, then the hourly job deletes them. */
const KEEP_EXPIRED_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneExpiredTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return removed.length;
}
