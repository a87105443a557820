import type { Db } from '#server/platform/db/client';
import { and, eq } from 'drizzle-orm';
import { complaints, conversationMembers, messages, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import { DomainError, ValidationError } from '../errors';
import { listedOn } from './visibility';
import type { COMPLAINT_REASONS } from '#server/contract/complaint-reasons';
import type { User } from '../accounts/context';

export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export interface ComplaintInput {
  reason: ComplaintReason;
  text: string;
  profile_id?: number | undefined;
  message_id?: number | undefined;
  email?: string | undefined;
}

const MIN_TEXT = 10;

/**
 * A member may report only a message they can read: one in a conversation of theirs, as a
 * member of this site. Anyone else's (or a visitor's) message id is "not found", so ids cannot
 * be probed and operators are not handed strangers' private messages. (The conversation's own
 * tenant is not compared: a conversation with a member of a sharing site belongs to either.)
 */
async function checkOwnMessage(db: Db, tenant: Tenant, reporter: User | undefined, messageId: number): Promise<{ senderId: number }> {
  const [row] =
    reporter?.tenantId === tenant.id
      ? await db
          .select({ senderId: messages.senderId })
          .from(messages)
          .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, reporter.id)))
          .where(eq(messages.id, messageId))
          .limit(1)
      : [];
  if (!row) throw new DomainError(404, 'message_not_found', 'complaints.message_not_found');
  return row;
}

/**
 * Stores a report for the operators; visitors may report too (with a contact address). A
 * reported message names its sender as the reported profile, so everything about one member is
 * found together (complaints_profile). Only a visitor's address is stored: a member is told at
 * their account's address, which goes with the account.
 */
export async function fileComplaint(db: Db, tenant: Tenant, reporter: User | undefined, input: ComplaintInput): Promise<number> {
  if (input.text.trim().length < MIN_TEXT) throw new ValidationError({ text: { key: 'complaints.text_short', values: { min: MIN_TEXT } } });
  if (!reporter && !input.email) throw new ValidationError({ email: { key: 'complaints.email_needed' } });
  if (input.profile_id !== undefined) {
    const [profile] = await db
      .select({ tenantId: profiles.tenantId, resell: profiles.resell, fictional: profiles.fictional })
      .from(profiles)
      .where(eq(profiles.userId, input.profile_id))
      .limit(1);
    if (!profile || !listedOn(tenant, profile)) throw new DomainError(404, 'member_not_found', 'members.not_found');
  }
  const message = input.message_id === undefined ? undefined : await checkOwnMessage(db, tenant, reporter, input.message_id);
  const sender = message && message.senderId !== reporter?.id ? message.senderId : null;
  const tenantId = tenant.id;
  const [row] = await db
    .insert(complaints)
    .values({
      tenantId,
      reporterId: reporter?.id ?? null,
      reporterEmail: reporter ? null : (input.email ?? null),
      profileId: input.profile_id ?? sender,
      messageId: input.message_id ?? null,
      reason: input.reason,
      text: input.text.trim(),
    })
    .returning({ id: complaints.id });
  return row?.id ?? 0;
}
