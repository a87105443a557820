import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what the server makes per request — streamed HTML, JSON, the manifest — with brotli
 * when the browser takes it, else gzip. Fast levels: these bodies are made for one request, so
 * the CPU they cost is paid every time (the built files are compressed once, at build time, at
 * the highest level, and carry their own Content-Encoding, which this leaves alone). React calls
 * `res.flush()` after the shell, so the first bytes are not held back by the compressor.
 * No body mixes a long-lived secret with what a request reflects (BREACH): the only token in a
 * page is the CSP nonce, new for every response (decision 0110).
 */
export function compress(): RequestHandler {
  return compression({
    threshold: 1024,
    level: 6,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
