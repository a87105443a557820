import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Level } from 'pino';
import type { Logger } from '../logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id: X-Request-Id when a proxy set a sane one, else a new UUID. */
    id: string;
    /** A logger whose lines carry the request's id and, once resolved, its tenant. */
    log: Logger;
  }
}

const GIVEN_ID = /^[\w-]{8,64}$/;

/** A one-tap login link (/{43-character token}) is logged by its first characters only. */
function loggedUrl(url: string): string {
  return url.replace(/^\/([A-Za-z0-9_-]{6})[A-Za-z0-9_-]{37}(?=$|\?)/, '/$1…');
}

function levelOf(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/**
 * One JSON line per request with its id, tenant, status and time. Written by hand rather than
 * with pino-http: that made a child logger (with serializers) for every request before anything
 * was logged, about half of what a small API answer costs. Here `req.log` is made the first time
 * something logs, and the closing line only when its level is on.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    req.id = id;
    let log: Logger | undefined;
    const tenant = (): string | undefined => res.locals.ctx?.site.tenant.id;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (log ??= logger.child({ reqId: id, tenant: tenant() })),
    });
    res.once('close', () => {
      const level = levelOf(res.statusCode);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          tenant: tenant(),
          req: { method: req.method, url: loggedUrl(req.originalUrl), host: req.headers.host },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          ...(!res.writableFinished && { aborted: true }),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
