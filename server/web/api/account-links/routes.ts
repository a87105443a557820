import { Router } from 'express';
import { activate, type ActivationOutcome, resendActivation } from '#server/core/domain/accounts/activation';
import type { AccountDeps } from '#server/core/domain/accounts/context';
import { reactivate, resendReactivation } from '#server/core/domain/accounts/deletion';
import { confirmEmailChange, requestEmailChange } from '#server/core/domain/accounts/email-change';
import { completePasswordReset, requestPasswordReset } from '#server/core/domain/accounts/password-reset';
import { endSession } from '#server/core/domain/accounts/sessions';
import { requireMember, setSessionCookie } from '#server/web/http/session';
import { siteRequest } from '../site-request';
import { userAnswer } from '../user/endpoints';
import { emailBody, mailChangeBody, reactivateBody, resetBody, tokenBody } from './schema';

const ACTIVATION_PAGES: Record<ActivationOutcome, string> = {
  activated: '/activate/done',
  already_active: '/activate/done?already=1',
  failed: '/activate/error',
};

/** The calls behind the links in account e-mails, and the requests that send them. */
export function accountLinkRoutes({ accounts, secureCookies }: { accounts: AccountDeps; secureCookies: boolean }): Router {
  const router = Router();

  // The activation e-mail links here directly; the browser lands on /activate/done (?already=1 for a
  // link of an account active already) or /activate/error.
  router.get('/api/activate.php', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const outcome = token.length >= 10 && token.length <= 200 ? await activate(accounts, siteRequest(req, res), token) : 'failed';
    res.redirect(303, ACTIVATION_PAGES[outcome]);
  });

  router.post('/api/activate.php', async (req, res) => {
    await resendActivation(accounts, siteRequest(req, res), requireMember(res.locals.ctx));
    res.json({ sent: true });
  });

  router.post('/api/reset-password.php', async (req, res) => {
    await requestPasswordReset(accounts, siteRequest(req, res), emailBody.parse(req.body ?? {}).email);
    res.json({ sent: true });
  });

  router.put('/api/reset-password.php', async (req, res) => {
    const { user, sessionToken } = await completePasswordReset(accounts, siteRequest(req, res), resetBody.parse(req.body ?? {}));
    if (res.locals.ctx.sessionToken) await endSession(accounts.db, res.locals.ctx.sessionToken);
    setSessionCookie(res, sessionToken, secureCookies);
    res.json({ user: await userAnswer(accounts.db, user, res.locals.ctx.cdnPrefix) });
  });

  router.post('/api/mail-change.php', async (req, res) => {
    await requestEmailChange(accounts, siteRequest(req, res), requireMember(res.locals.ctx), mailChangeBody.parse(req.body ?? {}));
    res.json({ sent: true });
  });

  router.put('/api/mail-change.php', async (req, res) => {
    const email = await confirmEmailChange(accounts, siteRequest(req, res), tokenBody.parse(req.body ?? {}).token);
    res.json({ email });
  });

  router.post('/api/reactivate.php', async (req, res) => {
    const body = reactivateBody.parse(req.body ?? {});
    if ('email' in body) {
      await resendReactivation(accounts, siteRequest(req, res), body.email);
      res.json({ sent: true });
      return;
    }
    const { user, sessionToken } = await reactivate(accounts, siteRequest(req, res), body.token);
    setSessionCookie(res, sessionToken, secureCookies);
    res.json({ user: await userAnswer(accounts.db, user, res.locals.ctx.cdnPrefix) });
  });

  return router;
}
