import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { payments, users } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { methodsFor } from './methods';
import { findPackage, type PricedPackage } from './packages';

const LIMIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Payments that are or may still become money taken from the member's account. */
const COUNTED = ['open', 'pending', 'paid'] as const;

/** The package, when direct debit is offered in the member's country and the package's currency. */
export function directDebitPackage(tenant: Tenant, country: string, packageId: string, supported: ReadonlySet<string>): PricedPackage {
  const item = findPackage(tenant, country, packageId);
  const offered = methodsFor({ tenantMethods: tenant.payments.methods, country, currency: item.currency, supported });
  if (!offered.some((id) => id === 'directdebit')) throw new DomainError(400, 'method_unavailable', 'payments.method_unavailable');
  return item;
}

/**
 * A member whose direct debit was charged back may not pay so again, and nobody pays more by
 * direct debit in 30 days than the site's limit for the currency (none set: no direct debit).
 */
export async function checkDirectDebitAllowed(db: Db, tenant: Tenant, user: Pick<User, 'id'>, item: PricedPackage, now: Date): Promise<void> {
  // Read afresh: a charge-back may have blocked the member since the session was loaded.
  const [account] = await db
    .select({ blocked: users.directDebitBlocked })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.tenantId, tenant.id)));
  if (!account || account.blocked) throw new DomainError(403, 'direct_debit_blocked', 'direct_debit.blocked');
  const [used] = await db
    .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.tenantId, tenant.id),
        eq(payments.method, 'directdebit'),
        eq(payments.currency, item.currency),
        inArray(payments.status, [...COUNTED]),
        gt(payments.createdAt, new Date(now.getTime() - LIMIT_WINDOW_MS)),
      ),
    );
  const limit = tenant.payments.direct_debit_limit[item.currency] ?? 0;
  if (Number(used?.amount ?? 0) + item.price > limit) throw new DomainError(403, 'direct_debit_limit', 'direct_debit.limit_reached');
}
