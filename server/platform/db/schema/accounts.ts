import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { TrafficSource } from '#server/contract/answers/vocabulary';

/** Where a visitor came from (docs/product.md#tracking): declared with the answers that carry it. */
export type { TrafficSource };

/**
 * A member's attribution: the last touch at the top level (what sign-up always stored, so older
 * rows and readers stay valid), and the first touch this browser kept beside it (decision 0092).
 */
export interface TrackingData extends TrafficSource {
  /** When the last touch landed (ISO 8601). */
  landedAt?: string;
  first?: TrafficSource & { landedAt?: string };
}

export const USER_STATUSES = ['not_confirmed', 'active', 'pending_deletion'] as const;

/**
 * A member's account on one tenant: the same e-mail may own separate accounts on two sites.
 * Deleted accounts are removed, not flagged (see domain/accounts/deletion.ts).
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('not_confirmed'),
    language: text('language').notNull(),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    /** Set by a direct debit charge-back: no more direct debit payments for this member. */
    directDebitBlocked: boolean('direct_debit_blocked').notNull().default(false),
    /** The member's customer id at the site's payment provider (mandates hang off it). */
    paymentCustomerRef: text('payment_customer_ref'),
    invisible: boolean('invisible').notNull().default(false),
    /** Reachable by its address but never in a list (search, likes, faces, swipe): the demo login (decision 0126). */
    unlisted: boolean('unlisted').notNull().default(false),
    notificationsDisabled: text('notifications_disabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The push notification types the member turned off (new_conversations, new_messages, like). */
    pushDisabled: text('push_disabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** E-mail types turned off by a List-Unsubscribe link (RFC 8058), shown apart from the member's own choice. */
    emailUnsubscribed: text('email_unsubscribed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Notification mail stopped for the whole address: hard bounces or a spam report (fbl). */
    emailDisabled: text('email_disabled', { enum: ['bounce', 'fbl'] }),
    emailDisabledAt: timestamp('email_disabled_at', { withTimezone: true }),
    tracking: jsonb('tracking').$type<TrackingData>().notNull().default({}),
    /** Step 0 of sign-up may carry a first message to a profile; the chat delivers it. */
    signupMessage: jsonb('signup_message').$type<{ profileId: number; text: string }>(),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the one activation reminder went out (accounts still unconfirmed a day after sign-up). */
    activationRemindedAt: timestamp('activation_reminded_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    /** Set by an operator's ban (console): the member is logged out and sees /pages/ban until unbanned. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** Set when a moderator approved the member's verification selfie: the verified badge. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The member's choice: only verified members may start a conversation with them. */
    onlyVerifiedMessages: boolean('only_verified_messages').notNull().default(false),
    /** The version of the site's terms the member accepted at sign-up (the site file's `terms_version`). */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Set when an age check (age_checks) passed: 18 or over, by which method. Only the outcome is
     * kept, never a document or a birth date (decision 0144).
     */
    ageAssuredAt: timestamp('age_assured_at', { withTimezone: true }),
    ageAssuranceMethod: text('age_assurance_method'),
  },
  (table) => [
    uniqueIndex('users_tenant_email').on(table.tenantId, sql`lower(${table.email})`),
    // The traffic report counts a site's sign-ups of a period (server/core/domain/traffic/report.ts).
    index('users_tenant_signup').on(table.tenantId, table.signupDate),
    // The console's member list: a site's members newest first, paged by id; the banned ones apart.
    index('users_tenant_id').on(table.tenantId, table.id),
    index('users_tenant_banned')
      .on(table.tenantId, table.id)
      .where(sql`${table.bannedAt} is not null`),
    index('users_pending_deletion')
      .on(table.deletionRequestedAt)
      .where(sql`${table.status} = 'pending_deletion'`),
    index('users_unconfirmed')
      .on(table.signupDate)
      .where(sql`${table.status} = 'not_confirmed' and ${table.activationRemindedAt} is null`),
  ],
);

/** The public side of an account; disabled until the e-mail address is confirmed. */
export const profiles = pgTable(
  'profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    sexuality: text('sexuality', { enum: ['hetero', 'gay', 'lesbian', 'bi'] }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    /** active: listed and reachable; unlisted: reachable by id only (users.unlisted); disabled: neither (domain/accounts/visibility.ts). */
    status: text('status', { enum: ['active', 'unlisted', 'disabled'] })
      .notNull()
      .default('disabled'),
    /** An operator-managed profile (console): no real member behind the account (decision 0099). */
    fictional: boolean('fictional').notNull().default(false),
    /**
     * Set on an operator-managed profile that is a performer of the site's cam partner: the path
     * under the site's `cam_partner.url` (decision 0122). Cards then show the cam badge, not the fictional one.
     */
    camHandle: text('cam_handle'),
    /** The member agreed to be shown on the company's sister sites that resell members (decision 0123). */
    resell: boolean('resell').notNull().default(false),
    /**
     * Others see a face on this profile's cards: it has an active main photo (kept by
     * settleMainPhoto in domain/photos/manage.ts). In the search indexes, so lists put faces first
     * while still walking an index (docs/product.md#list-order).
     */
    hasPhoto: boolean('has_photo').notNull().default(false),
    aboutMe: text('about_me').notNull().default(''),
    relationshipStatus: text('relationship_status'),
    bodyType: text('body_type'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    tattoos: text('tattoos'),
    interests: integer('interests')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** From "use my location", rounded to about 1 km; used for distance bands, never shown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Millisecond precision, so the search cursor (created_at, user_id) survives a round trip through JS. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => {
    // Lists show faces first, then the newest, within a site; each index hands out that order for
    // one kind of filter, so a page reads a few dozen index entries whatever the table size
    // (docs/bench.md). (B-trees read backwards just as well, so ascending columns serve "faces
    // first, newest first".) profiles_search_all keeps the order of joining alone, for the
    // sitemap's files, which must only grow at the end (public-profiles.ts).
    const active = sql`${table.status} = 'active'`;
    return [
      index('profiles_search_all').on(table.tenantId, table.createdAt, table.userId).where(active),
      index('profiles_search_faces').on(table.tenantId, table.hasPhoto, table.createdAt, table.userId).where(active),
      index('profiles_search_gender').on(table.tenantId, table.gender, table.hasPhoto, table.createdAt, table.userId).where(active),
      index('profiles_search_country').on(table.tenantId, table.country, table.hasPhoto, table.createdAt, table.userId).where(active),
      index('profiles_search_region').on(table.tenantId, table.country, table.region, table.hasPhoto, table.createdAt, table.userId).where(active),
      // The console's member search by the start of a name (lower(name) like 'prefix%'), any status.
      index('profiles_tenant_name').on(table.tenantId, sql`lower(${table.name}) text_pattern_ops`),
      // The console's fictional profiles of a site, newest first; its inbox starts from them too.
      index('profiles_fictional')
        .on(table.tenantId, table.userId)
        .where(sql`${table.fictional}`),
      // A sister site's members who agreed to be resold, newest first (decision 0123): few, so one small index.
      index('profiles_resold')
        .on(table.tenantId, table.hasPhoto, table.createdAt, table.userId)
        .where(sql`${table.status} = 'active' and ${table.resell} and not ${table.fictional}`),
      check('profiles_cam_operated', sql`${table.camHandle} is null or ${table.fictional}`),
    ];
  },
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // created_at: the dashboard counts the sign-ins of a day range (time-ordered rows: BRIN).
  (table) => [index('sessions_user').on(table.userId), index('sessions_created_brin').using('brin', table.createdAt)],
);

export const TOKEN_KINDS = ['activation', 'password_reset', 'email_change', 'reactivation', 'one_tap'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // expires_at: the hourly job deletes links past their lifetime (one-tap links pile up, one per mail).
  (table) => [index('account_tokens_user_kind').on(table.userId, table.kind), index('account_tokens_expires').on(table.expiresAt)],
);
