import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { creditLedger, users } from '#server/platform/db/schema';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreditChange {
  tenantId: string;
  userId: number;
  amount: number;
  /** signup_bonus, purchase, message, gift, photo, refund, correction */
  reason: string;
  /** What caused it (payment id, message id, "signup"): with reason, unique per user. */
  reference: string;
  /** The operator who made the change in the console (a refund, a correction), and their note. */
  operatorId?: number | null;
  note?: string | null;
}

/**
 * The one way credits move: an append-only ledger row and the balance update in the caller's
 * transaction. A repeated (reason, reference) changes nothing and returns false.
 */
export async function applyCreditChange(tx: Transaction, change: CreditChange): Promise<boolean> {
  // One statement (row and balance together): it runs on every paid message.
  const result = await tx.execute(sql`
    with entry as (
      insert into ${creditLedger} (tenant_id, user_id, amount, reason, reference, operator_id, note)
      values (${change.tenantId}, ${change.userId}, ${change.amount}, ${change.reason}, ${change.reference}, ${change.operatorId ?? null}, ${change.note ?? null})
      on conflict do nothing
      returning amount
    )
    update ${users} set credits = ${users.credits} + entry.amount from entry where ${users.id} = ${change.userId}
    returning ${users.id}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
