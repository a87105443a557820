import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { discountCodes } from '#server/platform/db/schema';
import type { Company, Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { alreadyUsed } from './discounts';

export interface RetentionOffer {
  code: string;
  value_percentage: number;
}

/**
 * The member's own code: derived from the site and the member, so every grant (two tabs, a
 * double click, parallel requests) names the same discount_codes row and the unique index on
 * (tenant, code) lets only one of them insert it. It need not be secret: the row is bound to
 * the member, and anyone else entering it gets "Code not found".
 */
export function retentionCode(tenantId: string, userId: number): string {
  const digest = crypto.createHash('sha256').update(`retention:${tenantId}:${userId}`).digest('hex');
  return `STAY-${digest.slice(0, 10).toUpperCase()}`;
}

/**
 * POST /api/retention-offer.php: the member who is about to delete the account and stays gets
 * the company's delete_discount as a personal code (docs/product.md#credits-retention-offer). Granted once: asking again gives
 * the same code, and once it paid (or a started payment holds it) the offer is used up. The
 * code is used like any once-per-member code, reserved when its payment starts.
 */
export async function grantRetentionOffer(db: Db, site: { tenant: Tenant; company: Company }, user: User): Promise<RetentionOffer> {
  const percentage = site.company.delete_discount;
  if (percentage <= 0) throw new DomainError(404, 'offer_unavailable', 'deletion.offer_unavailable');
  if (user.status !== 'active') throw new DomainError(403, 'offer_inactive', 'deletion.offer_inactive');
  const code = retentionCode(site.tenant.id, user.id);
  await db.insert(discountCodes).values({ tenantId: site.tenant.id, code, userId: user.id, valuePercentage: percentage }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, site.tenant.id), sql`upper(${discountCodes.code}) = ${code}`))
    .limit(1);
  // An operator's code of that very name would be a collision of a 40-bit hash: not this member's offer.
  if (row?.userId !== user.id) throw new Error(`retention code ${code} on ${site.tenant.id} belongs to someone else`);
  // Switched off by an operator: it would not pay, so there is nothing to give.
  if (row.status !== 'active') throw new DomainError(404, 'offer_unavailable', 'deletion.offer_unavailable');
  if (await alreadyUsed(db, user.id, code)) throw new DomainError(409, 'offer_used', 'deletion.offer_used');
  return { code, value_percentage: row.valuePercentage };
}
