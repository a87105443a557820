import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A site's figures of one UTC day for the console's dashboard, computed from the source tables
 * and kept so a month of a busy site is read in a few rows (server/core/domain/dashboard/daily.ts).
 * Recent days are computed again while late events (activations, refunds) can still change them.
 */
export const siteDailyStats = pgTable(
  'site_daily_stats',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day').notNull(),
    signups: integer('signups').notNull(),
    /** Of that day's sign-ups, those that confirmed their address (so far). */
    activations: integer('activations').notNull(),
    /** Members who signed in, wrote or liked that day. */
    activeMembers: integer('active_members').notNull(),
    messages: integer('messages').notNull(),
    creditsSpent: integer('credits_spent').notNull(),
    /** Paid amounts in minor units per currency. */
    revenue: jsonb('revenue').$type<Record<string, number>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.day] })],
);
