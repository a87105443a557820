import { Router } from 'express';
import type { AccountDeps } from '#server/core/domain/accounts/context';
import { requestDeletion } from '#server/core/domain/accounts/deletion';
import { logIn } from '#server/core/domain/accounts/login';
import { createSession, endOtherSessions, endSession } from '#server/core/domain/accounts/sessions';
import { changePassword, updateAccountSettings } from '#server/core/domain/accounts/settings';
import { clearSessionCookie, requireMember, setSessionCookie } from '#server/web/http/session';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '#server/contract/cookies';
import { siteRequest } from '../site-request';
import { userAnswer } from './endpoints';
import { deleteBody, loginBody, settingsBody } from './schema';

export interface UserRouteDeps {
  accounts: AccountDeps;
  secureCookies: boolean;
}

export function userRoutes(deps: UserRouteDeps): Router {
  const { accounts, secureCookies } = deps;
  const router = Router();

  router.post('/api/user.php', async (req, res) => {
    const body = loginBody.parse(req.body ?? {});
    const user = await logIn(accounts, siteRequest(req, res), body);
    // A new session on every login; the one this browser had before ends (rotation).
    if (res.locals.ctx.sessionToken) await endSession(accounts.db, res.locals.ctx.sessionToken);
    setSessionCookie(res, await createSession(accounts.db, user.id, user.tenantId, accounts.now()), secureCookies);
    res.cookie(LANGUAGE_COOKIE, user.language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000, sameSite: 'lax', secure: secureCookies, path: '/' });
    res.json({ user: await userAnswer(accounts.db, user, res.locals.ctx.cdnPrefix) });
  });

  router.put('/api/user.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    const body = settingsBody.parse(req.body ?? {});
    if (body.old_password !== undefined || body.password !== undefined) {
      await changePassword(
        accounts,
        user,
        { old_password: body.old_password ?? '', password: body.password ?? '', password_repeat: body.password_repeat ?? '' },
        user.sessionToken,
      );
    }
    const updated = await updateAccountSettings(accounts, user, {
      language: body.language,
      invisible: body.invisible,
      onlyVerifiedMessages: body.only_verified_messages,
      resell: body.resell,
    });
    if (body.language)
      res.cookie(LANGUAGE_COOKIE, body.language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000, sameSite: 'lax', secure: secureCookies, path: '/' });
    res.json({ user: await userAnswer(accounts.db, updated, res.locals.ctx.cdnPrefix) });
  });

  router.delete('/api/user.php', async (req, res) => {
    const user = requireMember(res.locals.ctx);
    await requestDeletion(accounts, siteRequest(req, res), user, deleteBody.parse(req.body ?? {}));
    clearSessionCookie(res, secureCookies);
    res.json({ user: null });
  });

  router.get('/api/logout.php', async (_req, res) => {
    const { sessionToken, user } = res.locals.ctx;
    if (sessionToken) await endSession(accounts.db, sessionToken);
    if (user && res.req.query.everywhere === '1') await endOtherSessions(accounts.db, user.id);
    clearSessionCookie(res, secureCookies);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ user: null });
  });

  return router;
}
