import { and, count, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { conversationMembers, events, likes, messages, profiles, pushSubscriptions, users } from '#server/db/schema';
import { isLanguage, DEFAULT_LANGUAGE } from '#server/shared/languages';
import type { PushMessage, PushSendOptions } from '#server/push/types';
import { enqueueJob } from '#server/queue/queue';
import { hasLiveSocket } from '#server/realtime/presence';
import type { NotificationType } from '#server/shared/profile-fields';
import type { NotificationDeps } from './deps';

/** What an event tells its recipient about, and who it is about. */
type Cause =
  { kind: 'message'; otherId: number; conversationId: number; messageId: number } | { kind: 'like'; otherId: number } | { kind: 'match'; otherId: number };

const DAY_S = 24 * 60 * 60;

function causeOf(event: typeof events.$inferSelect): Cause | undefined {
  const { payload } = event;
  if (event.type === 'message') {
    const message = payload.message as { id?: unknown; sender_id?: unknown; conversation_id?: unknown } | undefined;
    const [otherId, conversationId, messageId] = [message?.sender_id, message?.conversation_id, message?.id].map(Number);
    if (!otherId || !conversationId || !messageId || otherId === event.userId) return undefined;
    return { kind: 'message', otherId, conversationId, messageId };
  }
  if (event.type === 'like' && Number(payload.from)) return { kind: 'like', otherId: Number(payload.from) };
  if (event.type === 'match' && Array.isArray(payload.members)) {
    const otherId = payload.members.map(Number).find((id) => id !== event.userId);
    return otherId ? { kind: 'match', otherId } : undefined;
  }
  return undefined;
}

/** A conversation's first message starts a new conversation (its own type); later ones are new messages. */
async function isFirstMessage(db: Db, conversationId: number, messageId: number): Promise<boolean> {
  const [earlier] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), lt(messages.id, messageId)))
    .limit(1);
  return !earlier;
}

/** The app badge: unread messages and new likes, as the top bar counts them. */
async function badgeCount(db: Db, userId: number): Promise<number> {
  const [[unread], [liked]] = await Promise.all([
    db
      .select({ total: sum(conversationMembers.unread) })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.userId, userId), isNull(conversationMembers.removedAt))),
    db
      .select({ total: count() })
      .from(likes)
      .where(and(eq(likes.likedId, userId), sql`${likes.isNew}`)),
  ]);
  return Number(unread?.total ?? 0) + Number(liked?.total ?? 0);
}

interface PushPlan {
  type: NotificationType;
  key: 'message' | 'new_conversation' | 'like' | 'match';
  tag: string;
  url: string;
  options: PushSendOptions;
}

function pushPlan(cause: Cause, firstMessage: boolean): PushPlan {
  const other = cause.otherId;
  if (cause.kind === 'message')
    return {
      type: firstMessage ? 'new_conversations' : 'new_messages',
      key: firstMessage ? 'new_conversation' : 'message',
      tag: `chat-${other}`,
      url: `/members/${other}/chat`,
      options: { ttlSeconds: DAY_S, urgency: 'high', topic: `chat-${other}` },
    };
  if (cause.kind === 'match')
    return {
      type: 'like',
      key: 'match',
      tag: `match-${other}`,
      url: `/likes/m/${other}`,
      options: { ttlSeconds: 3 * DAY_S, urgency: 'normal', topic: `match-${other}` },
    };
  // Likes collapse into one notification and one pending push: the latest count is what matters.
  return { type: 'like', key: 'like', tag: 'likes', url: '/likes', options: { ttlSeconds: 3 * DAY_S, urgency: 'low', topic: 'likes' } };
}

/**
 * The 'notify' job of one stored event (server/realtime/events.ts): a push to each of the
 * recipient's devices when they have no live socket and that push type is on, and the mail job
 * the event belongs to (batched per conversation, per likes window); the mail jobs check the
 * member's e-mail settings and what is still unread when they run.
 */
export async function dispatchEvent(deps: NotificationDeps, eventId: number): Promise<void> {
  const { db } = deps;
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const cause = event && causeOf(event);
  if (!event || !cause) return;
  const [user] = await db.select().from(users).where(eq(users.id, event.userId));
  const site = user && deps.tenants.get(user.tenantId);
  if (!user || !site || user.status !== 'active') return;
  // Fictional profiles are answered by the site's team in its inbox, not by a person to notify.
  const [recipient] = await db.select({ fictional: profiles.fictional }).from(profiles).where(eq(profiles.userId, user.id));
  if (!recipient || recipient.fictional) return;
  const now = deps.now();
  const firstMessage = cause.kind === 'message' && (await isFirstMessage(db, cause.conversationId, cause.messageId));
  const plan = pushPlan(cause, firstMessage);

  if (!user.pushDisabled.includes(plan.type) && !(await hasLiveSocket(db, user.id, now))) {
    const subscriptions = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    if (subscriptions.length) {
      const [other] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, cause.otherId));
      const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const t = deps.translator.t(language, 'mail');
      const message: PushMessage = {
        title: site.tenant.name,
        body: t(`push.${plan.key}`, { name: other?.name ?? '' }),
        tag: plan.tag,
        url: plan.url,
        icon: `/icons/icon-192.png?v=${site.version}`,
        lang: language,
        badge: await badgeCount(db, user.id),
      };
      for (const subscription of subscriptions)
        await enqueueJob(
          db,
          'push',
          { subscription_id: subscription.id, message, ttl: plan.options.ttlSeconds, urgency: plan.options.urgency, topic: plan.options.topic },
          { key: `push:${eventId}:${subscription.id}`, mode: 'once', runAt: now, maxAttempts: 6 },
        );
    }
  }

  const later = new Date(now.getTime() + deps.mailDelayMs);
  if (cause.kind === 'message')
    await enqueueJob(
      db,
      'mail_messages',
      { user_id: user.id, conversation_id: cause.conversationId },
      { key: `mail:messages:${user.id}:${cause.conversationId}`, mode: 'batch', runAt: later },
    );
  else if (cause.kind === 'like') await enqueueJob(db, 'mail_likes', { user_id: user.id }, { key: `mail:likes:${user.id}`, mode: 'batch', runAt: later });
  else
    await enqueueJob(
      db,
      'mail_match',
      { user_id: user.id, other_id: cause.otherId },
      { key: `mail:match:${user.id}:${cause.otherId}`, mode: 'once', runAt: later },
    );
  deps.wake();
}
