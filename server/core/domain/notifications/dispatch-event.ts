import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, events, likes, messages, profiles, pushSubscriptions, users } from '#server/platform/db/schema';
import { isLanguage, DEFAULT_LANGUAGE } from '#server/contract/languages';
import type { PushMessage, PushSendOptions } from '#server/adapters/web-push/types';
import { enqueueJob } from '#server/platform/queue/enqueue';
import { liveSocketExists } from '#server/platform/realtime/presence';
import type { NotificationType } from '#server/contract/profile-fields';
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

interface PushFacts {
  /** The other member's name. */
  name: string | null;
  /** The message is not the conversation's first. */
  earlier: boolean;
  /** Unread messages and new likes, as the top bar counts them: the app badge. */
  badge: number;
}

/** What a push says and shows, in one round trip: who, whether the conversation is new, the badge. */
async function pushFacts(db: Db, userId: number, cause: Cause): Promise<PushFacts> {
  const earlier =
    cause.kind === 'message'
      ? sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${cause.conversationId} and ${messages.id} < ${cause.messageId})`
      : sql`false`;
  const result = await db.execute(sql`
    select
      (select ${profiles.name} from ${profiles} where ${profiles.userId} = ${cause.otherId}) as name,
      ${earlier} as earlier,
      (select coalesce(sum(${conversationMembers.unread}), 0) from ${conversationMembers}
        where ${conversationMembers.userId} = ${userId} and ${conversationMembers.removedAt} is null)
      + (select count(*) from ${likes} where ${likes.likedId} = ${userId} and ${likes.isNew}) as badge`);
  // Both drivers answer with { rows }.
  const [row] = (result as unknown as { rows: { name: string | null; earlier: boolean; badge: string | number }[] }).rows;
  return { name: row?.name ?? null, earlier: Boolean(row?.earlier), badge: Number(row?.badge ?? 0) };
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
 * The 'notify' job of one stored event (server/platform/realtime/events.ts): a push to each of the
 * recipient's devices when they have no live socket and that push type is on, and the mail job
 * the event belongs to (batched per conversation, per likes window); the mail jobs check the
 * member's e-mail settings and what is still unread when they run.
 */
export async function dispatchEvent(deps: NotificationDeps, eventId: number): Promise<void> {
  const { db } = deps;
  const [found] = await db
    .select({ event: events, user: users, fictional: profiles.fictional })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .innerJoin(profiles, eq(profiles.userId, events.userId))
    .where(eq(events.id, eventId));
  const cause = found && causeOf(found.event);
  const site = found && deps.tenants.get(found.user.tenantId);
  // Fictional profiles are answered by the site's team in its inbox, not by a person to notify.
  if (!found || !cause || !site || found.user.status !== 'active' || found.fictional) return;
  const { user } = found;
  const now = deps.now();

  // Devices of a member with no live socket anywhere: an open tab shows the news already.
  const subscriptions = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, user.id), not(liveSocketExists(user.id, now))));
  const facts = subscriptions.length ? await pushFacts(db, user.id, cause) : undefined;
  const plan = facts && pushPlan(cause, !facts.earlier);
  const pushing = facts && plan && !user.pushDisabled.includes(plan.type);
  if (pushing) {
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const message: PushMessage = {
      title: site.tenant.name,
      body: deps.translator.t(language, 'mail')(`push.${plan.key}`, { name: facts.name ?? '' }),
      tag: plan.tag,
      url: plan.url,
      icon: `/icons/icon-192.png?v=${site.version}`,
      lang: language,
      badge: facts.badge,
    };
    for (const subscription of subscriptions)
      await enqueueJob(
        db,
        'push',
        { subscription_id: subscription.id, message, ttl: plan.options.ttlSeconds, urgency: plan.options.urgency, topic: plan.options.topic },
        { key: `push:${eventId}:${subscription.id}`, mode: 'once', runAt: now, maxAttempts: 6 },
      );
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
  // Pushes are due now. A mail job is due only after the mail delay, when a poll finds it: a wake
  // for it alone would cost a claim that finds nothing, once per message.
  if (pushing || deps.mailDelayMs <= 0) deps.wake();
}
