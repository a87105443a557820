import type { RequestHandler, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type { Db } from '../db/client';
import { findSessionUser, SESSION_TTL_MS } from '../domain/accounts/sessions';
import { DomainError } from '../domain/errors';
import type { User } from '../domain/accounts/context';
import type { RequestContext } from './context';

export const SESSION_COOKIE = 'sid';

/** Loads the member of the session cookie; a cookie of another tenant finds no one. */
export function loadSession(db: Db, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    const token = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE];
    if (token && token.length < 100) {
      const user = await findSessionUser(db, token, res.locals.ctx.site.tenant.id, now());
      if (user) {
        res.locals.ctx.user = user;
        res.locals.ctx.sessionToken = token;
      }
    }
    next();
  };
}

/** Opaque token, HttpOnly, Secure in production, SameSite=Lax, 30 days (docs/product.md#accounts-login). */
export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, secure, sameSite: 'lax', maxAge: SESSION_TTL_MS, path: '/' });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}

/** DESIGN §5: a protected call without a session answers 403 authentication_required. */
export function requireMember(ctx: RequestContext): User {
  if (!ctx.user) throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
  return ctx.user;
}

/** requireMember for routes, with the session token (logout, password change). */
export function requireUser(res: Response): User & { sessionToken: string } {
  const { sessionToken } = res.locals.ctx;
  const user = requireMember(res.locals.ctx);
  if (!sessionToken) throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
  return Object.assign(user, { sessionToken });
}
