import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import type { Db } from '#server/platform/db/client';
import { resubscribe, unsubscribe, unsubscribeState } from '#server/core/domain/notifications/unsubscribe';
import type { Translator } from '#server/platform/i18n';
import type { Secrets } from '#server/platform/secrets';
import { isLanguage } from '#server/contract/languages';
import { unsubscribeForm, unsubscribeQuery } from './schema';

function tokenOf(req: Request): string | undefined {
  const parsed = unsubscribeQuery.safeParse({ token: new URLSearchParams(req.url.split('?')[1] ?? '').get('token') ?? '' });
  return parsed.success ? parsed.data.token : undefined;
}

/** A refused or oversized form: a short translated text, never the page handler's 500. */
const formRefused: ErrorRequestHandler = (error: { status?: unknown }, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 400;
  res.status(status).type('text/plain').send(res.locals.ctx.t('errors.invalid_body'));
};

/**
 * POST /unsubscribe?token=…, the target of a notification mail's List-Unsubscribe header.
 * Mail programs POST `List-Unsubscribe=One-Click` (RFC 8058) with no session and no Origin: the
 * token is the proof, so the type goes off and a short text answers. The unsubscribe page posts
 * its own form (`action`), which works without JavaScript and comes back to the page.
 */
export function unsubscribeRoutes({ db, secrets, translator }: { db: Db; secrets: Secrets; translator: Translator }): Router {
  const router = Router();
  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    const { site, t } = res.locals.ctx;
    const token = tokenOf(req);
    const state = token ? await unsubscribeState(db, secrets, site.tenant.id, token) : undefined;
    res.setHeader('Cache-Control', 'no-store');
    if (!token || !state) return res.status(400).type('text/plain').send(t('unsubscribe.invalid'));
    const form = unsubscribeForm.safeParse(req.body ?? {});
    const action = form.success ? form.data.action : undefined;
    if (action === 'resubscribe') await resubscribe(db, site.tenant.id, state);
    else await unsubscribe(db, site.tenant.id, state);
    if (action) return res.redirect(303, `/unsubscribe?token=${encodeURIComponent(token)}&done=${action === 'resubscribe' ? 'resubscribed' : 'unsubscribed'}`);
    // Nobody reads this but the mail program: in the member's language all the same.
    const tMember = translator.t(isLanguage(state.language) ? state.language : res.locals.ctx.language);
    res
      .status(200)
      .type('text/plain')
      .send(tMember('unsubscribe.done_text', { type: tMember(`notifications.${state.type}`, { site: site.tenant.name }), site: site.tenant.name }));
  });
  router.use('/unsubscribe', formRefused);
  return router;
}
