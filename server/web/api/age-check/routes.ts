import express, { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import type { AgeCheckStarted } from '#server/contract/answers/age-assurance';
import { DomainError } from '#server/core/domain/errors';
import { latestAgeCheck, recordAgeDecision, startAgeCheck } from '#server/core/domain/age-assurance/checks';
import { presentAgeCheck } from '#server/core/presenters/age-assurance';
import { DecisionRejected, type AgeDecision } from '#server/adapters/age-verifiers/provider';
import type { AgeAssurers } from '#server/adapters/age-verifiers/registry';
import { requireMember } from '#server/web/http/session';
import type { ReadEndpoint } from '../endpoints';

export interface AgeCheckDeps {
  db: Db;
  assurers: AgeAssurers;
  now(): Date;
}

/** GET /api/age-check.php: the visitor's level here and, for a member, where their check stands. */
export function ageCheckEndpoint({ db }: Pick<AgeCheckDeps, 'db'>): ReadEndpoint {
  return {
    path: '/api/age-check.php',
    handle: async (ctx) => presentAgeCheck(ctx.site.tenant, ctx.country, ctx.user, ctx.user && (await latestAgeCheck(db, ctx.user.id))),
  };
}

/** POST /api/age-check.php: starts a check at the site's provider; the answer names its page. */
export function ageCheckRoutes({ db, assurers, now }: AgeCheckDeps): Router {
  const router = Router();
  router.post('/api/age-check.php', async (_req, res) => {
    const { site, country } = res.locals.ctx;
    const user = requireMember(res.locals.ctx);
    const started: AgeCheckStarted = await startAgeCheck(db, assurers.providerFor(site.tenant), {
      site: site.tenant,
      user,
      country,
      origin: site.origin,
      now: now(),
    });
    res.status(201).json(started);
  });
  return router;
}

/**
 * The providers' decision webhooks (no Origin, no session: mounted before those checks). The
 * adapter checks the signature; the decision is applied once however often it arrives, and a
 * session we never started is acknowledged so the provider stops sending it.
 */
export function ageCheckWebhookRoutes({ db, assurers, now }: AgeCheckDeps): Router {
  const router = Router();
  router.post('/api/age-check/webhook/:provider', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    const provider = assurers.byId(String(req.params.provider));
    if (!provider) throw new DomainError(404, 'not_found', 'errors.not_found');
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let decision: AgeDecision;
    try {
      decision = provider.parseDecision({ rawBody, headers: req.headers });
    } catch (error) {
      if (error instanceof DecisionRejected) throw new DomainError(401, 'bad_notification', 'errors.invalid_request');
      throw error;
    }
    const recorded = await recordAgeDecision(db, provider.id, decision, now());
    res.status(200).json({ ok: true, known: recorded !== undefined });
  });
  return router;
}
