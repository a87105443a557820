import crypto from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, conversations, messages, users } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { applyCreditChange } from '../credits/ledger';
import { DomainError, ValidationError } from '../errors';
import { storeEvents } from '#server/platform/realtime/events';
import type { LiveEvent } from '#server/platform/realtime/bus';
import { reencodePhoto } from '../photos/upload';
import type { GiftId } from '#server/contract/gifts';
import { FREE_CONVERSATIONS } from '#server/contract/membership-limits';
import { startedConversations } from './allowance';
import { reachableRecipient, type Recipient } from './recipient';
import { orderedPair } from './rules';
import { pricingCountry, sendCost } from '#server/contract/prices';
import { strangerPhotoIds } from './stranger-photos';
import { refusesFirstMessage } from '../verification/write-gate';
import { planMessageNotice } from '../notifications/message-notice';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Message = typeof messages.$inferSelect;
type Conversation = typeof conversations.$inferSelect;

/** What is sent: a text (or an icebreaker line), a gift from the catalogue, or a photo; gifts and photos may carry a caption. */
export type MessageContent =
  { type: 'text' | 'icebreaker'; text: string } | { type: 'gift'; gift: GiftId; text: string } | { type: 'photo'; data: Buffer; text: string };

/**
 * How members see a sent message: server/core/presenters/chat.ts#presentSentMessage, handed in by
 * the caller (the domain never imports a presenter). The send presents it once: the sender's
 * answer and live event carry it as it is, the recipient's event with its blur for them.
 */
export type ShowMessage<Shown extends object> = (message: Message, cdnPrefix: string) => Shown;

export interface SendInput<Shown extends object> {
  /** The other member (starts the conversation when there is none yet). */
  profileId: number;
  content: MessageContent;
  /** The client's id for this send: a retry or double click with the same id sends once. */
  clientId: string;
  /** Where the site serves media (the live event carries the presented message). */
  cdnPrefix: string;
  show: ShowMessage<Shown>;
  /**
   * An operator writing as a fictional profile (the console's inbox): the message names them and
   * costs nothing. It is refused when the profile wrote after `seenUpTo`, the newest message the
   * operator saw (another operator answered meanwhile), checked under the sender's lock.
   */
  operator?: { id: number; seenUpTo: number } | undefined;
}

export interface Sent<Shown extends object> {
  message: Message;
  /** The message as the sender sees it: their answer, and what their live event carries. */
  shown: Shown;
  credits: number;
  /** The live events stored with the message, to publish once it is committed (none for a repeat). */
  events: LiveEvent[];
}

/** What a send works with; `mailDelayMs` is NOTIFICATION_MAIL_DELAY_SECONDS, the wait before the recipient's mail. */
export interface SendDeps {
  db: Db;
  storage: Storage;
  mailDelayMs: number;
}

interface StoredPhoto {
  photoFilename: string;
  photoThumbFilename: string;
}

/**
 * The pair's conversation, started when there is none. `known` comes with the sender's lock; when
 * it is missing the lookup is repeated, as a statement that waited for the lock may not see a
 * conversation the sender's other tab has just started.
 */
async function conversationFor(tx: Transaction, tenant: Tenant, sender: User, recipient: Recipient & { id: number }, now: Date, known: Conversation | null) {
  const profileId = recipient.id;
  const [memberA, memberB] = orderedPair(sender.id, profileId);
  const [existing] = known
    ? [known]
    : await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))
        .limit(1);
  if (existing) return { conversation: existing, started: false };
  // Only verified members may start a conversation with this member (decision 0098).
  if (refusesFirstMessage(recipient, sender)) throw new DomainError(403, 'verified_only', 'verification.verified_only', { name: recipient.name });
  if (!sender.paidUser) {
    if ((await startedConversations(tx, sender.id)) >= FREE_CONVERSATIONS) throw new DomainError(403, 'premium_only', 'chat.premium_only');
  }
  // Both members may write first at the same moment: the pair's unique index decides.
  const [created] = await tx
    .insert(conversations)
    .values({ tenantId: tenant.id, memberA, memberB, startedBy: sender.id, createdAt: now })
    .onConflictDoNothing()
    .returning();
  const conversation =
    created ??
    (
      await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))
    )[0];
  if (!conversation) throw new Error('conversation could not be created');
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: conversation.id, userId: memberA, lastMessageAt: now },
      { conversationId: conversation.id, userId: memberB, lastMessageAt: now },
    ])
    .onConflictDoNothing();
  return { conversation, started: Boolean(created) };
}

function checkText(tenant: Tenant, content: MessageContent): string {
  const text = content.text.trim();
  if (!text && (content.type === 'text' || content.type === 'icebreaker')) throw new ValidationError({ text: { key: 'chat.text_empty' } });
  if (text.length > tenant.message_length) throw new ValidationError({ text: { key: 'chat.text_long', values: { max: tenant.message_length } } });
  return text;
}

async function findRepeat(db: Pick<Db, 'select'>, senderId: number, clientId: string): Promise<Message | undefined> {
  const [repeat] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return repeat;
}

/** A photo is checked and re-encoded like a profile photo before anything is charged. */
async function storePhoto(storage: Storage, tenant: Tenant, data: Buffer): Promise<StoredPhoto> {
  const { full, thumb } = await reencodePhoto(data);
  const name = crypto.randomUUID();
  const stored = { photoFilename: `${tenant.id}/${name}.webp`, photoThumbFilename: `${tenant.id}/${name}_thumb.webp` };
  await Promise.all([storage.put(stored.photoFilename, full), storage.put(stored.photoThumbFilename, thumb)]);
  return stored;
}

/**
 * Sends a paid message. The debit and the message are one transaction: never charged without
 * the message, never sent without the charge; the same client id sends and charges once.
 * A photo's files are written first and removed again when the message is not stored.
 */
export async function sendMessage<Shown extends object>(
  deps: SendDeps,
  tenant: Tenant,
  sender: User,
  input: SendInput<Shown>,
  now: Date,
): Promise<Sent<Shown>> {
  const { content } = input;
  const { db, storage } = deps;
  const text = checkText(tenant, content);
  if (input.profileId === sender.id) throw new DomainError(400, 'invalid_request', 'errors.invalid_request');
  const recipient = await reachableRecipient(db, tenant, sender, input.profileId, now);
  // A cam performer is met on the partner's page (decision 0122): nobody here would answer.
  if (recipient.camHandle !== null) throw new DomainError(403, 'cam_no_messages', 'chat.cam_no_messages', { name: recipient.name });
  const cost = input.operator ? 0 : sendCost(tenant, content.type, pricingCountry(tenant, recipient.senderCountry, null));
  if (content.type !== 'photo') return storeMessage(deps, tenant, sender, input, { text, cost, recipient, now });

  const repeat = await findRepeat(db, sender.id, input.clientId);
  if (repeat) {
    const [balance] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, sender.id));
    return { message: repeat, shown: input.show(repeat, input.cdnPrefix), credits: balance?.credits ?? 0, events: [] };
  }
  const photo = await storePhoto(storage, tenant, content.data);
  const removePhoto = () => Promise.all([storage.remove(photo.photoFilename), storage.remove(photo.photoThumbFilename)]);
  try {
    const sent = await storeMessage(deps, tenant, sender, input, { text, cost, recipient, now, photo });
    // A parallel retry with the same client id won the race: this copy of the files is unused.
    if (sent.message.photoFilename !== photo.photoFilename) await removePhoto();
    return sent;
  } catch (error) {
    await removePhoto();
    throw error;
  }
}

/**
 * Two operators answering one fictional conversation: the second answer is refused when the
 * profile wrote after what its operator saw (a retry of the same send is no crossing).
 */
async function refuseCrossedAnswer(tx: Transaction, conversationId: number, senderId: number, clientId: string, seenUpTo: number): Promise<void> {
  const [newer] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId), gt(messages.id, seenUpTo), ne(messages.clientId, clientId)))
    .limit(1);
  if (newer) throw new DomainError(409, 'answered_meanwhile', 'operator_console.answered_meanwhile');
}

async function storeMessage<Shown extends object>(
  { db, mailDelayMs }: SendDeps,
  tenant: Tenant,
  sender: User,
  input: SendInput<Shown>,
  { text, cost, recipient, now, photo }: { text: string; cost: number; recipient: Recipient; now: Date; photo?: StoredPhoto },
): Promise<Sent<Shown>> {
  return db.transaction(async (tx) => {
    // The sender's row is the lock for the balance; the pair's conversation comes along. NO KEY
    // UPDATE, not UPDATE: the other member's send, holding their own row, stores an event that
    // names this member (a key-share lock on this row), and a full UPDATE lock would deadlock
    // the two. Two sends of one member still wait for each other.
    const [memberA, memberB] = orderedPair(sender.id, input.profileId);
    const [locked] = await tx
      .select({ credits: users.credits, status: users.status, conversation: conversations })
      .from(users)
      .leftJoin(conversations, and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))
      .where(eq(users.id, sender.id))
      .for('no key update', { of: users });
    const { conversation, started } = await conversationFor(tx, tenant, sender, { ...recipient, id: input.profileId }, now, locked?.conversation ?? null);
    if (!started && locked?.status !== 'active') {
      const [fromOther] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, input.profileId)))
        .limit(1);
      if (fromOther) throw new DomainError(403, 'email_not_confirmed', 'accounts.confirm_to_reply');
    }
    if (input.operator) await refuseCrossedAnswer(tx, conversation.id, sender.id, input.clientId, input.operator.seenUpTo);
    // The unique (sender, client id) index is the idempotency check: a retry finds its message
    // taken and gets the stored one back, charged once. (The index sees what another send
    // committed while this one waited for the lock; a plain select here might not.)
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: sender.id,
        type: input.content.type,
        text,
        gift: input.content.type === 'gift' ? input.content.gift : null,
        ...photo,
        credits: cost,
        clientId: input.clientId,
        createdAt: now,
        operatorId: input.operator?.id ?? null,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    if (!message) {
      const repeat = await findRepeat(tx, sender.id, input.clientId);
      if (!repeat) throw new Error('message neither stored nor found');
      return { message: repeat, shown: input.show(repeat, input.cdnPrefix), credits: locked?.credits ?? 0, events: [] };
    }
    // Not enough credits: the transaction rolls back, the message with it.
    if ((locked?.credits ?? 0) < cost) throw new DomainError(402, 'not_enough_credits', 'chat.not_enough_credits', { name: recipient.name });
    if (cost > 0)
      await applyCreditChange(tx, {
        tenantId: tenant.id,
        userId: sender.id,
        amount: -cost,
        reason: input.content.type === 'text' || input.content.type === 'icebreaker' ? 'message' : input.content.type,
        reference: String(message.id),
      });
    const credits = (locked?.credits ?? 0) - cost;
    // The recipient gets a stranger's photo blurred; the sender's own copy is always clear.
    const blurred = (await strangerPhotoIds(tx, input.profileId, conversation.id, [message])).has(message.id);
    const shown = input.show(message, input.cdnPrefix);
    const notice = planMessageNotice(tx, recipient, { userId: input.profileId, conversationId: conversation.id }, { now, mailDelayMs });
    // Stored with the message: if the process dies after the commit, a reconnecting client still
    // gets the news from the events table (published only after the commit). The unread counts
    // and read marks move in the same statement (the sender has read up to their own message),
    // and so does the recipient's mail job.
    const events = await storeEvents(
      tx,
      [
        { to: [input.profileId], type: 'message', payload: { message: { ...shown, blurred } } },
        { to: [sender.id], type: 'message', payload: { message: shown } },
        { to: [sender.id], type: 'credits', payload: { credits } },
      ],
      {
        alongside: [
          sql`update ${conversationMembers} set
            last_message_at = ${now.toISOString()}::timestamptz,
            removed_at = null,
            unread = case when user_id = ${input.profileId} then unread + 1 else 0 end,
            last_read_message_id = case when user_id = ${sender.id} then ${message.id} else last_read_message_id end
            where conversation_id = ${conversation.id}`,
          ...(notice.mail ? [notice.mail] : []),
        ],
        planned: notice.notifyJob ? [] : [input.profileId],
      },
    );
    return { message, shown, credits, events };
  });
}
