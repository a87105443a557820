import express, { Router, type Request, type Response } from 'express';
import type { Db } from '#server/platform/db/client';
import { DomainError } from '#server/core/domain/errors';
import { paymentCountry } from '#server/core/domain/payments/country';
import { confirmDirectDebit, mandateReference, requestDirectDebit, type DirectDebitDeps } from '#server/core/domain/payments/direct-debit';
import { grantRetentionOffer } from '#server/core/domain/payments/retention';
import { settleFromProvider } from '#server/core/domain/payments/settle';
import { repeatOrder, startPayment, type Buyer } from '#server/core/domain/payments/start';
import type { RequestContext } from '#server/web/http/context';
import { requireMember } from '#server/web/http/session';
import type { Translator } from '#server/platform/i18n';
import type { Logger } from '#server/platform/logger';
import { announceCredits, announceSettled } from '#server/core/domain/payments/announce';
import { settleRefunds } from '#server/core/domain/payments/refund-settle';
import { NotificationRejected, type PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import { presentPayment } from '#server/core/presenters/payments';
import type { Realtime } from '#server/platform/realtime/events';
import type { SmsGateway } from '#server/adapters/sms/gateway';
import { confirmQuery, directDebitBody, directDebitConfirmBody, paymentBody } from './schema';

export interface PaymentRouteDeps {
  db: Db;
  providers: PaymentProviders;
  realtime: Realtime;
  logger: Logger;
  now(): Date;
}

export interface DirectDebitRouteDeps extends PaymentRouteDeps {
  sms: SmsGateway;
  translator: Translator;
}

/** The logged-in member as a buyer: their payment country, language and the site's canonical origin (return page, webhook). */
async function buyerOf(db: Db, res: Response): Promise<Buyer> {
  const user = requireMember(res.locals.ctx);
  const ctx: RequestContext = res.locals.ctx;
  return {
    tenant: ctx.site.tenant,
    user,
    country: await paymentCountry(db, ctx.site.tenant, user, ctx.country),
    language: ctx.language,
    origin: ctx.site.origin,
    statement: (credits) => ctx.t('credits.statement', { site: ctx.site.tenant.name, credits }),
  };
}

/** The site's provider; a site without one (none configured) refuses in the member's language. */
function takingPayments(providers: PaymentProviders, tenant: Buyer['tenant']): PaymentProvider {
  const provider = providers.providerFor(tenant);
  if (!provider) throw new DomainError(503, 'payments_unavailable', 'payments.unavailable', { retry_after: 3600 });
  return provider;
}

/** Starting a payment (or a one-click repeat order); the answer says where the payer goes next. */
export function paymentRoutes(deps: PaymentRouteDeps): Router {
  const { db, providers, logger, now } = deps;
  const router = Router();
  router.post('/api/payment.php', async (req, res) => {
    const body = paymentBody.parse(req.body ?? {});
    const buyer = await buyerOf(db, res);
    const paymentDeps = { db, provider: takingPayments(providers, buyer.tenant), logger, now };
    const { payment, redirect } = body.repeat
      ? await repeatOrder(paymentDeps, buyer, { packageId: body.package, discountCode: body.discountcode })
      : await startPayment(paymentDeps, buyer, { packageId: body.package, method: body.paymentmethod ?? '', discountCode: body.discountcode });
    res.status(201).json({ payment: presentPayment(payment), redirect });
  });
  return router;
}

/**
 * /directdebit's two calls: POST the form (a code is texted), then POST ?confirm=1 (or PUT)
 * the code; the payment is then charged on the new mandate without a checkout page.
 */
export function directDebitRoutes({ db, providers, sms, translator, logger, now }: DirectDebitRouteDeps): Router {
  const router = Router();

  async function context(res: Response): Promise<{ deps: DirectDebitDeps; buyer: Buyer }> {
    const buyer = await buyerOf(db, res);
    return { deps: { db, provider: takingPayments(providers, buyer.tenant), sms, translator, logger, now }, buyer };
  }

  async function confirm(req: Request, res: Response) {
    const { deps, buyer } = await context(res);
    const body = directDebitConfirmBody.parse(req.body ?? {});
    const payment = await confirmDirectDebit(deps, buyer, { requestId: body.request_id, code: body.code, discountCode: body.discountcode });
    res.status(201).json({ payment: presentPayment(payment), redirect: null });
  }

  router.post('/api/directdebit.php', async (req, res) => {
    if (confirmQuery.parse(req.query).confirm) return confirm(req, res);
    const { deps, buyer } = await context(res);
    const { package: packageId, discountcode: discountCode, ...form } = directDebitBody.parse(req.body ?? {});
    const { requestId, mobile } = await requestDirectDebit(deps, buyer, { packageId, form, discountCode });
    // The reference the mandate will carry, shown with the code step as SEPA asks (the mail repeats it).
    res.status(201).json({ request_id: requestId, mobile, mandate_reference: mandateReference(buyer.tenant.id, buyer.user.id, requestId) });
  });
  router.put('/api/directdebit.php', confirm);
  return router;
}

/** POST /api/retention-offer.php: "Keep my account" on the delete dialog's offer; the same code however often. */
export function retentionRoutes({ db }: { db: Db }): Router {
  const router = Router();
  router.post('/api/retention-offer.php', async (_req, res) => {
    const { site } = res.locals.ctx;
    const offer = await grantRetentionOffer(db, site, requireMember(res.locals.ctx));
    res.status(200).json({ retention_offer: offer });
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
    if (settled) {
      await announceSettled(realtime, settled);
      // The same news is how a provider tells of a refund that moved (Mollie calls the payment's webhook).
      for (const { moved } of await settleRefunds(db, provider, { id: settled.paymentId, providerRef: ref }, now()))
        if (moved) await announceCredits(realtime, moved);
    }
    res.status(200).json({ ok: true });
  });
  return router;
}
