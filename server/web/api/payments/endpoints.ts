import type { Db } from '#server/platform/db/client';
import { lookupDiscount } from '#server/core/domain/payments/discounts';
import { creditsOffer, findTransaction, listTransactions } from '#server/core/domain/payments/read';
import { requireMember } from '#server/web/http/session';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import { presentCreditsOverview, presentPayment } from '#server/core/presenters/payments';
import type { ReadEndpoint } from '../endpoints';
import { discountQuery, idQuery, optionalIdQuery } from './schema';

/** A site without a provider offers no method: the credits page then says payments are off. */
const takesNothing: ReadonlySet<string> = new Set();

/** Reads: the credits page's offer, one payment or the member's list, a discount code. */
export function paymentEndpoints({ db, providers, now }: { db: Db; providers: PaymentProviders; now(): Date }): ReadEndpoint[] {
  return [
    {
      path: '/api/credits.php',
      handle: async (ctx) =>
        presentCreditsOverview(
          await creditsOffer(db, ctx.site.tenant, ctx.user, ctx.country, providers.providerFor(ctx.site.tenant)?.supports ?? takesNothing),
        ),
    },
    {
      path: '/api/payment.php',
      handle: async (ctx, query) => ({ payment: presentPayment(await findTransaction(db, requireMember(ctx), idQuery.parse(Object.fromEntries(query)).id)) }),
    },
    {
      path: '/api/transactions.php',
      handle: async (ctx, query) => {
        const { id } = optionalIdQuery.parse(Object.fromEntries(query));
        if (id) return { transaction: presentPayment(await findTransaction(db, requireMember(ctx), id)) };
        return { transactions: (await listTransactions(db, requireMember(ctx))).map(presentPayment) };
      },
    },
    {
      path: '/api/discountcode.php',
      handle: async (ctx, query) => {
        const user = requireMember(ctx);
        const { code, welcome } = discountQuery.parse(Object.fromEntries(query));
        return { discountcode: await lookupDiscount(db, ctx.site.tenant, user, { code, welcome: Boolean(welcome), visitorCountry: ctx.country }, now()) };
      },
    },
  ];
}
