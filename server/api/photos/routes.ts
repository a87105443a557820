import { Router } from 'express';
import type { Db } from '#server/db/client';
import { deletePhoto, setMainPhoto } from '#server/domain/photos/manage';
import { uploadPhoto } from '#server/domain/photos/upload';
import { singlePhoto } from '#server/http/photo-upload';
import { presentPhoto } from './presenter';
import { z } from 'zod';
import { ValidationError } from '#server/domain/errors';
import { requireUser } from '#server/http/session';
import type { Storage } from '#server/storage/storage';

const photoBody = z.object({ id: z.number().int().positive() });

export function photoRoutes({ db, storage }: { db: Db; storage: Storage }): Router {
  const router = Router();
  router.post('/api/photos.php', (_req, res, next) => (requireUser(res), next()), singlePhoto(), async (req, res) => {
    const user = requireUser(res);
    if (!req.file) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
    const { site, cdnPrefix } = res.locals.ctx;
    const photo = await uploadPhoto(db, storage, user, { data: req.file.buffer, moderation: site.tenant.photo_moderation });
    res.status(201).json({ photo: presentPhoto(photo, cdnPrefix) });
  });
  router.put('/api/photos.php', async (req, res) => {
    const { id } = photoBody.extend({ main: z.literal(true) }).parse(req.body ?? {});
    await setMainPhoto(db, requireUser(res).id, id);
    res.json({ main: id });
  });
  router.delete('/api/photos.php', async (req, res) => {
    const { id } = photoBody.parse(req.body ?? {});
    await deletePhoto(db, storage, requireUser(res).id, id);
    res.json({ deleted: id });
  });
  return router;
}
