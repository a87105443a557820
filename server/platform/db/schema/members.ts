import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
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
    /** How an operator resolved it (console): dismissed, warned, photo_hidden or banned. */
    resolution: text('resolution', { enum: ['dismissed', 'warned', 'photo_hidden', 'banned'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    operatorNote: text('operator_note'),
  },
  (table) => [
    index('complaints_tenant_open').on(table.tenantId, table.status, table.id),
    // The queue across several sites, oldest first: only the open ones, in id order (the tenant index cannot order across sites).
    index('complaints_open')
      .on(table.id)
      .where(sql`${table.status} = 'open'`),
    // Everything reported about one member (the console's complaint view and member page).
    index('complaints_profile').on(table.profileId, table.id),
    // Everything one member reported (the console's member page).
    index('complaints_reporter').on(table.reporterId, table.id),
  ],
);
