import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { parse } from 'cookie';

/** A request's cookies by name; a name the browser sent twice keeps its first value. */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

/** The one parser of a Cookie header (the `cookie` package): the socket upgrade, which has no `res`, calls it directly. */
export function parseCookieHeader(req: Pick<IncomingMessage, 'headers'>): RequestCookies {
  return parse(req.headers.cookie ?? '');
}

/**
 * Parses the Cookie header once, first thing, into `res.locals.cookies`: the settings call, the
 * console, the URL guard, the tenant's language, the session and the page renderer all read it there.
 */
export const readCookies: RequestHandler = (req, res, next) => {
  res.locals.cookies = parseCookieHeader(req);
  next();
};
