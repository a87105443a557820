import type { Request, RequestHandler } from 'express';
import { DomainError } from '#server/core/domain/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The GETs that change something. They stay GETs (the deployed clients call them so, docs/product.md#api-origin), but a SameSite=Lax
 * cookie rides along on a top-level GET from any site, so each needs the same proof as a POST.
 * /api/activate.php is not here on purpose: the e-mailed token is its proof, and it is opened
 * from mail clients (cross-site) by design.
 */
export const SIDE_EFFECT_GETS: ReadonlySet<string> = new Set([
  // Ends the session (and with ?everywhere=1 every other one).
  '/api/logout.php',
  // Creates a like from the member to a picked profile.
  '/api/auto-like.php',
  // Opening a profile clears its new-like flag (docs/product.md#likes-new-flag).
  '/api/member.php',
  // Opening a conversation marks it read and tells the other member (docs/product.md#chat-read).
  '/api/chat.php',
  // A data export uses up one of the member's three an hour (docs/product.md#member-data); the
  // settings page's link is a same-origin navigation, which browsers mark Sec-Fetch-Site: same-origin.
  '/api/export.php',
  // The console's copy writes an audit row (its cookie is SameSite=Strict besides).
  '/api/operator/member-export.php',
  // An operator opening a fictional profile's conversation is recorded in the audit log.
  '/api/operator/fictional-conversation.php',
]);

/** The one same-origin rule: an Origin header that names the request's own host (HTTP and the realtime socket). */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  return origin !== undefined && URL.canParse(origin) && new URL(origin).host === host;
}

/**
 * Whether the request comes from our own pages: an Origin equal to the request's host, a
 * browser's Sec-Fetch-Site: same-origin, or (clients that send neither) the X-Request-Type:
 * client header, which a foreign page cannot set without a CORS preflight we never grant. A
 * foreign Origin or Sec-Fetch-Site refuses even with the header claimed.
 */
export function isOwnRequest(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin) return isOwnOrigin(origin, req.headers.host);
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  // Another site's page, or a sibling host (other tenants are <id>.localhost): never ours.
  if (site === 'cross-site' || site === 'same-site') return false;
  return req.headers['x-request-type'] === 'client';
}

/**
 * Whether a path is the API's one spelling of itself. Express' routers match case-insensitively
 * and take a trailing slash, so `/API/Logout.php/` reaches the logout route while no set of
 * spellings could list every variant; every route under /api is lowercase without a trailing
 * slash, so anything else is no route at all.
 */
export function isCanonicalApiPath(path: string): boolean {
  return path === path.toLowerCase() && !path.endsWith('/');
}

/**
 * docs/product.md#api-origin: anything with a side effect — every method but GET/HEAD/OPTIONS, and the GETs of
 * SIDE_EFFECT_GETS — must be an own request (isOwnRequest); otherwise 403 and nothing happens.
 * It runs before every API route, so it first answers 404 for a path no route is spelled as
 * (isCanonicalApiPath): the route a request reaches is then the one its path names here.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  const path = req.baseUrl + req.path;
  if (!isCanonicalApiPath(path)) throw new DomainError(404, 'not_found', 'errors.api_not_found');
  const changes = !SAFE.has(req.method) || SIDE_EFFECT_GETS.has(path);
  if (!changes || isOwnRequest(req)) return next();
  throw new DomainError(403, 'bad_origin', 'errors.bad_origin');
};
