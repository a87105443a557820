import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, ValidationError } from '#server/core/domain/errors';
import { MAX_UPLOAD_BYTES } from '#server/core/domain/photos/upload';
import type { RateLimits } from '#server/platform/security/rate-limits';
import { isCleanInput, InputRejected } from './input-guard';
import { requireMember } from './session';

/** A chat text is at most 10 000 characters, 40 KB in UTF-8; multer's default would take 1 MB. */
const MAX_FIELD_BYTES = 64 * 1024;

/** Multer's limits other than the file's size: too many or too large parts. */
const TOO_LARGE = new Set(['LIMIT_PART_COUNT', 'LIMIT_FILE_COUNT', 'LIMIT_FIELD_KEY', 'LIMIT_FIELD_VALUE', 'LIMIT_FIELD_COUNT']);

function uploadError(error: unknown): DomainError {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
    return new ValidationError({ photo: { key: 'photos.too_big', values: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } } });
  if (error instanceof multer.MulterError && TOO_LARGE.has(error.code)) return new DomainError(413, 'too_large', 'errors.too_large');
  // Anything else is a form busboy could not read (no boundary, cut off, malformed part headers).
  return new ValidationError({ photo: { key: 'photos.bad_file' } });
}

/**
 * One file in memory, at most 10 MB and not empty; anything else is a clear, translated error. The form's
 * text fields pass the same input rule as JSON bodies (multipart is parsed inside the route).
 */
export function singlePhoto(): RequestHandler {
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: MAX_FIELD_BYTES } }).single(
    'photo',
  );
  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (error) return next(uploadError(error));
      // A part without a byte is no picture: the decoder downstream would fail on it as a 500.
      if (req.file?.size === 0) return next(new ValidationError({ photo: { key: 'photos.bad_file' } }));
      if (!isCleanInput(req.body)) return next(new InputRejected());
      next();
    });
  };
}

/**
 * Counts a member's photo (profile or chat) against photosPerMember before its body is read: past
 * it a 429 in their words, and the re-encoding that costs seconds of CPU never starts.
 */
export function photoAllowance(limits: RateLimits): RequestHandler {
  return (_req, res, next) => {
    limits
      .consume('photosPerMember', String(requireMember(res.locals.ctx).id))
      .then((wait) => next(wait ? new DomainError(429, 'too_many_photos', 'accounts.too_many_requests', { count: Math.ceil(wait / 60) }) : undefined), next);
  };
}
