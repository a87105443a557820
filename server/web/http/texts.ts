import { Router } from 'express';
import type { PageTexts } from '#server/platform/i18n/page-texts';

const FILE = /^([a-z]+)\.json$/;

/**
 * /texts/<version>/<language>/<namespace>.json: a namespace's texts for the browser's i18next,
 * the same for every site. The running version's addresses are cached for a year; an older
 * version (a page rendered before a deploy) gets today's texts, to be asked for again next time.
 */
export function textsRoutes(texts: PageTexts): Router {
  const router = Router();
  router.get('/texts/:version/:language/:file', (req, res) => {
    const namespace = FILE.exec(req.params.file)?.[1];
    const body = namespace === undefined ? undefined : texts.body(req.params.language, namespace);
    if (body === undefined) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', req.params.version === texts.version ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.type('json').send(body);
  });
  return router;
}
