import type { TFunction } from 'i18next';
import { escapeHtml } from '#server/contract/escape-html';

/** A self-contained page for a host no tenant serves: it must not look like any tenant's site. */
export function unknownSitePage(t: TFunction, language: string, host: string, nonce: string): string {
  const title = escapeHtml(t('unknown_site.title'));
  const text = escapeHtml(t('unknown_site.text', { host }));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#323335}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
