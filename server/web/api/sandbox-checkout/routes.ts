import express, { Router } from 'express';
import { apiErrorHandler } from '#server/web/http/errors';
import type { SandboxProvider } from '#server/adapters/payment-providers/providers/sandbox';
import { outcomeBody } from './schema';
import { escapeHtml } from '#server/contract/escape-html';

/**
 * The sandbox provider's hosted checkout: the page a PSP would show. The payer completes, fails
 * or cancels; the sandbox then notifies our webhook and sends the payer back to the return page.
 */
export function sandboxCheckoutRoutes(sandbox: SandboxProvider): Router {
  const router = Router();
  router.get('/sandbox/checkout/:ref', async (req, res) => {
    const { t, language, nonce } = res.locals.ctx;
    const payment = await sandbox.checkout(String(req.params.ref));
    res.setHeader('Cache-Control', 'no-store');
    if (!payment)
      return res
        .status(404)
        .type('html')
        .send(`<!doctype html><meta charset="utf-8"><title>${escapeHtml(t('sandbox.title'))}</title><p>${escapeHtml(t('sandbox.unknown'))}</p>`);
    const amount = new Intl.NumberFormat(language, { style: 'currency', currency: payment.currency }).format(payment.amount / 100);
    const open = payment.status === 'open';
    // A PayPal payer declines from their account, not a card.
    const failRecurring = t(payment.method === 'paypal' ? 'sandbox.fail_recurring_paypal' : 'sandbox.fail_recurring');
    res.type('html').send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('sandbox.title'))}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f5;color:#1d2430}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:12px 0}.muted{color:#5b6472;font-size:14px}
button{display:block;width:100%;min-height:48px;margin-top:10px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.fail{background:#b42318;color:#fff}.cancel{background:#e4e7ec;color:#1d2430}
label{display:flex;gap:8px;align-items:center;margin-top:12px;font-size:14px}
</style></head><body><main data-testid="sandbox-checkout">
<h1>${escapeHtml(t('sandbox.title'))}</h1>
<p class="muted">${escapeHtml(t('sandbox.intro'))}</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">${escapeHtml(t('sandbox.method', { method: t(`payment_methods.${payment.method}`) }))}</p>
${
  open
    ? `<form method="post">
${payment.sequence === 'first' ? `<label><input type="checkbox" name="fail_recurring" value="on"> ${escapeHtml(failRecurring)}</label>` : ''}
<button class="pay" name="outcome" value="paid">${escapeHtml(t('sandbox.pay', { amount }))}</button>
<button class="fail" name="outcome" value="failed">${escapeHtml(t('sandbox.fail'))}</button>
<button class="cancel" name="outcome" value="cancelled">${escapeHtml(t('sandbox.cancel'))}</button>
</form>`
    : `<p>${escapeHtml(t('sandbox.done'))}</p><p><a href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(t('sandbox.back'))}</a></p>`
}
</main></body></html>`);
  });
  router.post('/sandbox/checkout/:ref', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { outcome, fail_recurring } = outcomeBody.parse(req.body ?? {});
    const back = await sandbox.complete(String(req.params.ref), outcome, { failRecurring: fail_recurring === 'on' });
    if (!back) return res.status(404).end();
    res.redirect(303, back);
  });
  // Outside /api, so the API's handler is not reached: a bad or oversized form answers 400/413
  // JSON here instead of the page handler's 500.
  router.use('/sandbox/checkout', apiErrorHandler);
  return router;
}
