import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '#server/contract/payment-statuses';
import { users, type TrackingData } from './accounts';

// The console's screens read the statuses too, from server/contract.
export { PAYMENT_STATUSES, type PaymentStatus } from '#server/contract/payment-statuses';

/** One attempt to buy a package; credits are granted only when the provider reports it paid. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** Null once the member is erased: the payment stays for the books, anonymised (server/core/domain/accounts/erasure.ts). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    /** Minor units (cents) in `currency`, after any discount. */
    amount: integer('amount').notNull(),
    listAmount: integer('list_amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** oneoff, first (creates a mandate for repeat orders) or recurring (uses one). */
    sequence: text('sequence', { enum: ['oneoff', 'first', 'recurring'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    mandateId: bigint('mandate_id', { mode: 'number' }),
    refundDays: integer('refund_days').notNull(),
    /** The member's attribution when the payment started, so revenue keeps its source (decision 0092). */
    tracking: jsonb('tracking').$type<TrackingData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    chargedBackAt: timestamp('charged_back_at', { withTimezone: true }),
    /** Minor units refunded so far (payment_refunds holds each refund). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /**
     * Set when the member is erased on the one payment that was their first paid one: without
     * user_id nothing else can tell, and the traffic report keeps counting it as a first payment.
     */
    erasedFirstPayment: boolean('erased_first_payment').notNull().default(false),
  },
  (table) => [
    index('payments_user').on(table.userId, table.id),
    // The console's payment list: a site's payments newest first, paged by id.
    index('payments_tenant').on(table.tenantId, table.id),
    // The console's time filter: the first and last payment id of a period (ids follow created_at), so the list stays an id range.
    index('payments_created').on(table.createdAt, table.id),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerRef),
    // The traffic report sums a site's paid payments of a period (server/core/domain/traffic/report.ts).
    index('payments_tenant_paid')
      .on(table.tenantId, table.paidAt)
      .where(sql`${table.paidAt} is not null`),
  ],
);

/** A stored permission to charge again (card, PayPal or SEPA direct debit) for repeat orders. */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    customerRef: text('customer_ref'),
    method: text('method').notNull(),
    /** What the member recognises it by: "Visa •••• 4242", "NL•• •••• 1234". */
    label: text('label').notNull(),
    valid: boolean('valid').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_mandates_user').on(table.userId, table.id), uniqueIndex('payment_mandates_ref').on(table.provider, table.providerRef)],
);

/** Operator-made discount codes; a code is used once per member (see discount_redemptions). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    code: text('code').notNull(),
    /** Only for members from this country; null: any. */
    country: text('country'),
    /** Only for this member; null: anyone. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    valuePercentage: integer('value_percentage').notNull(),
    currency: text('currency'),
    /** Minor units in `currency`. */
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code').on(table.tenantId, sql`upper(${table.code})`),
    // The console's list of a site's codes, newest first.
    index('discount_codes_tenant').on(table.tenantId, table.id),
  ],
);

/**
 * Which member used which code (the time bonus and welcome codes too): once each. The row is
 * written when the payment starts, so the unique index lets exactly one of parallel starts have
 * the code; it is removed when that payment fails, is cancelled or expires, and kept once paid.
 * A code is free again only while no row holds it; the payment's status says used or reserved.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_once').on(table.userId, sql`upper(${table.code})`),
    uniqueIndex('discount_redemptions_payment').on(table.paymentId),
    // How often a code was used (the console's code list).
    index('discount_redemptions_code').on(sql`upper(${table.code})`),
  ],
);

/**
 * The built-in sandbox provider's own books: what a real PSP keeps on its side. Kept in our
 * database so a checkout survives a restart and works across processes.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  sequence: text('sequence').notNull(),
  status: text('status').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  mandateRef: text('mandate_ref'),
  details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's refunds (its books, like sandbox_payments): pending, then refunded. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    ref: text('ref').primaryKey(),
    paymentRef: text('payment_ref').notNull(),
    /** Our payment_refunds.id, the metadata a real PSP keeps: asked again for it, the sandbox answers the same refund. */
    refundId: bigint('refund_id', { mode: 'number' }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_refunds_payment').on(table.paymentRef, table.createdAt), uniqueIndex('sandbox_refunds_refund').on(table.refundId)],
);

/** The sandbox provider's mandates; `failRecurring` lets a tester make later charges decline. */
export const sandboxMandates = pgTable('sandbox_mandates', {
  ref: text('ref').primaryKey(),
  method: text('method').notNull(),
  label: text('label').notNull(),
  failRecurring: boolean('fail_recurring').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund an operator started through the provider's API (console). The credits it takes back
 * go through the ledger; the provider's answer (and any repeat of it) moves `status` once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Minor units in the payment's currency. */
    amount: integer('amount').notNull(),
    /** Credits taken back from the member through the ledger. */
    credits: integer('credits').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_refunds_payment').on(table.paymentId, table.id),
    // The reconciliation's refunds still waiting for the provider's answer.
    index('payment_refunds_pending')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payment_refunds_provider_ref')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
  ],
);
