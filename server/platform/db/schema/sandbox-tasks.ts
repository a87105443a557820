import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's queue, kept in the database like a real PSP's: a payment's settlement
 * ("the bank confirms") and every webhook it owes us. A task survives a crash or a restart and is
 * done by whichever process gets to it first; a webhook is retried with backoff until accepted.
 */
export const sandboxTasks = pgTable(
  'sandbox_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The sandbox payment (sandbox_payments.ref) the task is about; for a refund task, the refund (sandbox_refunds.ref). */
    ref: text('ref').notNull(),
    /** settle: a pending payment reaches its final state; notify: a webhook call about it; refund: a pending refund is paid out. */
    kind: text('kind', { enum: ['settle', 'notify', 'refund'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_tasks_due').on(table.dueAt)],
);
