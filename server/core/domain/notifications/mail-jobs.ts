import { and, count, desc, eq, max, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { conversationMembers, conversations, likes, messages, profiles } from '#server/platform/db/schema';
import { PermanentJobError, type ClaimedJob, type JobHandler } from '#server/platform/queue/queue';
import { visibleTo } from '../members/visibility';
import type { NotificationDeps } from './deps';
import { isoWeek, newMembersNear, UNREAD_REMINDER_JOB, unreadWaiting, WEEKLY_UPDATE_JOB } from './digests';
import { loadPeople, loadRecipient, sendNotification } from './notify-mail';
import { mayMail } from './preferences';

const id = z.number().int().positive();
const PAYLOADS = {
  messages: z.object({ user_id: id, conversation_id: id }),
  likes: z.object({ user_id: id }),
  match: z.object({ user_id: id, other_id: id }),
  reminder: z.object({ user_id: id, day: z.string().regex(/^\d{4}-\d\d-\d\d$/) }),
  weekly: z.object({ user_id: id, week: z.string().regex(/^\d{4}-W\d\d$/) }),
};
/** Senders a reminder shows (the count covers them all). */
const REMINDER_FACES = 3;

/** A payload that does not fit its kind will not fit on a retry either. */
function payloadOf<T extends z.ZodType>(schema: T, job: ClaimedJob): z.infer<T> {
  const parsed = schema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError(`bad ${job.kind} payload`);
  return parsed.data;
}

/**
 * One mail for a conversation's unread messages, however many came in the burst (the job is
 * batched per member and conversation): none if they were read or the conversation removed
 * meanwhile. A conversation the member never wrote in is a new conversation (its own type).
 */
async function mailMessages(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, conversation_id: conversationId } = payloadOf(PAYLOADS.messages, job);
  const { db } = deps;
  const recipient = await loadRecipient(deps, userId);
  const [state] = await db
    .select({ unread: conversationMembers.unread, removedAt: conversationMembers.removedAt, memberA: conversations.memberA, memberB: conversations.memberB })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  if (!recipient || !state || state.unread <= 0 || state.removedAt) return;
  const otherId = state.memberA === userId ? state.memberB : state.memberA;
  const [[own], [newest]] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, userId)))
      .limit(1),
    db
      .select({ id: max(messages.id) })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, otherId))),
  ]);
  const type = own ? 'new_messages' : 'new_conversations';
  if (!mayMail(recipient.user, type)) return;
  const [other] = await loadPeople(deps, recipient, [otherId]);
  if (!other) return;
  await sendNotification(deps, recipient, {
    kind: own ? 'messages' : 'new_conversation',
    type,
    key: job.key ?? `mail:messages:${userId}:${conversationId}`,
    variant: String(newest?.id ?? 0),
    count: state.unread,
    other: other.name,
    people: [other],
    path: `/members/${otherId}/chat`,
  });
}

/**
 * One mail for the likes the member has not seen yet (like_new, as the top bar counts them), from
 * members they may see; a like that made a match is left to the match's own mail.
 */
async function mailLikes(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId } = payloadOf(PAYLOADS.likes, job);
  const recipient = await loadRecipient(deps, userId);
  if (!recipient || !mayMail(recipient.user, 'like')) return;
  const likedBack = deps.db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, userId), eq(likes.likedId, profiles.userId)));
  const [unseen] = await deps.db
    .select({ total: count(), newest: max(likes.createdAt) })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.likerId))
    .where(and(eq(likes.likedId, userId), eq(likes.isNew, true), visibleTo(recipient.site.tenant, userId), notExists(likedBack)));
  const total = Number(unseen?.total ?? 0);
  if (!total) return;
  await sendNotification(deps, recipient, {
    kind: 'likes',
    type: 'like',
    key: job.key ?? `mail:likes:${userId}`,
    variant: `${total}:${String(unseen?.newest)}`,
    count: total,
    people: [],
    path: '/likes',
  });
}

/**
 * "It's a match": to the member who liked first, while the other's like is unseen. The member
 * whose like made the match saw it happen on screen and gets no mail.
 */
async function mailMatch(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, other_id: otherId } = payloadOf(PAYLOADS.match, job);
  const recipient = await loadRecipient(deps, userId);
  if (!recipient || !mayMail(recipient.user, 'like')) return;
  const pair = await deps.db
    .select({ likerId: likes.likerId, isNew: likes.isNew, createdAt: likes.createdAt })
    .from(likes)
    .where(sql`(${likes.likerId}, ${likes.likedId}) in ((${userId}, ${otherId}), (${otherId}, ${userId}))`)
    .orderBy(desc(likes.createdAt));
  const [last, first] = pair;
  if (pair.length !== 2 || !last || !first || last.likerId !== otherId || !last.isNew) return;
  const [other] = await loadPeople(deps, recipient, [otherId]);
  if (!other) return;
  await sendNotification(deps, recipient, {
    kind: 'match',
    type: 'like',
    key: job.key ?? `mail:match:${userId}:${otherId}`,
    variant: '',
    other: other.name,
    people: [other],
    path: `/members/${otherId}/chat`,
  });
}

/** The daily reminder: how many messages wait a day or more, and a few of the faces who wrote them. */
async function mailUnreadReminder(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, day } = payloadOf(PAYLOADS.reminder, job);
  const recipient = await loadRecipient(deps, userId);
  if (!recipient || !mayMail(recipient.user, 'unread_message_reminders')) return;
  const waiting = await unreadWaiting(deps.db, userId, deps.now());
  const people = await loadPeople(
    deps,
    recipient,
    waiting.map((conversation) => conversation.otherId),
  );
  const shown = new Set(people.map((person) => person.id));
  const total = waiting.filter((conversation) => shown.has(conversation.otherId)).reduce((sum, conversation) => sum + conversation.unread, 0);
  if (!total) return;
  await sendNotification(deps, recipient, {
    kind: 'unread_reminder',
    type: 'unread_message_reminders',
    key: job.key ?? `mail:unread:${userId}:${day}`,
    variant: day,
    count: total,
    people: people.slice(0, REMINDER_FACES),
    path: '/chats',
  });
}

/** The weekly update: up to six new members near the member; none this week, no mail. */
async function mailWeeklyUpdate(deps: NotificationDeps, job: ClaimedJob): Promise<void> {
  const { user_id: userId, week } = payloadOf(PAYLOADS.weekly, job);
  const recipient = await loadRecipient(deps, userId);
  // A job that waited past its week (an outage) is dropped: next week's tells the news.
  if (!recipient || !mayMail(recipient.user, 'weekly_updates') || isoWeek(deps.now()) !== week) return;
  const people = await loadPeople(deps, recipient, await newMembersNear(deps.db, recipient, deps.now()));
  if (!people.length) return;
  await sendNotification(deps, recipient, {
    kind: 'weekly_update',
    type: 'weekly_updates',
    key: job.key ?? `mail:weekly:${userId}:${week}`,
    variant: week,
    people,
    path: '/members',
  });
}

/** The notification mails' jobs (server/core/jobs/handlers.ts); each checks the member's settings when it runs. */
export function mailJobHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return {
    mail_messages: (job) => mailMessages(deps, job),
    mail_likes: (job) => mailLikes(deps, job),
    mail_match: (job) => mailMatch(deps, job),
    [UNREAD_REMINDER_JOB]: (job) => mailUnreadReminder(deps, job),
    [WEEKLY_UPDATE_JOB]: (job) => mailWeeklyUpdate(deps, job),
  };
}
