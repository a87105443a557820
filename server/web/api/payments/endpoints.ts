import type { Db } from '#server/platform/db/client';
import { lookupDiscount } from '#server/core/domain/payments/discounts';
import { creditsOffer, findTransaction, listTransactions } from '#server/core/domain/payments/read';
import { requireMember } from '#server/web/http/session';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import { presentCreditHistory, presentCreditsOverview, presentPayment } from '#server/core/presenters/payments';
import { creditHistory } from '#server/core/domain/credits/history';
import type { TransactionsList } from '#server/contract/answers/payments';
import type { ReadEndpoint } from '../endpoints';
import { discountQuery, idQuery, transactionsQuery } from './schema';

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
      handle: async (ctx, query) => {
        const { payment, details } = await findTransaction(db, requireMember(ctx), idQuery.parse(Object.fromEntries(query)).id);
        return { payment: presentPayment(payment, details) };
      },
    },
    {
      path: '/api/transactions.php',
      handle: async (ctx, query) => {
        const { id, before } = transactionsQuery.parse(Object.fromEntries(query));
        const user = requireMember(ctx);
        if (id) {
          const { payment, details } = await findTransaction(db, user, id);
          return { transaction: presentPayment(payment, details) };
        }
        const [list, history] = await Promise.all([listTransactions(db, user), creditHistory(db, user, before)]);
        const answer: TransactionsList = { transactions: list.map((row) => presentPayment(row.payment, row.details)), ...presentCreditHistory(history) };
        return answer;
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
