import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, S3ServiceException, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { Router, type Request, type Response } from 'express';
import type { Logger } from '#server/platform/logger';
import type { MediaStores } from '#server/adapters/storage';
import { contentTypeOf, IMMUTABLE, isMissing, type BucketLocation } from '#server/adapters/storage/s3';

/** Seconds a client should wait before asking again when the bucket does not answer. */
const RETRY_AFTER_S = 5;
/** What a media key may look like under /media: "<tenant>/<file>" as the stores write them, nothing else. */
const KEY = /^[a-z0-9-]+\/[\w-][\w.-]*$/;

/**
 * /media/<tenant>/<file>: uploaded media, whose names never change content, so cached forever.
 * On disk express.static serves DATA_DIR/media; with a bucket the app reads its media/ prefix (a
 * CDN in front of the bucket serves it instead once MEDIA_URL points there). Either way only the
 * media store is reachable: verification selfies live elsewhere and are never served here.
 */
export function mediaRoutes(stores: MediaStores, logger: Logger): Router {
  const router = Router();
  // One GET route for both stores (at its full path, so the route table and the fuzz suite walking it have it).
  router.get('/media/{*path}', (req, res, next) => {
    const key = ([] as string[]).concat(req.params.path ?? []).join('/');
    if (!KEY.test(key)) {
      res.status(404).end();
      return;
    }
    if (stores.kind === 's3') {
      serveObject(stores.mediaLocation, logger, key, req, res).catch(next);
      return;
    }
    // send's own checks stay on: no dotfiles, nothing outside the folder; conditional requests and ranges as express.static.
    res.sendFile(key, { root: stores.mediaDir, immutable: true, maxAge: '365d', dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) res.status(404).end();
    });
  });
  router.use('/media', (_req, res) => {
    res.status(404).end();
  });
  return router;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A date header as the request gave it; garbage is no condition (as a static file server reads it). */
function validDate(value: string | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function header(res: Response, name: string, value: string | number | Date | undefined): void {
  if (value === undefined) return;
  res.setHeader(name, value instanceof Date ? value.toUTCString() : String(value));
}

/**
 * One object, answered the way a static file server would: conditional requests (304) and byte
 * ranges (206, which Safari needs to play the lander clips) are passed to the bucket.
 */
async function serveObject(location: BucketLocation, logger: Logger, key: string, req: Request, res: Response): Promise<void> {
  const input = {
    Bucket: location.bucket,
    Key: `${location.prefix}${key}`,
    Range: req.headers.range,
    IfNoneMatch: req.headers['if-none-match'],
    IfModifiedSince: validDate(req.headers['if-modified-since']),
  };
  let object: Omit<GetObjectCommandOutput, 'Body'> & { Body?: GetObjectCommandOutput['Body'] };
  try {
    object = req.method === 'HEAD' ? await location.client.send(new HeadObjectCommand(input)) : await location.client.send(new GetObjectCommand(input));
  } catch (error) {
    const status = statusOf(error);
    if (status === 304) res.status(304).end();
    else if (isMissing(error)) res.status(404).end();
    else if (status === 416) res.status(416).end();
    else {
      logger.warn({ err: error, key }, 'media bucket did not answer');
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_S)).end();
    }
    return;
  }
  res.status(object.ContentRange ? 206 : 200);
  header(res, 'Content-Type', object.ContentType ?? contentTypeOf(key));
  header(res, 'Content-Length', object.ContentLength);
  header(res, 'Content-Range', object.ContentRange);
  header(res, 'ETag', object.ETag);
  header(res, 'Last-Modified', object.LastModified);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', IMMUTABLE);
  if (!(object.Body instanceof Readable)) {
    res.end();
    return;
  }
  try {
    await pipeline(object.Body, res);
  } catch (error) {
    // The visitor went away mid-file (a video skipped ahead); anything else is the bucket's stream failing.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error, key }, 'media stream failed');
  }
}
