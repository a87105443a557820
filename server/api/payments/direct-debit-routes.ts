import { Router, type Request, type Response } from 'express';
import { confirmDirectDebit, requestDirectDebit, type DirectDebitDeps } from '#server/domain/payments/direct-debit';
import { presentPayment } from '#server/domain/payments/read';
import type { Buyer } from '#server/domain/payments/start';
import type { Translator } from '#server/i18n';
import type { SmsGateway } from '#server/sms/gateway';
import { buyerOf } from './buyer';
import type { PaymentRouteDeps } from './routes';
import { confirmQuery, directDebitBody, directDebitConfirmBody } from './schema';

export interface DirectDebitRouteDeps extends PaymentRouteDeps {
  sms: SmsGateway;
  translator: Translator;
}

/**
 * /directdebit's two calls: POST the form (a code is texted), then POST ?confirm=1 (or PUT)
 * the code; the payment is then charged on the new mandate without a checkout page.
 */
export function directDebitRoutes({ db, providers, sms, translator, logger, now }: DirectDebitRouteDeps): Router {
  const router = Router();

  async function context(res: Response): Promise<{ deps: DirectDebitDeps; buyer: Buyer }> {
    const buyer = await buyerOf(db, res);
    return { deps: { db, provider: providers.providerFor(buyer.tenant), sms, translator, logger, now }, buyer };
  }

  async function confirm(req: Request, res: Response) {
    const { deps, buyer } = await context(res);
    const body = directDebitConfirmBody.parse(req.body ?? {});
    const payment = await confirmDirectDebit(deps, buyer, { requestId: body.request_id, code: body.code });
    res.status(201).json({ payment: presentPayment(payment), redirect: null });
  }

  router.post('/api/directdebit.php', async (req, res) => {
    if (confirmQuery.parse(req.query).confirm) return confirm(req, res);
    const { deps, buyer } = await context(res);
    const { package: packageId, ...form } = directDebitBody.parse(req.body ?? {});
    const { requestId, mobile } = await requestDirectDebit(deps, buyer, { packageId, form });
    res.status(201).json({ request_id: requestId, mobile });
  });
  router.put('/api/directdebit.php', confirm);
  return router;
}
