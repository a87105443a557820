import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A browser's web push subscription (one member may have several devices). The endpoint is the
 * browser's; when another member of the same site subscribes from that browser, it moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for aes128gcm. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint').on(table.tenantId, table.endpoint), index('push_subscriptions_user').on(table.userId)],
);

/**
 * Which members have a live socket, per server process: a push is sent only to members with none.
 * Each process refreshes its rows with the heartbeat; rows of a process that died go stale.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    node: text('node').notNull(),
    connections: integer('connections').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.node] }), index('live_presence_seen').on(table.seenAt)],
);

export const MAIL_EVENT_KINDS = ['hard_bounce', 'soft_bounce', 'complaint'] as const;
export type MailEventKind = (typeof MAIL_EVENT_KINDS)[number];

/**
 * Bounces (RFC 3464) and spam reports (RFC 5965) about mail we sent, one row per report: the
 * report's Message-ID makes a report delivered twice count once.
 */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_EVENT_KINDS }).notNull(),
    /** The DSN status (5.1.1) or the ARF feedback type (abuse). */
    detail: text('detail').notNull(),
    reportId: text('report_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mail_events_report').on(table.reportId), index('mail_events_user').on(table.userId, table.createdAt)],
);
