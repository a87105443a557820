import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { blocks, profiles } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { haveConversation } from '../chat/read';
import { DomainError } from '../errors';
import { listedOn } from './visibility';

/** A resold member's home site lists the writer from a sister site in their chats (decision 0123): they may block them there. */
async function talkingAcrossSites(db: Db, tenant: Tenant, blocker: User, memberTenantId: string, memberId: number): Promise<boolean> {
  if (!tenant.resell_from?.includes(memberTenantId)) return false;
  return haveConversation(db, blocker.id, memberId);
}

async function assertBlockable(db: Db, tenant: Tenant, blocker: User, memberId: number): Promise<void> {
  if (memberId === blocker.id) throw new DomainError(400, 'invalid_request', 'errors.invalid_request');
  const [member] = await db
    .select({ tenantId: profiles.tenantId, resell: profiles.resell, fictional: profiles.fictional })
    .from(profiles)
    .where(eq(profiles.userId, memberId))
    .limit(1);
  if (!member || !(listedOn(tenant, member) || (await talkingAcrossSites(db, tenant, blocker, member.tenantId, memberId))))
    throw new DomainError(404, 'member_not_found', 'members.not_found');
}

/** Blocking hides both members from each other everywhere; doing it twice changes nothing. */
export async function blockMember(db: Db, tenant: Tenant, blocker: User, memberId: number): Promise<void> {
  await assertBlockable(db, tenant, blocker, memberId);
  await db.insert(blocks).values({ blockerId: blocker.id, blockedId: memberId }).onConflictDoNothing();
}

export async function unblockMember(db: Db, blocker: User, memberId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, memberId)));
}
