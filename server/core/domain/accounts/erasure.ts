import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { complaints, conversations, jobs, messages, paymentRefunds, payments, photoVerifications, photos, users } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import { variantKeys } from '#server/contract/photo-variants';
import { mailThumbKey } from '../photos/mail-thumb';

/** Where a member's files live: public media (photos, chat photos) and the private selfies. */
export interface MemberFiles {
  media: Storage;
  selfies: Storage;
}

type Executor = Pick<Db, 'select' | 'selectDistinctOn' | 'update' | 'delete'>;

/** Demo avatars are shared by many demo members (server/boot/seed/avatars.ts): their files stay. */
const isShared = (key: string) => key.includes('/demo-avatar-');

/**
 * Every stored file that goes with the members' rows: their photos, their verification selfies,
 * and the chat photos of their conversations (the conversation rows cascade away with either
 * member, so the other side's photos in it would be left without a row).
 */
async function filesOf(db: Executor, ids: number[]): Promise<{ media: string[]; selfies: string[] }> {
  const ownPhotos = await db
    .select({ filename: photos.filename, thumb: photos.thumbFilename, variantWidths: photos.variantWidths })
    .from(photos)
    .where(inArray(photos.userId, ids));
  const selfies = await db.select({ file: photoVerifications.filename }).from(photoVerifications).where(inArray(photoVerifications.userId, ids));
  const theirConversations = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(inArray(conversations.memberA, ids), inArray(conversations.memberB, ids)));
  const chatPhotos = await db
    .select({ full: messages.photoFilename, thumb: messages.photoThumbFilename })
    .from(messages)
    .where(and(inArray(messages.conversationId, theirConversations), isNotNull(messages.photoFilename)));
  const media = [
    ...ownPhotos.flatMap((photo) => [photo.filename, photo.thumb, mailThumbKey(photo.thumb), ...variantKeys(photo)]),
    ...chatPhotos.flatMap((row) => [row.full, row.thumb]),
  ].filter((key): key is string => key !== null && !isShared(key));
  return { media, selfies: selfies.map((row) => row.file) };
}

/**
 * What the books must keep stays, without the member: the payments (amount, currency, dates,
 * provider references, site) lose user_id and keep of their attribution only the network and the
 * affiliate (`ref`) the revenue is settled with; sub-ids, which networks fill with click ids, and
 * landing times go. The member's first paid payment is marked so the traffic report still counts
 * it as one. Refund reasons are free text an operator wrote about the member: emptied.
 */
async function anonymisePayments(db: Executor, ids: number[]): Promise<void> {
  const firsts = db
    .selectDistinctOn([payments.userId], { id: payments.id })
    .from(payments)
    .where(and(inArray(payments.userId, ids), isNotNull(payments.paidAt)))
    .orderBy(payments.userId, payments.paidAt, payments.id);
  await db.update(payments).set({ erasedFirstPayment: true }).where(inArray(payments.id, firsts));
  const theirs = db.select({ id: payments.id }).from(payments).where(inArray(payments.userId, ids));
  await db.update(paymentRefunds).set({ reason: '' }).where(inArray(paymentRefunds.paymentId, theirs));
  await db
    .update(payments)
    .set({
      userId: null,
      tracking: sql`jsonb_strip_nulls(jsonb_build_object('network', ${payments.tracking} -> 'network', 'ref', ${payments.tracking} -> 'ref'))`,
    })
    .where(inArray(payments.userId, ids));
}

/**
 * Erases members now, with everything that is theirs: the account row (its foreign keys remove
 * profile, photos, messages, conversations, likes, ledger, sessions and the rest), the address
 * they gave on complaints they made (the complaint itself stays for the reported member's record),
 * queued mail about them, and their files. Payments stay anonymised (anonymisePayments). Rows are
 * locked first, so an upload that waits on the member's row finds nobody afterwards. Files go once
 * the rows are gone; a file that cannot be removed fails the call after all others were tried.
 * Returns how many members were erased: ids already gone, or no longer meeting `condition` once
 * locked (the purge: still pending deletion, not reactivated meanwhile), are skipped. `record`
 * runs in the same transaction when anyone is erased: an operator's audit row commits with it.
 */
export async function eraseMembers(
  db: Db,
  files: MemberFiles,
  ids: number[],
  options: { condition?: SQL; record?: (tx: Pick<Db, 'insert'>) => Promise<void> } = {},
): Promise<number> {
  if (!ids.length) return 0;
  const { erased, keys } = await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: users.id, tenantId: users.tenantId, email: users.email })
      .from(users)
      .where(and(inArray(users.id, ids), options.condition))
      .for('update');
    const found = members.map((member) => member.id);
    if (!found.length) return { erased: 0, keys: { media: [], selfies: [] } };
    const keys = await filesOf(tx, found);
    await anonymisePayments(tx, found);
    // A visitor's complaint carries only an address; the same address on this site is the member's too.
    const sameAddress = members.map((member) =>
      and(eq(complaints.tenantId, member.tenantId), sql`lower(${complaints.reporterEmail}) = lower(${member.email})`),
    );
    await tx
      .update(complaints)
      .set({ reporterEmail: null })
      .where(or(inArray(complaints.reporterId, found), ...sameAddress));
    // Queued mail for them (a password or address notice carries the address in its payload).
    await tx.delete(jobs).where(inArray(sql`${jobs.payload} ->> 'user_id'`, found.map(String)));
    await tx.delete(users).where(inArray(users.id, found));
    await options.record?.(tx);
    return { erased: found.length, keys };
  });
  const removals = await Promise.allSettled([...keys.media.map((key) => files.media.remove(key)), ...keys.selfies.map((key) => files.selfies.remove(key))]);
  const failed = removals.filter((result) => result.status === 'rejected');
  if (failed.length)
    throw new AggregateError(
      failed.map((result) => result.reason),
      `${failed.length} files of erased members could not be removed`,
    );
  return erased;
}
