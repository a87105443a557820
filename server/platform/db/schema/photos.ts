import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A member's photo: re-encoded original and thumbnail in storage, shown only when active. */
export const photos = pgTable(
  'photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    status: text('status', { enum: ['pending', 'active', 'rejected'] }).notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator's rejection reason (a code the member sees translated: server/contract). */
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The operator who approved or rejected it (no foreign key: the audit log outlives accounts). */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    /**
     * The widths of the square AVIF and WebP copies stored beside the photo (decision 0107), their
     * keys derived from filename; empty for a photo stored before them, until the backfill made them.
     */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    index('photos_user').on(table.userId, table.id),
    // The moderation queue: a site's pending photos, oldest first.
    index('photos_pending')
      .on(table.tenantId, table.id)
      .where(sql`${table.status} = 'pending'`),
    // The queue of several sites, oldest first: the tenant index cannot order across sites.
    index('photos_pending_oldest')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    // The review-after queue of sites that publish at once: active photos no moderator has seen yet.
    index('photos_unreviewed')
      .on(table.tenantId, table.id)
      .where(sql`${table.status} = 'active' and ${table.reviewedAt} is null`),
    index('photos_unreviewed_all')
      .on(table.id)
      .where(sql`${table.status} = 'active' and ${table.reviewedAt} is null`),
    index('photos_main')
      .on(table.userId)
      .where(sql`${table.isMain}`),
    // What the variants backfill still has to convert; empty once it is done.
    index('photos_without_variants')
      .on(table.id)
      .where(sql`${table.variantWidths} = '{}'::integer[]`),
  ],
);

/**
 * A member's verification selfie copying a shown pose; a moderator compares it with the profile
 * photos. Approval sets users.verified_at (the badge). The selfie is never shown to other members.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pose the member was asked to copy (server/contract). */
    pose: text('pose').notNull(),
    filename: text('filename').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  },
  (table) => [
    index('photo_verifications_queue')
      .on(table.tenantId, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('photo_verifications_user').on(table.userId, table.id),
  ],
);
