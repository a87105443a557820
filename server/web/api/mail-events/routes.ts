import crypto from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import type { Db } from '#server/platform/db/client';
import { DomainError } from '#server/core/domain/errors';
import { recordMailEvent, type MailEventOutcome } from '#server/core/domain/notifications/mail-events';
import type { Secrets } from '#server/platform/secrets';

export interface MailEventDeps {
  db: Db;
  secrets: Secrets;
  /** MAIL_EVENTS_TOKEN; unset: there is no intake (404). */
  token: string | undefined;
  now(): Date;
  /** Hears of each report taken in (the metrics' mail_events_total). */
  recorded(tenantId: string, kind: MailEventOutcome): void;
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** The MTA's or provider's bearer token, compared in constant time (as digests, so lengths leak nothing either). */
function requireToken(token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!token) throw new DomainError(404, 'not_found', 'errors.api_not_found');
    const given = /^Bearer[ \t]+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), digest(token))) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new DomainError(401, 'unauthorized', 'errors.unauthorized');
    }
    next();
  };
}

/**
 * POST /api/mail-events.php: the bounce and spam-report intake. The MTA (or a provider's webhook)
 * posts the raw report message (message/rfc822 or text/plain, at most 1 MB) with its bearer token;
 * no session, no Origin. Anything it cannot use is accepted and ignored, so a sender never retries
 * it: 202 `{ ok, kind }`.
 */
export function mailEventRoutes({ db, secrets, token, now, recorded }: MailEventDeps): Router {
  const router = Router();
  router.post('/api/mail-events.php', requireToken(token), express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const tenantId = res.locals.ctx.site.tenant.id;
    const kind = raw.length ? await recordMailEvent(db, secrets, tenantId, raw, now()) : 'ignored';
    recorded(tenantId, kind);
    res.status(202).json({ ok: true, kind });
  });
  return router;
}
