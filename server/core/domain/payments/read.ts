import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { directDebitRequests, paymentRefunds, payments } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { currencyFor } from '#server/contract/currencies';
import { messageCost, pricingCountry } from '#server/contract/prices';
import { methodsFor } from './methods';
import { packagesFor } from './packages';
import { paymentCountry } from './country';
import { latestMandate, type Payment } from './start';
import type { ReceiptStatus } from '#server/contract/answers/payments';

const LIST_LIMIT = 100;

/**
 * GET /api/credits.php: the packages and methods for the buyer's payment country and currency,
 * what a message costs there, and the stored mandate a repeat order would charge.
 */
export async function creditsOffer(db: Db, tenant: Tenant, user: User | undefined, visitorCountry: string | null, supported: ReadonlySet<string>) {
  const country = await paymentCountry(db, tenant, user, visitorCountry);
  const packages = packagesFor(tenant, currencyFor(country));
  const currency = packages[0]?.currency ?? 'EUR';
  const mandate = user ? await latestMandate(db, user.id) : undefined;
  return {
    country,
    currency,
    packages,
    methods: methodsFor({ tenantMethods: tenant.payments.methods, country, currency, supported }),
    // The one price rule (server/contract/prices.ts): what the member is shown is what a send charges them.
    costs: {
      message: messageCost(tenant, pricingCountry(tenant, user ? country : null, visitorCountry)),
      gift: tenant.gift_credits,
      photo: tenant.photo_credits,
    },
    mandate,
    directDebitBlocked: user?.directDebitBlocked ?? false,
  };
}

export type CreditsOffer = Awaited<ReturnType<typeof creditsOffer>>;

/** What a receipt says beyond the payment's row: the money paid back, and whether it opened its mandate. */
export interface PaymentDetails {
  /** Newest first, failed ones left out. */
  refunds: (typeof paymentRefunds.$inferSelect)[];
  /** The direct debit the form placed when the mandate was signed: charged on it, yet no repeat order. */
  firstDebit: boolean;
}

export const NO_DETAILS: PaymentDetails = { refunds: [], firstDebit: false };

/** What a receipt says of its payment: a refund, under way or done, in part or whole, outranks "paid". */
export function receiptStatus(payment: Pick<Payment, 'status' | 'amount'>, refunds: PaymentDetails['refunds']): ReceiptStatus {
  if (payment.status !== 'paid' || refunds.length === 0) return payment.status;
  if (refunds.some((refund) => refund.status === 'pending')) return 'refund_pending';
  const back = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return back >= payment.amount ? 'refunded' : 'partly_refunded';
}

/** Two reads for a whole list: the refunds of these payments, and which were a mandate's first debit. */
async function withDetails(db: Db, user: User, rows: Payment[]): Promise<{ payment: Payment; details: PaymentDetails }[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [refunds, firstDebits] = await Promise.all([
    db
      .select()
      .from(paymentRefunds)
      .where(and(inArray(paymentRefunds.paymentId, ids), ne(paymentRefunds.status, 'failed')))
      .orderBy(desc(paymentRefunds.id)),
    db
      .select({ paymentId: directDebitRequests.paymentId })
      .from(directDebitRequests)
      .where(and(eq(directDebitRequests.userId, user.id), inArray(directDebitRequests.paymentId, ids))),
  ]);
  const first = new Set(firstDebits.map((row) => row.paymentId));
  return rows.map((payment) => ({
    payment,
    details: { refunds: refunds.filter((refund) => refund.paymentId === payment.id), firstDebit: first.has(payment.id) },
  }));
}

/** The member's payments, newest first. */
export async function listTransactions(db: Db, user: User): Promise<{ payment: Payment; details: PaymentDetails }[]> {
  return withDetails(db, user, await db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.id)).limit(LIST_LIMIT));
}

/** One of the member's own payments; anyone else's is not found. */
export async function findTransaction(db: Db, user: User, id: number): Promise<{ payment: Payment; details: PaymentDetails }> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, user.id)))
    .limit(1);
  const [found] = await withDetails(db, user, rows);
  if (!found) throw new DomainError(404, 'transaction_not_found', 'payments.transaction_not_found');
  return found;
}
