import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const OPERATOR_ROLES = ['owner', 'manager', 'moderator', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * People who run the sites from the operator console (docs/product.md#operator-console), apart
 * from members: one account for every site of the deploy, limited to `tenants` (empty = all, owners only).
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    /** Null until the operator sets one through the sign-in link the CLI printed. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    tenants: text('tenants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The TOTP secret, AES-256-GCM sealed with a key derived from the deployment secret. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step used to sign in: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The sign-in link's token (hash): single use, 24 hours. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('operators_email').on(table.email), uniqueIndex('operators_setup_token').on(table.setupTokenHash)],
);

/** Console sessions: short (8 hours at most, 30 minutes idle) and bound to the console host. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_sessions_operator').on(table.operatorId)],
);

/** Every operator action: who, what, on which site and member, when. Rows are never changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Kept when the operator is deleted later: the record stays. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    action: text('action').notNull(),
    tenantId: text('tenant_id'),
    memberId: bigint('member_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created').on(table.createdAt),
    index('audit_log_member').on(table.memberId, table.id),
    index('audit_log_operator').on(table.operatorId, table.id),
    // The audit screen's site filter, and the rows of an owner of some sites: newest first per site.
    index('audit_log_tenant').on(table.tenantId, table.id),
  ],
);

export type Operator = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
