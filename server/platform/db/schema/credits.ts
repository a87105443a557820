import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every credit change is one append-only row; users.credits always equals their sum.
 * (reason, reference) per user is unique, so a retried grant is applied once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    /** An operator's correction or refund: who, and the note they wrote. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency').on(table.userId, table.reason, table.reference),
    index('credit_ledger_user').on(table.userId, table.id),
    // The dashboard sums the credits spent in a day range (append-only, time-ordered rows).
    index('credit_ledger_created_brin').using('brin', table.createdAt),
  ],
);
