import crypto from 'node:crypto';
import type { Response } from 'express';

/** What a render decided besides its body: the rest of the headers belong to each response. */
const RENDER_HEADERS = ['content-type', 'x-robots-tag'] as const;

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The document with the CSP nonce of the response it was made for replaced by a placeholder. */
  body: string;
  bytes: number;
  expires: number;
}

export interface Recording {
  /** The render failed somewhere (a boundary fell back to the browser): the page is not kept. */
  discard(): void;
}

export interface PageCache {
  /** Sends the cached page for `key` with this response's nonce; false when there is none. */
  serve(key: string, res: Response, nonce: string): boolean;
  /** Records what the render writes to `res` and keeps it under `key` if it ends as a whole 200. */
  record(key: string, res: Response, nonce: string): Recording;
}

/**
 * A short-lived cache of pages rendered for visitors without a session (decision 0111). Paid
 * traffic lands on a handful of pages, each rendered the same for every visitor of the same site,
 * language and country; rendering each of them anew costs milliseconds of CPU a cached copy does
 * not. The caller decides what may be cached (no member, the cookies pages read in the key); this
 * keeps at most `maxBytes` of documents, the oldest going first, each for `ttlMs`.
 */
export function createPageCache({ ttlMs, maxBytes, now = Date.now }: { ttlMs: number; maxBytes: number; now?: () => number }): PageCache {
  const pages = new Map<string, CachedPage>();
  // Never sent: every response gets its own nonce in its place. Random, so no text can carry it.
  const placeholder = crypto.randomBytes(16).toString('base64');
  let bytes = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };

  const keep = (key: string, page: CachedPage) => {
    drop(key);
    if (page.bytes > maxBytes) return;
    pages.set(key, page);
    bytes += page.bytes;
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    serve(key, res, nonce) {
      const page = pages.get(key);
      if (!page) return false;
      if (page.expires <= now()) {
        drop(key);
        return false;
      }
      res.status(page.status);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.end(page.body.replaceAll(placeholder, nonce));
      return true;
    },

    record(key, res, nonce) {
      let failed = false;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      const collect = (chunk: unknown) => {
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        collect(chunk);
        return write(chunk, ...rest);
      }) as Response['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== 'function') collect(chunk);
        return end(chunk, ...rest);
      }) as Response['end'];
      res.on('finish', () => {
        if (failed || res.statusCode !== 200) return;
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = RENDER_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return typeof value === 'string' ? [[name, value]] : [];
        });
        keep(key, { status: res.statusCode, headers, body: body.replaceAll(nonce, placeholder), bytes: body.length, expires: now() + ttlMs });
      });
      return {
        discard() {
          failed = true;
        },
      };
    },
  };
}
