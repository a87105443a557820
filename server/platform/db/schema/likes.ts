import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A like from one member to another; two likes in both directions are a match. */
export const likes = pgTable(
  'likes',
  {
    likerId: bigint('liker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: bigint('liked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    /** Unseen by the liked member (like_new), cleared when they open the liker's profile (docs/product.md#likes-new-flag). */
    isNew: boolean('is_new').notNull().default(true),
    /** When the liked member was shown it ("New like" or "It's a match"): once, on any device. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_received').on(table.likedId, table.createdAt),
    index('likes_new')
      .on(table.likedId)
      .where(sql`${table.isNew}`),
    // The dashboard counts who liked in a day range (time-ordered rows: BRIN).
    index('likes_created_brin').using('brin', table.createdAt),
  ],
);

/** Every card a member swiped in the swipe game, per UTC day: no profile twice a day, likes counted. */
export const swipes = pgTable(
  'swipes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    liked: boolean('liked').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.profileId] })],
);
