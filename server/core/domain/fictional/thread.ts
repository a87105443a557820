import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { auditLog, messages, operators, photos, profiles, users, type Operator } from '#server/platform/db/schema';
import { audit } from '#server/core/domain/operators/audit';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { sendMessage, type SendDeps, type Sent, type ShowMessage } from '../chat/send';
import { DomainError } from '../errors';
import { findInboxConversation } from './inbox';

/** Messages per page of a thread in the console (older ones with `before`). */
export const THREAD_PAGE = 100;

/** The actions that mean the operator has this conversation open. */
const IN_CONVERSATION = new Set(['fictional_conversation_open', 'fictional_message_send']);

/**
 * Records that the operator read the conversation's text. A refresh of the conversation the
 * operator's last recorded action was about (the open view polls) is the same visit, not a new row.
 */
async function recordOpen(db: Db, operator: Operator, entry: { tenantId: string; memberId: number; conversationId: number; ip: string | null }) {
  const [last] = await db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.operatorId, operator.id))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (last && IN_CONVERSATION.has(last.action) && last.detail.conversation_id === entry.conversationId) return;
  await audit(db, operator, 'fictional_conversation_open', {
    tenantId: entry.tenantId,
    memberId: entry.memberId,
    detail: { conversation_id: entry.conversationId },
    ip: entry.ip,
  });
}

async function profileSummary(db: Db, userId: number) {
  const [row] = await db
    .select({
      profile: profiles,
      photo: photos,
      user: {
        credits: users.credits,
        paidUser: users.paidUser,
        status: users.status,
        signupDate: users.signupDate,
        verifiedAt: users.verifiedAt,
        bannedAt: users.bannedAt,
      },
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) throw new DomainError(404, 'conversation_not_found', 'operator_console.conversation_not_found');
  return row;
}

export type ProfileSummary = Awaited<ReturnType<typeof profileSummary>>;

/**
 * The whole thread for an operator answering as the fictional profile (newest page first, keyset
 * on messages_conversation), who wrote each fictional message, the member's profile summary and
 * whether it waits for an answer. Reading it is recorded in the audit log.
 */
export async function readThread(db: Db, operator: Operator, input: { conversationId: number; before?: number | undefined; ip: string | null }) {
  const found = await findInboxConversation(db, operator, input.conversationId);
  const page = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, found.conversation.id), input.before === undefined ? undefined : lt(messages.id, input.before)))
    .orderBy(desc(messages.id))
    .limit(THREAD_PAGE + 1);
  const shown = page.slice(0, THREAD_PAGE);
  const writerIds = [...new Set(shown.flatMap((message) => (message.operatorId === null ? [] : [message.operatorId])))];
  const [member, fictional, writers] = await Promise.all([
    profileSummary(db, found.memberId),
    profileSummary(db, found.fictional.userId),
    writerIds.length ? db.select({ id: operators.id, email: operators.email }).from(operators).where(inArray(operators.id, writerIds)) : [],
  ]);
  await recordOpen(db, operator, { tenantId: found.fictional.tenantId, memberId: found.memberId, conversationId: found.conversation.id, ip: input.ip });
  return {
    conversationId: found.conversation.id,
    tenantId: found.fictional.tenantId,
    waiting: found.side.unread > 0,
    member,
    fictional,
    messages: shown,
    writers: new Map(writers.map((writer) => [writer.id, writer.email])),
    cursor: page.length > THREAD_PAGE ? (shown.at(-1)?.id ?? null) : null,
  };
}

export type LoadedThread = Awaited<ReturnType<typeof readThread>>;

export interface AnswerDeps extends SendDeps {
  tenants: TenantRegistry;
  /** MEDIA_URL, else the site's cdn_prefix, as on the member's own pages. */
  mediaUrl: string | undefined;
}

/**
 * An operator's answer as the fictional profile, through the members' own send (stored with its
 * live events and notification, free of credits, naming the operator) and recorded in the audit
 * log with the conversation and message ids. The caller publishes the events after the commit.
 */
export async function answerConversation<Shown extends object>(
  deps: AnswerDeps,
  operator: Operator,
  input: { conversationId: number; text: string; clientId: string; seenUpTo: number; ip: string | null; show: ShowMessage<Shown> },
  now: Date,
): Promise<Sent<Shown>> {
  const found = await findInboxConversation(deps.db, operator, input.conversationId);
  const site = deps.tenants.get(found.fictional.tenantId);
  const [sender] = await deps.db.select().from(users).where(eq(users.id, found.fictional.userId)).limit(1);
  if (!site || !sender) throw new DomainError(404, 'conversation_not_found', 'operator_console.conversation_not_found');
  const cdnPrefix = deps.mediaUrl ?? site.tenant.cdn_prefix;
  const sent = await sendMessage(
    deps,
    site.tenant,
    sender,
    {
      profileId: found.memberId,
      content: { type: 'text', text: input.text },
      clientId: input.clientId,
      cdnPrefix,
      show: input.show,
      operator: { id: operator.id, seenUpTo: input.seenUpTo },
    },
    now,
  );
  // A retried send (same client id) returns the stored message and no events: recorded once.
  if (sent.events.length) {
    await audit(deps.db, operator, 'fictional_message_send', {
      tenantId: found.fictional.tenantId,
      memberId: found.memberId,
      detail: { conversation_id: found.conversation.id, message_id: sent.message.id },
      ip: input.ip,
    });
  }
  return sent;
}
