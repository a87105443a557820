import type { RequestHandler } from 'express';
import { DomainError } from '../domain/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §5: a state-changing API call must come from our own pages: an Origin equal to the
 * request's host, or (clients that send no Origin) the X-Request-Type: client header.
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next();
  const origin = req.headers.origin;
  if (origin) {
    if (URL.canParse(origin) && new URL(origin).host === req.headers.host) return next();
    throw new DomainError(403, 'bad_origin', 'errors.bad_origin');
  }
  if (req.headers['x-request-type'] === 'client') return next();
  throw new DomainError(403, 'bad_origin', 'errors.bad_origin');
};
