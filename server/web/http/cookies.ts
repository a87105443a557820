import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { parseCookies } from '#server/contract/cookies';

/** A request's cookies by name; a name the browser sent twice keeps its first value. */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/** A request's Cookie header by name (server/contract/cookies.ts#parseCookies): the socket upgrade, which has no `res`, calls it directly. */
export function parseCookieHeader(req: Pick<IncomingMessage, 'headers'>): RequestCookies {
  return parseCookies(req.headers.cookie ?? '');
}

/**
 * Parses the Cookie header once, first thing, into `res.locals.cookies`: the settings call, the
 * console, the URL guard, the tenant's language, the session and the page renderer all read it there.
 */
export const readCookies: RequestHandler = (req, res, next) => {
  res.locals.cookies = parseCookieHeader(req);
  next();
};
