import { and, asc, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, conversations, messages, operators, photos, profiles, users, type Operator } from '#server/platform/db/schema';
import { siteScope } from '#server/core/domain/operators/roles';
import { DomainError } from '../errors';

type Scope = Pick<Operator, 'role' | 'tenants'>;

export interface InboxFilter {
  tenantId?: string | undefined;
  /** One fictional profile's conversations. */
  fictionalId?: number | undefined;
  limit: number;
}

const memberProfile = alias(profiles, 'member_profile');
const memberUser = alias(users, 'member_user');

function fictionalOfSites(operator: Scope, filter: InboxFilter) {
  return and(
    // The bare column, so the planner matches profiles_fictional's predicate.
    sql`${profiles.fictional}`,
    siteScope(operator, profiles.tenantId),
    filter.tenantId === undefined ? undefined : eq(profiles.tenantId, filter.tenantId),
    filter.fictionalId === undefined ? undefined : eq(profiles.userId, filter.fictionalId),
  );
}

/** Index entries per fictional profile the first pass reads to bound a page (see inboxPart). */
const PROBE = 5;

/**
 * A fictional profile's sides of one kind, in the list's order, as a lateral subquery on
 * `profiles`: waiting ones (unread > 0) oldest first from conversation_members_waiting, answered
 * ones newest first from conversation_members_list.
 */
function sides(db: Db, waiting: boolean, limit: number, name: string, bound?: SQL) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      lastMessageAt: conversationMembers.lastMessageAt,
      unread: conversationMembers.unread,
      lastRead: conversationMembers.lastReadMessageId,
    })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, profiles.userId),
        waiting ? gt(conversationMembers.unread, 0) : and(isNull(conversationMembers.removedAt), eq(conversationMembers.unread, 0)),
        bound,
      ),
    )
    .orderBy((waiting ? asc : desc)(conversationMembers.lastMessageAt))
    .limit(limit)
    .as(name);
}

/**
 * The first pass of a page (see inboxPart): PROBE entries per profile, the limit-th time among
 * them, as text so no microsecond is lost on the way back. None: fewer candidates than a page.
 */
async function pageBound(db: Db, operator: Scope, filter: InboxFilter, waiting: boolean): Promise<string | undefined> {
  const probe = sides(db, waiting, PROBE, 'probe');
  const [row] = await db
    .select({ at: sql<string>`${probe.lastMessageAt}::text` })
    .from(profiles)
    .innerJoinLateral(probe, sql`true`)
    .where(fictionalOfSites(operator, filter))
    .orderBy((waiting ? asc : desc)(probe.lastMessageAt))
    .offset(filter.limit - 1)
    .limit(1);
  return row?.at;
}

/**
 * One part of the inbox. The fictional profile's side of a conversation has unread messages
 * exactly while it waits for an answer (an answer reads up to itself; an operator opening it does
 * not count as reading).
 *
 * A page is the first `limit` entries of many per-profile index ranges. Reading `limit` entries of
 * every profile would cost profiles × limit; instead a first pass reads PROBE entries per profile
 * and takes the limit-th time among them: at least `limit` entries lie on the near side of it, so
 * the whole page does too, and the second pass reads only those (without a bound, few profiles
 * have any, each giving at most `limit`). Both passes are index ranges, whatever the number of
 * messages; only the page's rows get their details.
 */
async function inboxPart(db: Db, operator: Scope, filter: InboxFilter, waiting: boolean) {
  const order = waiting ? asc : desc;
  const at = await pageBound(db, operator, filter, waiting);
  const bound =
    at === undefined
      ? undefined
      : waiting
        ? sql`${conversationMembers.lastMessageAt} <= ${at}::timestamptz`
        : sql`${conversationMembers.lastMessageAt} >= ${at}::timestamptz`;
  const side = sides(db, waiting, filter.limit, 'side', bound);
  const page = db
    .select({
      fictionalId: profiles.userId,
      tenantId: profiles.tenantId,
      conversationId: side.conversationId,
      lastMessageAt: side.lastMessageAt,
      unread: side.unread,
      lastRead: side.lastRead,
    })
    .from(profiles)
    .innerJoinLateral(side, sql`true`)
    .where(fictionalOfSites(operator, filter))
    .orderBy(order(side.lastMessageAt))
    .limit(filter.limit)
    .as('page');
  const last = db
    .select({ senderId: messages.senderId, type: messages.type, text: messages.text })
    .from(messages)
    .where(eq(messages.conversationId, page.conversationId))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  const firstWaiting = db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, page.conversationId), gt(messages.id, page.lastRead)))
    .orderBy(asc(messages.id))
    .limit(1)
    .as('first_waiting');
  const lastAnswer = db
    .select({ operatorId: messages.operatorId, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, page.conversationId), isNotNull(messages.operatorId)))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_answer');
  const fictional = alias(profiles, 'fictional_profile');
  return db
    .select({
      conversationId: page.conversationId,
      tenantId: page.tenantId,
      lastMessageAt: page.lastMessageAt,
      unread: page.unread,
      fictional,
      photo: photos,
      member: { id: memberProfile.userId, name: memberProfile.name, dateOfBirth: memberProfile.dateOfBirth, credits: memberUser.credits },
      last: { senderId: last.senderId, type: last.type, text: last.text },
      waitingSince: firstWaiting.createdAt,
      answeredBy: operators.email,
      answeredAt: lastAnswer.createdAt,
    })
    .from(page)
    .innerJoin(fictional, eq(fictional.userId, page.fictionalId))
    .leftJoin(photos, and(eq(photos.userId, page.fictionalId), eq(photos.isMain, true), eq(photos.status, 'active')))
    .innerJoin(conversations, eq(conversations.id, page.conversationId))
    .innerJoin(
      memberProfile,
      eq(memberProfile.userId, sql`case when ${conversations.memberA} = ${page.fictionalId} then ${conversations.memberB} else ${conversations.memberA} end`),
    )
    .innerJoin(memberUser, eq(memberUser.id, memberProfile.userId))
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(firstWaiting, sql`true`)
    .leftJoinLateral(lastAnswer, sql`true`)
    .leftJoin(operators, eq(operators.id, lastAnswer.operatorId))
    .orderBy(order(page.lastMessageAt));
}

export type InboxRow = Awaited<ReturnType<typeof inboxPart>>[number];

/** The console's inbox: the conversations waiting for an answer first (oldest first), then the latest answered ones. */
export async function listInbox(db: Db, operator: Scope, filter: InboxFilter): Promise<{ waiting: InboxRow[]; answered: InboxRow[]; waitingTotal: number }> {
  const [waiting, answered, [total]] = await Promise.all([
    inboxPart(db, operator, filter, true),
    inboxPart(db, operator, filter, false),
    db
      .select({ total: count() })
      .from(profiles)
      .innerJoin(conversationMembers, and(eq(conversationMembers.userId, profiles.userId), gt(conversationMembers.unread, 0)))
      .where(fictionalOfSites(operator, filter)),
  ]);
  return { waiting, answered, waitingTotal: total?.total ?? 0 };
}

/**
 * One conversation with a fictional profile of the operator's sites, else 404 (another site's is
 * no different from none): the conversation, the fictional side and the member's id.
 */
export async function findInboxConversation(db: Db, operator: Scope, conversationId: number) {
  const [row] = await db
    .select({ conversation: conversations, fictional: profiles, side: conversationMembers })
    .from(conversations)
    .innerJoin(profiles, or(eq(profiles.userId, conversations.memberA), eq(profiles.userId, conversations.memberB)))
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, profiles.userId)))
    .where(and(eq(conversations.id, conversationId), sql`${profiles.fictional}`, siteScope(operator, profiles.tenantId)))
    .limit(1);
  if (!row) throw new DomainError(404, 'conversation_not_found', 'operator_console.conversation_not_found');
  const memberId = row.conversation.memberA === row.fictional.userId ? row.conversation.memberB : row.conversation.memberA;
  return { ...row, memberId };
}
