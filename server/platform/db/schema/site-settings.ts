import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The console's changes to a site's safe settings, laid over the site's file (decision 0145).
 * `version` rises with every save so each process can tell its copy is stale.
 */
export const siteSettings = pgTable('site_settings', {
  tenantId: text('tenant_id').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The operator who saved last (no foreign key: the audit log outlives operators). */
  updatedBy: bigint('updated_by', { mode: 'number' }),
});
