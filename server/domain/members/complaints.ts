import type { Db } from '../../db/client';
import { complaints } from '../../db/schema';
import type { COMPLAINT_REASONS } from './complaint-reasons';
import type { User } from '../accounts/context';

export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export interface ComplaintInput {
  reason: ComplaintReason;
  text: string;
  profile_id?: number | undefined;
  message_id?: number | undefined;
  email?: string | undefined;
}

/** Stores a report for the operators; visitors may report too (with a contact address). */
export async function fileComplaint(db: Db, tenantId: string, reporter: User | undefined, input: ComplaintInput): Promise<number> {
  const [row] = await db
    .insert(complaints)
    .values({
      tenantId,
      reporterId: reporter?.id ?? null,
      reporterEmail: reporter?.email ?? input.email ?? null,
      profileId: input.profile_id ?? null,
      messageId: input.message_id ?? null,
      reason: input.reason,
      text: input.text.trim(),
    })
    .returning({ id: complaints.id });
  return row?.id ?? 0;
}
