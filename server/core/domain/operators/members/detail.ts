import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import {
  auditLog,
  complaints,
  conversations,
  creditLedger,
  messages,
  operators,
  payments,
  photos,
  profiles,
  sessions,
  type Operator,
} from '#server/platform/db/schema';
import { failingAccountMails } from '#server/core/domain/accounts/mail';
import { ageChecksOf } from '#server/core/domain/age-assurance/checks';
import { memberForOperator } from '../ban';

/** How many rows of each history the member page shows (newest first). */
export const DETAIL_ROWS = 50;

/**
 * The member's conversations without a word of their text: who with, how many messages, when the
 * last one was, and what the member paid for theirs. Newest conversations first; each side of the
 * pair has its own index (conversations_pair leads with member_a, conversations_member_b).
 */
async function conversationMetadata(db: Db, memberId: number) {
  const side = (column: typeof conversations.memberA | typeof conversations.memberB) =>
    db
      .select({ id: conversations.id, memberA: conversations.memberA, memberB: conversations.memberB, createdAt: conversations.createdAt })
      .from(conversations)
      .where(eq(column, memberId))
      .orderBy(desc(conversations.id))
      .limit(DETAIL_ROWS);
  const [asA, asB] = await Promise.all([side(conversations.memberA), side(conversations.memberB)]);
  const rows = [...asA, ...asB].sort((a, b) => b.id - a.id).slice(0, DETAIL_ROWS);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const counterpartIds = rows.map((row) => (row.memberA === memberId ? row.memberB : row.memberA));
  const [stats, counterparts] = await Promise.all([
    db
      .select({
        conversationId: messages.conversationId,
        messages: count(),
        sent: sql<number>`count(*) filter (where ${messages.senderId} = ${memberId})`.mapWith(Number),
        lastMessageAt: max(messages.createdAt),
        creditsSpent: sql<number>`coalesce(sum(${messages.credits}) filter (where ${messages.senderId} = ${memberId}), 0)`.mapWith(Number),
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .groupBy(messages.conversationId),
    db.select({ id: profiles.userId, name: profiles.name, fictional: profiles.fictional }).from(profiles).where(inArray(profiles.userId, counterpartIds)),
  ]);
  const statsOf = new Map(stats.map((row) => [row.conversationId, row]));
  const counterpartOf = new Map(counterparts.map((row) => [row.id, row]));
  return rows.map((row) => {
    const counterpartId = row.memberA === memberId ? row.memberB : row.memberA;
    const stat = statsOf.get(row.id);
    return {
      id: row.id,
      startedAt: row.createdAt,
      counterpart: { id: counterpartId, name: counterpartOf.get(counterpartId)?.name ?? null, fictional: counterpartOf.get(counterpartId)?.fictional ?? false },
      messages: stat?.messages ?? 0,
      sent: stat?.sent ?? 0,
      lastMessageAt: stat?.lastMessageAt ?? null,
      creditsSpent: stat?.creditsSpent ?? 0,
    };
  });
}

/** Complaints about the member (complaints_profile) or made by them (complaints_reporter), with the other side's name. */
async function memberComplaints(db: Db, memberId: number) {
  const columns = {
    id: complaints.id,
    reporterId: complaints.reporterId,
    reporterEmail: complaints.reporterEmail,
    profileId: complaints.profileId,
    messageId: complaints.messageId,
    reason: complaints.reason,
    text: complaints.text,
    status: complaints.status,
    resolution: complaints.resolution,
    createdAt: complaints.createdAt,
  };
  const [about, by] = await Promise.all([
    db.select(columns).from(complaints).where(eq(complaints.profileId, memberId)).orderBy(desc(complaints.id)).limit(DETAIL_ROWS),
    db.select(columns).from(complaints).where(eq(complaints.reporterId, memberId)).orderBy(desc(complaints.id)).limit(DETAIL_ROWS),
  ]);
  const others = [...about.map((row) => row.reporterId), ...by.map((row) => row.profileId)].filter((id): id is number => id !== null);
  const names = others.length ? await db.select({ id: profiles.userId, name: profiles.name }).from(profiles).where(inArray(profiles.userId, others)) : [];
  return { about, by, names: new Map(names.map((row) => [row.id, row.name])) };
}

/**
 * Everything the member page shows of one member, read for an operator of the member's site
 * (404 otherwise, like an id that does not exist). Message text is never read here.
 */
export async function memberDetail(db: Db, operator: Pick<Operator, 'role' | 'tenants'>, memberId: number, now: Date) {
  const user = await memberForOperator(db, operator, memberId);
  const [profile, photoRows, ledger, paymentRows, complaintRows, conversationRows, liveSessions, history, mailFailures, ageCheckRows] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, memberId))
      .then((rows) => rows[0] ?? null),
    db.select().from(photos).where(eq(photos.userId, memberId)).orderBy(desc(photos.isMain), photos.id),
    db.select().from(creditLedger).where(eq(creditLedger.userId, memberId)).orderBy(desc(creditLedger.id)).limit(DETAIL_ROWS),
    db.select().from(payments).where(eq(payments.userId, memberId)).orderBy(desc(payments.id)).limit(DETAIL_ROWS),
    memberComplaints(db, memberId),
    conversationMetadata(db, memberId),
    db
      .select({ live: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, now)))
      .then((rows) => rows[0]?.live ?? 0),
    db
      .select({ id: auditLog.id, action: auditLog.action, detail: auditLog.detail, createdAt: auditLog.createdAt, operatorEmail: operators.email })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(eq(auditLog.memberId, memberId))
      .orderBy(desc(auditLog.id))
      .limit(DETAIL_ROWS),
    failingAccountMails(db, memberId),
    ageChecksOf(db, memberId),
  ]);
  return {
    user,
    profile,
    photos: photoRows,
    ledger,
    payments: paymentRows,
    complaints: complaintRows,
    conversations: conversationRows,
    liveSessions,
    history,
    mailFailures,
    ageChecks: ageCheckRows,
  };
}

export type MemberDetail = Awaited<ReturnType<typeof memberDetail>>;
