import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { sessions, users, type Operator } from '#server/platform/db/schema';
import { BAN_REASON_MAX } from '#server/contract/console-members';
import type { User } from '../accounts/context';
import { syncProfileVisibility } from '../accounts/visibility';
import { DomainError } from '../errors';
import { audit } from './audit';
import { maySeeSite } from './roles';

// Callers that check a reason before banning (complaint resolutions) read the limit here.
export { BAN_REASON_MAX };

type Executor = Pick<Db, 'select' | 'update' | 'insert' | 'delete'>;

/**
 * The member an operator may act on: absent and other sites' members are the same 404, so an id
 * outside the operator's sites tells nothing about whether it exists.
 */
export async function memberForOperator(db: Pick<Db, 'select'>, operator: Pick<Operator, 'role' | 'tenants'>, memberId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!user || !maySeeSite(operator, user.tenantId)) throw new DomainError(404, 'member_not_found', 'operator_console.member_not_found');
  return user;
}

/**
 * Bans a member: the account is marked, the profile leaves every list, page, like and chat of
 * every site (profiles.status is the one visibility flag: domain/accounts/visibility.ts), and every
 * session ends now. The session rows stay behind, ended, so the browser that held one is told it
 * was banned (403 `banned`, the ban page: server/web/http/session.ts) instead of looking logged out;
 * unbanMember removes them. 404 outside the operator's sites, 409 when already banned. The caller
 * checks the area (members, complaints); this checks the site and writes the audit row.
 */
export async function banMember(
  db: Db,
  operator: Pick<Operator, 'id' | 'role' | 'tenants'>,
  input: { memberId: number; reason: string; ip: string | null },
  now: Date,
): Promise<User> {
  const reason = input.reason.trim();
  if (!reason || reason.length > BAN_REASON_MAX)
    throw new DomainError(400, 'ban_reason_invalid', 'operator_console.ban_reason_invalid', { max: BAN_REASON_MAX });
  return db.transaction(async (tx) => {
    const member = await memberForOperator(tx, operator, input.memberId);
    const [banned] = await tx
      .update(users)
      .set({ bannedAt: now, banReason: reason })
      .where(and(eq(users.id, member.id), isNull(users.bannedAt)))
      .returning();
    if (!banned) throw new DomainError(409, 'already_banned', 'operator_console.already_banned');
    await syncProfileVisibility(tx, member.id);
    await endSessionsNow(tx, member.id, now);
    await audit(tx, operator, 'member_ban', { tenantId: member.tenantId, memberId: member.id, detail: { reason }, ip: input.ip });
    return banned;
  });
}

/**
 * Lifts a ban: the profile is exactly as visible as its account fields say again, and the ended
 * sessions the ban left behind are removed (those browsers are plain visitors; the member signs
 * in again). 404 outside the operator's sites, 409 when not banned.
 */
export async function unbanMember(db: Db, operator: Pick<Operator, 'id' | 'role' | 'tenants'>, input: { memberId: number; ip: string | null }): Promise<User> {
  return db.transaction(async (tx) => {
    const member = await memberForOperator(tx, operator, input.memberId);
    const [unbanned] = await tx
      .update(users)
      .set({ bannedAt: null, banReason: null })
      .where(and(eq(users.id, member.id), isNotNull(users.bannedAt)))
      .returning();
    if (!unbanned) throw new DomainError(409, 'not_banned', 'operator_console.not_banned');
    await syncProfileVisibility(tx, member.id);
    await tx.delete(sessions).where(eq(sessions.userId, member.id));
    await audit(tx, operator, 'member_unban', { tenantId: member.tenantId, memberId: member.id, detail: { reason: member.banReason }, ip: input.ip });
    return unbanned;
  });
}

/** Every live session of the member ends at `now` (the cookie's next request finds it over). */
async function endSessionsNow(db: Executor, memberId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: now })
    .where(and(eq(sessions.userId, memberId), gt(sessions.expiresAt, now)));
}
