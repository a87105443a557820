import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member's account on one tenant: the same e-mail may own separate accounts on two sites. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'active', 'pending_deletion', 'deleted'] }).notNull().default('not_confirmed'),
    language: text('language').notNull(),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_email_live').on(table.tenantId, sql`lower(${table.email})`).where(sql`${table.status} <> 'deleted'`),
  ],
);

/** The public side of an account. */
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
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    fictional: boolean('fictional').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profiles_tenant_created').on(table.tenantId, table.createdAt, table.userId)],
);
