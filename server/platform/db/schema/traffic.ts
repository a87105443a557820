import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One view of a landing page (a lander, a member landing, or any page entered with a traffic
 * source), docs/product.md#tracking. No IP address and no visitor id: `visitKey` is a random key
 * the browser made for this one page view, only so its bounce and page-hide can find the row
 * (decision 0092).
 */
export const landingVisits = pgTable(
  'landing_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    visitKey: text('visit_key').notNull(),
    /** The page's path without its query (which may carry other parameters). */
    path: text('path').notNull(),
    network: text('network'),
    ref: text('ref'),
    sub1: text('sub1'),
    sub2: text('sub2'),
    sub3: text('sub3'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The visitor came back to the landing with the back button (`lb`). */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    /** The first time the page went to the background or was closed (the page-hidden beacon). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('landing_visits_key').on(table.tenantId, table.visitKey), index('landing_visits_tenant_created').on(table.tenantId, table.createdAt)],
);
