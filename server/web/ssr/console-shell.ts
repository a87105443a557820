import type { RequestHandler } from 'express';
import type { PageRenderer } from '#server/web/ssr/renderer';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The console's page: one document for every console path, rendered in the browser
 * (decision 0097). It is a tool behind a sign-in, so there is nothing to index or to show
 * before the operator's own data arrives; the shell carries only the language and the title.
 */
export function consoleShell(renderer: PageRenderer): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/')) return next();
    const ctx = res.locals.console;
    if (!ctx) return next();
    const nonce = String(res.locals.nonce ?? '');
    const entry = renderer.consoleEntry;
    const head = (await renderer.headHtml(req.originalUrl, nonce)) ?? '';
    const language = ctx.language;
    const styles = entry.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
    const scripts = entry.modules.map((src) => `<script type="module" nonce="${nonce}" src="${escapeAttribute(src)}"></script>`).join('');
    res
      .status(200)
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' })
      .type('html')
      .send(
        `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<meta name="robots" content="noindex, nofollow"><title>${escapeAttribute(ctx.t('operator_console.title'))}</title>${styles}${head}</head>` +
          `<body><div id="console"></div>${scripts}</body></html>`,
      );
  };
}
