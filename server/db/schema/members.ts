import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { COMPLAINT_REASONS } from '#server/shared/complaint-reasons';
import { users } from './accounts';

/** Who blocked whom. Either direction hides the two members from each other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('blocks_blocked').on(table.blockedId, table.blockerId)],
);

/** A report about a profile or a message, for operators (listed with `npm run complaints`). */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email'),
    profileId: bigint('profile_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }),
    reason: text('reason', { enum: COMPLAINT_REASONS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaints_tenant_open').on(table.tenantId, table.status, table.id)],
);
