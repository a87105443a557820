import { and, desc, eq, exists, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, conversations, jobs, messages, photos, profiles, users } from '#server/platform/db/schema';
import { wantedGenders } from '../likes/preferences';
import { visibleTo } from '../members/visibility';
import type { Recipient } from './notify-mail';

export const UNREAD_REMINDER_JOB = 'mail_unread_reminder';
export const WEEKLY_UPDATE_JOB = 'mail_weekly_update';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A message waits a day before it is recalled, and is recalled for three days at most: then it is left alone. */
const REMIND_AFTER_MS = DAY_MS;
const REMIND_UNTIL_MS = 3 * DAY_MS;
/** Only members who have been around for a week get the weekly update (never the day they sign up). */
const WEEKLY_AFTER_SIGNUP_MS = 7 * DAY_MS;
const NEW_MEMBER_MS = 7 * DAY_MS;
const WEEKLY_FACES = 6;
const REMINDER_CONVERSATIONS = 50;

/** "2026-W48": the ISO week of a date (UTC), Monday to Sunday; the year is the week's Thursday's. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const week = Math.ceil(((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** A message of the other member the member has not read, sent within the reminder window. */
function waitingMessage(db: Db, now: Date) {
  return db
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        gt(messages.id, conversationMembers.lastReadMessageId),
        ne(messages.senderId, conversationMembers.userId),
        lt(messages.createdAt, new Date(now.getTime() - REMIND_AFTER_MS)),
        gt(messages.createdAt, new Date(now.getTime() - REMIND_UNTIL_MS)),
      ),
    );
}

/** The member's conversations with messages waiting a day or more, newest first: who wrote and how much is unread. */
export async function unreadWaiting(db: Db, userId: number, now: Date): Promise<{ otherId: number; unread: number }[]> {
  const rows = await db
    .select({ unread: conversationMembers.unread, memberA: conversations.memberA, memberB: conversations.memberB })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(eq(conversationMembers.userId, userId), gt(conversationMembers.unread, 0), isNull(conversationMembers.removedAt), exists(waitingMessage(db, now))),
    )
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(REMINDER_CONVERSATIONS);
  return rows.map((row) => ({ otherId: row.memberA === userId ? row.memberB : row.memberA, unread: row.unread }));
}

/** Members who may get a mail of this type: active, the type on, the address not stopped, not a fictional profile. */
function mayGet(type: string) {
  return sql`${users.status} = 'active' and ${users.emailDisabled} is null
    and not (${type} = any(${users.notificationsDisabled})) and not (${type} = any(${users.emailUnsubscribed}))
    and not exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.fictional})`;
}

/** Inserts the jobs the select names; a key already there (today's, this week's) is skipped. */
async function enqueueEach(
  db: Db,
  kind: string,
  key: ReturnType<typeof sql>,
  payload: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    insert into ${jobs} (kind, key, payload, run_at)
    select ${kind}, ${key}, ${payload}, ${now.toISOString()}::timestamptz from ${users}
    where ${where} and not exists (select 1 from ${jobs} where ${jobs.key} = ${key})
    on conflict do nothing
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The hourly look for members with messages unread a day or more: one reminder job a member a
 * day (key mail:unread:<id>:<day>, so several processes and every hour of the day add it once).
 */
export function enqueueUnreadReminders(db: Db, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const waiting = db
    .select({ one: sql`1` })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.userId, users.id), gt(conversationMembers.unread, 0), isNull(conversationMembers.removedAt), exists(waitingMessage(db, now))),
    );
  return enqueueEach(
    db,
    UNREAD_REMINDER_JOB,
    sql`'mail:unread:' || ${users.id} || ':' || ${day}::text`,
    sql`jsonb_build_object('user_id', ${users.id}, 'day', ${day}::text)`,
    sql`${mayGet('unread_message_reminders')} and exists (${waiting})`,
    now,
  );
}

/** The hourly look for members due their weekly update: one job a member an ISO week (key mail:weekly:<id>:<week>). */
export function enqueueWeeklyUpdates(db: Db, now: Date): Promise<number> {
  const week = isoWeek(now);
  return enqueueEach(
    db,
    WEEKLY_UPDATE_JOB,
    sql`'mail:weekly:' || ${users.id} || ':' || ${week}::text`,
    sql`jsonb_build_object('user_id', ${users.id}, 'week', ${week}::text)`,
    sql`${mayGet('weekly_updates')} and ${users.signupDate} < ${new Date(now.getTime() - WEEKLY_AFTER_SIGNUP_MS).toISOString()}::timestamptz`,
    now,
  );
}

/**
 * New members the recipient may see and is looking for (gender from their sexuality, as the
 * likes do), who joined this past week: their region first, then their country, faces with a
 * photo before those without, newest first.
 */
export async function newMembersNear(db: Db, recipient: Recipient, now: Date): Promise<number[]> {
  const { profile, site, user } = recipient;
  const sameCountry = sql`${profiles.country} = ${profile.country}`;
  // Without a region there is no "same region" to sort by (a constant in ORDER BY is an error).
  const sameRegion = profile.region ? [desc(sql`(${sameCountry} and ${profiles.region} = ${profile.region})`)] : [];
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(
      and(visibleTo(site.tenant, user.id), inArray(profiles.gender, wantedGenders(profile)), gt(profiles.createdAt, new Date(now.getTime() - NEW_MEMBER_MS))),
    )
    .orderBy(...sameRegion, desc(sameCountry), desc(sql`${photos.id} is not null`), desc(profiles.createdAt))
    .limit(WEEKLY_FACES);
  return rows.map((row) => row.id);
}
