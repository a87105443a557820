import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Db } from '../../db/client';
import { deletePhoto, setMainPhoto } from '../../domain/photos/manage';
import { MAX_UPLOAD_BYTES, uploadPhoto } from '../../domain/photos/upload';
import { presentPhoto } from './presenter';
import { z } from 'zod';
import { ValidationError } from '../../domain/errors';
import { requireUser } from '../../http/session';
import type { Storage } from '../../storage/storage';

const photoBody = z.object({ id: z.number().int().positive() });

/** One file in memory, at most 10 MB; anything else is a clear, translated field error. */
function singlePhoto(): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } }).single('photo');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(new ValidationError({ photo: { key: 'photos.too_big', values: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } } }));
      if (error) return next(new ValidationError({ photo: { key: 'photos.bad_file' } }));
      next();
    });
  };
}

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
