import express, { Router } from 'express';
import type { Db } from '#server/db/client';
import { DomainError } from '#server/domain/errors';
import { findDiscount, welcomeDiscount } from '#server/domain/payments/discounts';
import { paymentCountry } from '#server/domain/payments/country';
import { creditsOverview, findTransaction, listTransactions, presentPayment } from '#server/domain/payments/read';
import { settleFromProvider } from '#server/domain/payments/settle';
import { repeatOrder, startPayment } from '#server/domain/payments/start';
import { buyerOf } from './buyer';
import { requireMember } from '#server/http/session';
import type { Logger } from '#server/logger';
import { announceSettled } from '#server/payments/announce';
import { NotificationRejected } from '#server/payments/providers/provider';
import type { PaymentProviders } from '#server/payments/registry';
import type { Realtime } from '#server/realtime/events';
import type { ReadEndpoint } from '../endpoints';
import { discountQuery, idQuery, optionalIdQuery, paymentBody } from './schema';

export interface PaymentRouteDeps {
  db: Db;
  providers: PaymentProviders;
  realtime: Realtime;
  logger: Logger;
  now(): Date;
}


export function paymentEndpoints({ db, providers, now }: PaymentRouteDeps): ReadEndpoint[] {
  return [
    {
      path: '/api/credits.php',
      handle: async (ctx) => creditsOverview(db, ctx.site.tenant, ctx.user, await paymentCountry(db, ctx.site.tenant, ctx.user, ctx.country), providers.providerFor(ctx.site.tenant).supports),
    },
    {
      path: '/api/payment.php',
      handle: async (ctx, query) => ({ payment: (await findTransaction(db, requireMember(ctx), idQuery.parse(Object.fromEntries(query)).id)).transaction }),
    },
    {
      path: '/api/transactions.php',
      handle: async (ctx, query) => {
        const { id } = optionalIdQuery.parse(Object.fromEntries(query));
        return id ? findTransaction(db, requireMember(ctx), id) : listTransactions(db, requireMember(ctx));
      },
    },
    {
      path: '/api/discountcode.php',
      handle: async (ctx, query) => {
        const user = requireMember(ctx);
        const { code, welcome } = discountQuery.parse(Object.fromEntries(query));
        if (welcome) {
          // The welcome discount is the time bonus while it lasts (docs/decisions/0062-welcome-discount-is-time-bonus.md); none is not an error.
          return { discountcode: await welcomeDiscount(db, user, now()) };
        }
        if (!code) throw new DomainError(404, 'code_not_found', 'payments.code_not_found');
        return { discountcode: await findDiscount(db, ctx.site.tenant, user, { code, country: await paymentCountry(db, ctx.site.tenant, ctx.user, ctx.country) }, now()) };
      },
    },
  ];
}

/** Starting a payment (or a one-click repeat order); the answer says where the payer goes next. */
export function paymentRoutes(deps: PaymentRouteDeps): Router {
  const { db, providers, logger, now } = deps;
  const router = Router();
  router.post('/api/payment.php', async (req, res) => {
    const body = paymentBody.parse(req.body ?? {});
    const buyer = await buyerOf(db, res);
    const paymentDeps = { db, provider: providers.providerFor(buyer.tenant), logger, now };
    const { payment, redirect } = body.repeat
      ? await repeatOrder(paymentDeps, buyer, { packageId: body.package })
      : await startPayment(paymentDeps, buyer, { packageId: body.package, method: body.paymentmethod ?? '', discountCode: body.discountcode });
    res.status(201).json({ payment: presentPayment(payment), redirect });
  });
  return router;
}

/**
 * The providers' webhooks (no Origin, no session: mounted before those checks). The notification
 * only names a payment; its state is fetched from the provider and applied idempotently.
 */
export function paymentWebhookRoutes({ db, providers, realtime, now }: PaymentRouteDeps): Router {
  const router = Router();
  router.post('/api/payments/webhook/:provider', express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    const provider = providers.byId(String(req.params.provider));
    if (!provider) throw new DomainError(404, 'not_found', 'errors.not_found');
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
    let ref: string;
    try {
      ref = provider.parseNotification({ body, headers: req.headers, rawBody });
    } catch (error) {
      if (error instanceof NotificationRejected) throw new DomainError(401, 'bad_notification', 'errors.invalid_request');
      throw error;
    }
    const settled = await settleFromProvider(db, provider, ref, now());
    if (settled) await announceSettled(realtime, settled);
    res.status(200).json({ ok: true });
  });
  return router;
}
