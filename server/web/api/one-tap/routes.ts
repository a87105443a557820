import { Router } from 'express';
import type { AccountDeps } from '#server/core/domain/accounts/context';
import { isOneTapTarget, ONE_TAP_TOKEN, redeemOneTap } from '#server/core/domain/accounts/one-tap';
import { endSession } from '#server/core/domain/accounts/sessions';
import { setSessionCookie } from '#server/web/http/session';
import { siteRequest } from '../site-request';

/**
 * GET /{token}?to=/path: the one-tap links of notification mails (docs/decisions/0091-one-tap-links.md).
 * Any other single segment passes on to the pages. A link that no longer works lands on the login
 * page with a notice and the same target, never on an error.
 */
export function oneTapRoutes({ accounts, secureCookies }: { accounts: AccountDeps; secureCookies: boolean }): Router {
  const router = Router();
  router.get('/:token', async (req, res, next) => {
    const { token } = req.params;
    if (!ONE_TAP_TOKEN.test(token)) {
      next();
      return;
    }
    const to = typeof req.query.to === 'string' && isOneTapTarget(req.query.to) ? req.query.to : '/members';
    // Mail clients and proxies must not keep the page of a login link.
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    const { ctx } = res.locals;
    const result = await redeemOneTap(accounts, siteRequest(req, res), { token, sessionUser: ctx.user ?? null });
    if (result.kind === 'expired') {
      res.redirect(303, `/login?link=expired&redirect=${encodeURIComponent(to)}`);
      return;
    }
    if (result.kind === 'session') {
      // Another member logged in on this browser is logged out: the link is for its own member.
      if (ctx.sessionToken) await endSession(accounts.db, ctx.sessionToken);
      setSessionCookie(res, result.sessionToken, secureCookies);
    }
    res.redirect(303, to);
  });
  return router;
}
