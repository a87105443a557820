import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { ValidationError, DomainError } from '#server/core/domain/errors';
import { submitSelfie, verificationState, type VerificationDeps } from '#server/core/domain/verification/selfies';
import { singlePhoto } from '#server/web/http/photo-upload';
import { requireMember } from '#server/web/http/session';
import { presentVerificationState } from '#server/core/presenters/verification';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { ReadEndpoint } from '../endpoints';

/** GET /api/verification.php: the member's verification (none, pending, approved, rejected with its reason) and the pose to copy. */
export function verificationEndpoint(deps: Pick<VerificationDeps, 'db' | 'secrets'>): ReadEndpoint {
  return {
    path: '/api/verification.php',
    handle: async (ctx) => ({ verification: presentVerificationState(await verificationState(deps, requireMember(ctx))) }),
  };
}

/** POST /api/verification.php (multipart, field `photo`): the selfie, a few a day per member. */
export function verificationRoutes(deps: VerificationDeps & { db: Db; limits: RateLimits }): Router {
  const router = Router();
  router.post(
    '/api/verification.php',
    async (_req, res, next) => {
      const user = requireMember(res.locals.ctx);
      const wait = await deps.limits.consume('verificationSelfiesPerMember', String(user.id));
      if (wait) throw new DomainError(429, 'too_many_selfies', 'verification.rate_limited', { hours: Math.ceil(wait / 3600) });
      next();
    },
    singlePhoto(),
    async (req, res) => {
      const user = requireMember(res.locals.ctx);
      if (!req.file) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
      const state = await submitSelfie(deps, user, req.file.buffer);
      res.status(201).json({ verification: presentVerificationState(state) });
    },
  );
  return router;
}
