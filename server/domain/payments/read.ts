import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { payments } from '#server/db/schema';
import type { Tenant } from '#server/tenancy/schema';
import type { User } from '../accounts/context';
import { messageCost } from '../chat/rules';
import { DomainError } from '../errors';
import { currencyFor } from '#server/shared/currencies';
import { methodsFor } from './methods';
import { packagesFor } from './packages';
import { latestMandate, type Payment } from './start';

const LIST_LIMIT = 100;

/** A payment as the member sees it, with what a receipt needs (docs/product.md#credits-packages). */
export function presentPayment(payment: Payment) {
  return {
    payment_id: payment.id,
    package: payment.packageId,
    credits: payment.credits,
    /** Major units, e.g. 19.95. */
    amount: payment.amount / 100,
    list_amount: payment.listAmount / 100,
    currency: payment.currency,
    paymentmethod: payment.method,
    status: payment.status,
    recurring: payment.sequence === 'recurring',
    discount_code: payment.discountCode,
    discount_percentage: payment.discountPercentage,
    refund_days: payment.refundDays,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/credits.php: the packages and methods for the member's country and currency, what
 * a message costs there, and the stored mandate a repeat order would charge.
 */
export async function creditsOverview(db: Db, tenant: Tenant, user: User | undefined, country: string, supported: ReadonlySet<string>) {
  const packages = packagesFor(tenant, currencyFor(country));
  const currency = packages[0]?.currency ?? 'EUR';
  const mandate = user ? await latestMandate(db, user.id) : undefined;
  return {
    country,
    currency,
    packages: packages.map((item) => ({ ...item, price: item.price / 100 })),
    paymentmethods: methodsFor({ tenantMethods: tenant.payments.methods, country, currency, supported }),
    costs: { message: messageCost(tenant, country), gift: tenant.gift_credits, photo: tenant.photo_credits },
    mandate: mandate ? { method: mandate.method, label: mandate.label } : null,
    direct_debit_blocked: user?.directDebitBlocked ?? false,
  };
}

export async function listTransactions(db: Db, user: User) {
  const rows = await db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.id)).limit(LIST_LIMIT);
  return { transactions: rows.map(presentPayment) };
}

/** One of the member's own payments; anyone else's is not found. */
export async function findTransaction(db: Db, user: User, id: number) {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, user.id))).limit(1);
  if (!row) throw new DomainError(404, 'transaction_not_found', 'payments.transaction_not_found');
  return { transaction: presentPayment(row) };
}
