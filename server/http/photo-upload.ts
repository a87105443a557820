import type { RequestHandler } from 'express';
import multer from 'multer';
import { ValidationError } from '../domain/errors';
import { MAX_UPLOAD_BYTES } from '../domain/photos/upload';

/** One file in memory, at most 10 MB; anything else is a clear, translated field error. */
export function singlePhoto(): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8 } }).single('photo');
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(new ValidationError({ photo: { key: 'photos.too_big', values: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } } }));
      if (error) return next(new ValidationError({ photo: { key: 'photos.bad_file' } }));
      next();
    });
  };
}

