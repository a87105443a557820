import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { complaints, conversations, messages, photos, users, type Operator } from '#server/platform/db/schema';
import { DomainError } from '#server/core/domain/errors';
import { audit } from '#server/core/domain/operators/audit';
import { maySeeSite, siteScope } from '#server/core/domain/operators/roles';
import { complaintsWithPeople, type ComplaintWithPeople } from './queue';

/** Messages shown on either side of a cited one: enough to see what it answered and what followed. */
export const CONTEXT_SIZE = 5;
/** Earlier complaints about the same member shown beside one (newest first). */
const OTHERS_SHOWN = 20;

type MessageRow = typeof messages.$inferSelect;

export interface MessageContext {
  conversation: typeof conversations.$inferSelect;
  /** Oldest first; the cited message among them. */
  messages: MessageRow[];
  citedId: number;
}

export interface ComplaintView {
  row: ComplaintWithPeople;
  /** The reported member's account (null: none named, or the account is gone). */
  member: typeof users.$inferSelect | null;
  photos: (typeof photos.$inferSelect)[];
  /** Other complaints about the member on the operator's sites, with how they ended. */
  others: (typeof complaints.$inferSelect)[];
  /** Only when the complaint cites a message that still exists. */
  context: MessageContext | null;
}

/**
 * One complaint as the operator may see it: 404 when there is none, 403 when it belongs to a
 * site outside the operator's (the guard's answer for every site-bound request).
 */
export async function complaintForOperator(db: Pick<Db, 'select'>, operator: Operator, id: number): Promise<ComplaintWithPeople> {
  const [row] = await complaintsWithPeople(db).where(eq(complaints.id, id)).limit(1);
  if (!row) throw new DomainError(404, 'complaint_not_found', 'operator_console.complaint_not_found');
  if (!maySeeSite(operator, row.complaint.tenantId)) throw new DomainError(403, 'forbidden', 'operator_console.forbidden');
  return row;
}

/**
 * The cited message with up to CONTEXT_SIZE messages before and after it, from its own
 * conversation only (messages_conversation both ways). This is the one place the console shows
 * what members wrote to each other, so the caller records every look at it.
 */
async function messageContext(db: Db, messageId: number): Promise<MessageContext | null> {
  const [cited] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!cited) return null;
  const inConversation = eq(messages.conversationId, cited.conversationId);
  const [conversation, before, after] = await Promise.all([
    db.select().from(conversations).where(eq(conversations.id, cited.conversationId)).limit(1),
    db
      .select()
      .from(messages)
      .where(and(inConversation, lt(messages.id, cited.id)))
      .orderBy(desc(messages.id))
      .limit(CONTEXT_SIZE),
    db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.id, cited.id)))
      .orderBy(asc(messages.id))
      .limit(CONTEXT_SIZE),
  ]);
  if (!conversation[0]) return null;
  return { conversation: conversation[0], messages: [...before.reverse(), cited, ...after], citedId: cited.id };
}

/** The complaint view: the complaint, the reported member with every photo and earlier complaints, and a cited message in context. */
export async function complaintView(db: Db, operator: Operator, id: number, ip: string | null): Promise<ComplaintView> {
  const row = await complaintForOperator(db, operator, id);
  const memberId = row.reported?.userId;
  const [member, memberPhotos, others, context] = await Promise.all([
    memberId === undefined ? [] : db.select().from(users).where(eq(users.id, memberId)).limit(1),
    memberId === undefined ? [] : db.select().from(photos).where(eq(photos.userId, memberId)).orderBy(asc(photos.id)),
    memberId === undefined
      ? []
      : db
          .select()
          .from(complaints)
          .where(and(eq(complaints.profileId, memberId), ne(complaints.id, id), siteScope(operator, complaints.tenantId)))
          .orderBy(desc(complaints.id))
          .limit(OTHERS_SHOWN),
    row.complaint.messageId === null ? null : messageContext(db, row.complaint.messageId),
  ]);
  if (context) {
    await audit(db, operator, 'complaint_view_message', {
      tenantId: row.complaint.tenantId,
      memberId: memberId ?? null,
      detail: { complaint_id: id, message_id: context.citedId, conversation_id: context.conversation.id, shown: context.messages.map((message) => message.id) },
      ip,
    });
  }
  return { row, member: member[0] ?? null, photos: memberPhotos, others, context };
}
