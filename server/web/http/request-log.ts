import crypto from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Level } from 'pino';
import type { Logger } from '#server/platform/logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id: X-Request-Id when a proxy set a sane one, else a new UUID. */
    id: string;
    /** A logger whose lines carry the request's id and, once resolved, its tenant. */
    log: Logger;
    [LOGGING]?: Logging;
  }
}

/** What the request log keeps on a request: the app's logger, when it began, the child once made. */
interface Logging {
  logger: Logger;
  started: number;
  child?: Logger;
}

const LOGGING = Symbol('request log');

/** The tenant once resolved (server/web/http/tenant.ts). */
function tenantOf(res: ServerResponse): string | undefined {
  return (res as Response).locals?.ctx?.site.tenant.id;
}

// One getter for every request, made once: a property defined on each request made every
// request's object slower and cost more than the rest of the settings call (docs/bench.md).
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: IncomingMessage): Logger | undefined {
    const logging = this[LOGGING];
    if (!logging) return undefined;
    const res = (this as Request).res;
    return (logging.child ??= logging.logger.child({ reqId: this.id, tenant: res && tenantOf(res) }));
  },
});

const GIVEN_ID = /^[\w-]{8,64}$/;

/** A one-tap login link (/{43-character token}) is logged by its first characters only. */
function loggedUrl(url: string): string {
  return url.replace(/^\/([A-Za-z0-9_-]{6})[A-Za-z0-9_-]{37}(?=$|\?)/, '/$1…');
}

function levelOf(status: number): Level {
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
}

/** The closing line, a listener made once and shared by every response. */
function logClosed(this: ServerResponse): void {
  const req = this.req;
  const logging = req[LOGGING];
  if (!logging) return;
  const level = levelOf(this.statusCode);
  if (!logging.logger.isLevelEnabled(level)) return;
  logging.logger[level](
    {
      reqId: req.id,
      tenant: tenantOf(this),
      req: { method: req.method, url: loggedUrl((req as Request).originalUrl ?? req.url ?? ''), host: req.headers.host },
      res: { statusCode: this.statusCode },
      responseTime: Math.round(performance.now() - logging.started),
      ...(!this.writableFinished && { aborted: true }),
    },
    this.writableFinished ? 'request completed' : 'request aborted',
  );
}

/**
 * One JSON line per request with its id, tenant, status and time. Written by hand rather than
 * with pino-http: that made a child logger (with serializers) for every request before anything
 * was logged, about half of what a small API answer costs. Here `req.log` is made the first time
 * something logs, and the closing line only when its level is on; with every level off (tests,
 * the bench) no listener is added at all.
 */
export function requestLog(logger: Logger): RequestHandler {
  const closing = (['info', 'warn', 'error'] as const).some((level) => logger.isLevelEnabled(level));
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    req[LOGGING] = { logger, started: performance.now() };
    if (closing) res.on('close', logClosed);
    next();
  };
}
