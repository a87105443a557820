import { Router } from 'express';
import type { AccountDeps } from '#server/domain/accounts/context';
import { signUp } from '#server/domain/accounts/signup';
import { setSessionCookie } from '#server/http/session';
import { siteRequest } from '../site-request';
import { userAnswer } from '../user/endpoints';
import { signupBody } from './schema';

export function signupRoutes({ accounts, secureCookies }: { accounts: AccountDeps; secureCookies: boolean }): Router {
  const router = Router();
  router.post('/api/signup.php', async (req, res) => {
    const { network, ref, sub1, sub2, sub3, ...input } = signupBody.parse(req.body ?? {});
    const tracking = Object.fromEntries(Object.entries({ network, ref, sub1, sub2, sub3 }).filter(([, value]) => value));
    const { user, sessionToken } = await signUp(accounts, siteRequest(req, res), { ...input, tracking });
    setSessionCookie(res, sessionToken, secureCookies);
    res.status(201).json({ user: await userAnswer(accounts.db, user, res.locals.ctx.cdnPrefix) });
  });
  return router;
}
