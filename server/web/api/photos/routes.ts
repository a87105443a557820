import { Router } from 'express';
import type { Db } from '#server/platform/db/client';
import { deletePhoto, setMainPhoto } from '#server/core/domain/photos/manage';
import { uploadPhoto } from '#server/core/domain/photos/upload';
import { photoAllowance, singlePhoto } from '#server/web/http/photo-upload';
import { ValidationError } from '#server/core/domain/errors';
import { requireMember } from '#server/web/http/session';
import { requireAgeAssurance } from '#server/core/domain/age-assurance/rules';
import { presentPhoto } from '#server/core/presenters/photos';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Storage } from '#server/adapters/storage/storage';
import { mainPhotoBody, photoBody } from './schema';

export function photoRoutes({ db, storage, limits }: { db: Db; storage: Storage; limits: RateLimits }): Router {
  const router = Router();
  router.post(
    '/api/photos.php',
    // No upload before a required age check is passed (docs/decisions/0144-age-assurance.md).
    (_req, res, next) => (requireAgeAssurance(res.locals.ctx.site.tenant, res.locals.ctx.country, requireMember(res.locals.ctx)), next()),
    photoAllowance(limits),
    singlePhoto(),
    async (req, res) => {
      const user = requireMember(res.locals.ctx);
      if (!req.file) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
      const { site, cdnPrefix } = res.locals.ctx;
      const photo = await uploadPhoto(db, storage, user, { data: req.file.buffer, moderation: site.tenant.photo_moderation });
      res.status(201).json({ photo: presentPhoto(photo, cdnPrefix) });
    },
  );
  router.put('/api/photos.php', async (req, res) => {
    const { id } = mainPhotoBody.parse(req.body ?? {});
    await setMainPhoto(db, requireMember(res.locals.ctx).id, id);
    res.json({ main: id });
  });
  router.delete('/api/photos.php', async (req, res) => {
    const { id } = photoBody.parse(req.body ?? {});
    await deletePhoto(db, storage, requireMember(res.locals.ctx).id, id);
    res.json({ deleted: id });
  });
  return router;
}
