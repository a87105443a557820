import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * The built client files (npm run build), answered with the brotli or gzip copy the build wrote
 * beside each text file when the browser accepts it (`Content-Encoding`, `Vary: Accept-Encoding`,
 * the original's `Content-Type`), the raw file otherwise. Hashed assets are immutable for a year.
 * Only /assets/ is looked up. Source maps are no one's business but ours: a `.map` path is never answered from here, even if
 * one were left in the folder (the build moves them out). A kept library, express-static-gzip,
 * picks the encoding and hands the file to Express's own serve-static (docs/decisions/0108-first-load.md).
 */
export function staticFiles(dir: string): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    },
  });
  return (req, res, next) => {
    // Everything the build serves is under /assets/: any other request (every page and API
    // call) goes on without a look at the disk.
    if (!req.path.startsWith('/assets/') || req.path.endsWith('.map')) return next();
    serve(req, res, next);
  };
}
