import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const AGE_CHECK_STATUSES = ['created', 'started', 'approved', 'declined', 'expired', 'abandoned', 'resubmission_requested'] as const;

/**
 * One age-assurance session at a provider (or the built-in sandbox) for a member. The provider's
 * decision arrives by a signed webhook, possibly twice: (provider, session_ref) makes it idempotent.
 * No document, image or birth date is stored, only the outcome and the provider's reference.
 */
export const ageChecks = pgTable(
  'age_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The adapter that ran it: 'veriff' or 'sandbox'. */
    provider: text('provider').notNull(),
    /** The provider's session id: what its webhook names. */
    sessionRef: text('session_ref').notNull(),
    /** The visitor country that required the check (ISO 3166-1 alpha-2). */
    country: text('country').notNull(),
    status: text('status', { enum: AGE_CHECK_STATUSES }).notNull().default('created'),
    /** How age was established, as the provider reports it (e.g. id_document, age_estimation). */
    method: text('method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('age_checks_session').on(table.provider, table.sessionRef), index('age_checks_user').on(table.userId, table.id)],
);
