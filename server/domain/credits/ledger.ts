import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreditChange {
  tenantId: string;
  userId: number;
  amount: number;
  /** signup_bonus, purchase, message, gift, photo, refund, correction */
  reason: string;
  /** What caused it (payment id, message id, "signup"): with reason, unique per user. */
  reference: string;
}

/**
 * The one way credits move: an append-only ledger row and the balance update in the caller's
 * transaction. A repeated (reason, reference) changes nothing and returns false.
 */
export async function applyCreditChange(tx: Transaction, change: CreditChange): Promise<boolean> {
  const inserted = await tx.insert(creditLedger).values(change).onConflictDoNothing().returning({ id: creditLedger.id });
  if (!inserted.length) return false;
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.amount}` })
    .where(eq(users.id, change.userId));
  return true;
}
