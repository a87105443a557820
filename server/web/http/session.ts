import type { RequestHandler, Response } from 'express';
import type { Db } from '#server/platform/db/client';
import { findSession, SESSION_TTL_MS } from '#server/core/domain/accounts/sessions';
import { DomainError } from '#server/core/domain/errors';
import type { User } from '#server/core/domain/accounts/context';
import { SESSION_COOKIE } from '#server/contract/cookies';
import type { RequestContext } from './context';

/**
 * Loads the member of the session cookie; a cookie of another tenant finds no one. A banned
 * member's cookie loads no one and marks the request, so every call that needs the member
 * answers 403 `banned` (the client then shows /pages/ban) rather than "please log in".
 */
export function loadSession(db: Db, now: () => Date): RequestHandler {
  return async (_req, res, next) => {
    const token = res.locals.cookies[SESSION_COOKIE];
    if (token && token.length < 100) {
      const found = await findSession(db, token, res.locals.ctx.site.tenant.id, now());
      if (found === 'banned') res.locals.ctx.banned = true;
      else if (found) {
        res.locals.ctx.user = found.user;
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

/**
 * The one guard (docs/product.md#api-authentication): a protected call without a session answers 403
 * authentication_required, with a banned member's cookie 403 banned. Routes and read endpoints
 * alike pass their request context; the session token comes along (logout, password change).
 */
export function requireMember(ctx: RequestContext): User & { sessionToken: string } {
  const { user, sessionToken } = ctx;
  if (ctx.banned) throw bannedError();
  if (!user || !sessionToken) throw new DomainError(403, 'authentication_required', 'accounts.authentication_required');
  return Object.assign(user, { sessionToken });
}

/** 403 `banned`: the member's account is banned (docs/product.md#api-authentication). */
export function bannedError(): DomainError {
  return new DomainError(403, 'banned', 'accounts.banned');
}
