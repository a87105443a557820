import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { paymentMandates, payments } from './payments';

/** pending → processing → confirmed | failed (a provider error, a refusal at confirmation or a stale run). */
export const DIRECT_DEBIT_REQUEST_STATUSES = ['pending', 'processing', 'confirmed', 'failed'] as const;

/**
 * A signed direct debit form waiting for its SMS code, and afterwards the record of the mandate
 * the member gave (who, which account, which address, which verified mobile number, when).
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    accountHolder: text('account_holder').notNull(),
    /** Electronic format: no spaces, capitals. */
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** E.164, e.g. +4915112345678. */
    mobile: text('mobile').notNull(),
    /** salt:sha256(salt:code), never the code itself. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Code checks made; the request takes no more after the fifth. */
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: DIRECT_DEBIT_REQUEST_STATUSES }).notNull().default('pending'),
    mandateId: bigint('mandate_id', { mode: 'number' }).references(() => paymentMandates.id, { onDelete: 'set null' }),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('direct_debit_requests_user').on(table.userId, table.createdAt),
    // One confirmation at a time per member: the 30-day limit is checked and used without a race.
    uniqueIndex('direct_debit_requests_one_processing')
      .on(table.userId)
      .where(sql`${table.status} = 'processing'`),
  ],
);
