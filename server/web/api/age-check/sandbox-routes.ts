import express, { Router } from 'express';
import { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import { escapeHtml } from '#server/contract/escape-html';
import { findAgeCheck } from '#server/core/domain/age-assurance/checks';
import { SANDBOX_OUTCOMES, type SandboxAgeAssurance } from '#server/adapters/age-verifiers/sandbox';
import { apiErrorHandler } from '#server/web/http/errors';

const outcomeBody = z.object({ outcome: z.enum(SANDBOX_OUTCOMES) });
const OPEN = new Set(['created', 'started']);

/**
 * The age-assurance sandbox's hosted page: what Veriff's flow would be. The tester picks the
 * outcome; the sandbox posts it, signed, to the site's webhook (the same route and code as
 * Veriff's decision) and sends the member back to the site's age-check page.
 */
export function sandboxAgeCheckRoutes({ db, sandbox }: { db: Db; sandbox: SandboxAgeAssurance }): Router {
  const router = Router();
  const checkOf = async (ref: string, tenantId: string) => {
    const check = await findAgeCheck(db, 'sandbox', ref);
    return check?.tenantId === tenantId ? check : undefined;
  };
  router.get('/sandbox/age-check/:ref', async (req, res) => {
    const { t, language, nonce, site } = res.locals.ctx;
    const check = await checkOf(String(req.params.ref), site.tenant.id);
    res.setHeader('Cache-Control', 'no-store');
    const title = escapeHtml(t('age_assurance.sandbox_title'));
    const page = (body: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef1f5;color:#1d2430}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
h1{font-size:1.3rem;margin:0 0 4px}.muted{color:#5b6472;font-size:14px}.site{font-weight:600}
button{display:block;width:100%;min-height:48px;margin-top:10px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.approved{background:#1a7f37;color:#fff}.declined{background:#b42318;color:#fff}.other{background:#e4e7ec;color:#1d2430}
</style></head><body><main data-testid="sandbox-age-check">
<h1>${title}</h1>
<p class="muted">${escapeHtml(t('age_assurance.sandbox_intro'))}</p>
${body}
</main></body></html>`;
    if (!check)
      return res
        .status(404)
        .type('html')
        .send(page(`<p>${escapeHtml(t('age_assurance.sandbox_unknown'))}</p>`));
    const back = `${site.origin}/age-check?check=${check.id}`;
    if (!OPEN.has(check.status))
      return res
        .type('html')
        .send(page(`<p>${escapeHtml(t('age_assurance.sandbox_done'))}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t('age_assurance.back'))}</a></p>`));
    const button = (outcome: (typeof SANDBOX_OUTCOMES)[number], style: string) =>
      `<button class="${style}" name="outcome" value="${outcome}">${escapeHtml(t(`age_assurance.sandbox_${outcome}`))}</button>`;
    res.type('html').send(
      page(`<p class="site">${escapeHtml(site.tenant.name)}</p>
<form method="post">
${button('approved', 'approved')}
${button('declined', 'declined')}
${button('resubmission_requested', 'other')}
${button('abandoned', 'other')}
</form>`),
    );
  });
  router.post('/sandbox/age-check/:ref', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { site, t } = res.locals.ctx;
    const { outcome } = outcomeBody.parse(req.body ?? {});
    const check = await checkOf(String(req.params.ref), site.tenant.id);
    if (!check) return res.status(404).type('text').send(t('age_assurance.sandbox_unknown'));
    // Through HTTP to the webhook, as Veriff would: the decision takes the one code path there is.
    const status = await sandbox.decide(check.sessionRef, outcome, `${site.origin}/api/age-check/webhook/sandbox`).catch(() => 0);
    if (status < 200 || status >= 300) return res.status(502).type('text').send(t('age_assurance.unavailable'));
    res.redirect(303, `${site.origin}/age-check?check=${check.id}`);
  });
  // Outside /api, so the API's handler is not reached: a bad form answers 400 JSON here instead of the page handler's 500.
  router.use('/sandbox/age-check', apiErrorHandler);
  return router;
}
