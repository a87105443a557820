import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { payments } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { currencyFor } from '#server/contract/currencies';
import { messageCost, pricingCountry } from '#server/contract/prices';
import { methodsFor } from './methods';
import { packagesFor } from './packages';
import { paymentCountry } from './country';
import { latestMandate, type Payment } from './start';

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

/** The member's payments, newest first. */
export function listTransactions(db: Db, user: User): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.id)).limit(LIST_LIMIT);
}

/** One of the member's own payments; anyone else's is not found. */
export async function findTransaction(db: Db, user: User, id: number): Promise<Payment> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, user.id)))
    .limit(1);
  if (!row) throw new DomainError(404, 'transaction_not_found', 'payments.transaction_not_found');
  return row;
}
