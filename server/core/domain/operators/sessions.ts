import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { operators, operatorSessions, type Operator } from '#server/platform/db/schema';
import { hashToken, newToken } from '../accounts/tokens';

/** A console session ends 8 hours after sign-in at the latest, and after 30 minutes without a request. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60 * 1000;
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;

export async function createOperatorSession(db: Db, operatorId: number, host: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    host,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS),
  });
  return token;
}

/** The operator of a live session opened on this host; the request keeps it from idling out. */
export async function findSessionOperator(db: Db, token: string, host: string, now: Date): Promise<Operator | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operatorSessions.host, host),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_MS)),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
  return row.operator;
}

export async function endOperatorSession(db: Db, token: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(token)));
}

/** Sessions past their 8 hours or idle beyond 30 minutes can never be used again: the hourly job deletes them. */
export async function pruneOperatorSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.expiresAt, now), lt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_MS))))
    .returning({ tokenHash: operatorSessions.tokenHash });
  return removed.length;
}

/** Disabling an operator ends their sessions at once (they would be refused anyway). */
export async function disableOperator(db: Db, email: string, now: Date): Promise<Operator | undefined> {
  const [operator] = await db.update(operators).set({ disabledAt: now }).where(eq(operators.email, email.trim().toLowerCase())).returning();
  if (operator) await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operator.id));
  return operator;
}
