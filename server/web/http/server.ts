import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type IncomingMessage, type RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Translator } from '#server/platform/i18n';
import type { Logger } from '#server/platform/logger';
import { HEAD_TIMEOUT_MS, limitConnections, TIMEOUT_CHECK_MS, type ConnectionLimits } from './connection-limits';
import type { LiveHub } from './live-hub';
import { acceptedLanguage } from './tenant';
import { escapeHtml } from '#server/contract/escape-html';

/** The request being handled, for errors that escape it (see currentRequestId). */
const requestScope = new AsyncLocalStorage<IncomingMessage>();

/** The id (server/web/http/request-log.ts, logged with every request line) of the request whose work is running, if any. */
export function currentRequestId(): string | undefined {
  const id: unknown = (requestScope.getStore() as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

export interface HttpServer {
  server: http.Server;
  /** Hands requests to the app (created after the server: Vite's dev renderer needs the server first). */
  serve(app: RequestListener): void;
}

/** Writes a whole response on a socket the HTTP parser gave up on; a client that does not read it does not hold the socket. */
function answer(socket: Duplex, status: string, type: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Bytes of a request head kept to tell, should Node refuse the request, whether it is an API call. */
const HEAD_START_BYTES = 64;

/**
 * The refusal of a request Node would answer alone with a bare status: a head over Node's 16 KB
 * (431), one not complete within HEAD_TIMEOUT_MS (408), one it cannot parse (400). Under /api it
 * is JSON in the visitor's language, as every API refusal; no tenant is resolved. `start` is the
 * beginning of the head (Node's error holds only the chunk it failed on: a head arriving in
 * pieces would lose its path), `raw` that chunk, where Accept-Language may be.
 */
function refuse(socket: Duplex, translator: Translator, error: Error & { code?: string; rawPacket?: Buffer }, start: string | undefined): void {
  const raw = error.rawPacket?.subarray(0, 65_536).toString('latin1') ?? '';
  const path = /^[A-Z]+ (\S*)/.exec(start ?? raw)?.[1] ?? '';
  const api = path === '/api' || /^\/api[/?]/.test(path);
  const language = acceptedLanguage(/\r\naccept-language:([^\r\n]*)/i.exec(raw)?.[1]);
  const t = translator.t(language);
  const [status, code, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? (['431 Request Header Fields Too Large', 'request_too_large', 'errors.request_too_large'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? (['408 Request Timeout', 'request_timeout', 'errors.invalid_body'] as const)
        : (['400 Bad Request', 'invalid_request', 'errors.invalid_request'] as const);
  const message = t(key);
  if (api) answer(socket, status, 'application/json', JSON.stringify({ error: code, message }));
  else if (code === 'request_too_large')
    answer(
      socket,
      status,
      'text/html',
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>431</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
    );
  else answer(socket, status, 'text/plain', '');
}

/** The caps on connections (server/web/http/connection-limits.ts) and what counts the ones refused. */
export interface ConnectionPolicy {
  limits: ConnectionLimits;
  refused(reason: 'total' | 'per_address'): void;
}

/**
 * The HTTP server with everything a client can do to it before the app sees a request: too many
 * connections, heads that never complete, upgrades (the live socket; any other upgrade nobody
 * takes is refused) and requests Node cannot parse. Nothing a client sends here may end the process.
 */
export function createHttpServer({
  hub,
  translator,
  logger,
  connections,
}: {
  hub: LiveHub;
  translator: Translator;
  logger: Logger;
  connections?: ConnectionPolicy;
}): HttpServer {
  const server = http.createServer({ headersTimeout: HEAD_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_MS });
  if (connections) limitConnections(server, connections.limits, connections.refused);
  // The start of each request's head, until its response is complete (then the next head starts).
  const heads = new WeakMap<Duplex, string>();
  server.on('connection', (socket: Duplex) => {
    socket.on('data', (chunk: Buffer) => {
      const kept = heads.get(socket) ?? '';
      if (kept.length < HEAD_START_BYTES) heads.set(socket, kept + chunk.subarray(0, HEAD_START_BYTES - kept.length).toString('latin1'));
    });
  });
  server.on('request', (req: IncomingMessage, res: http.ServerResponse) => res.once('finish', () => heads.delete(req.socket)));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node stops watching an upgraded socket's errors: a reset would end the process unheard.
    socket.on('error', () => socket.destroy());
    try {
      if (hub.handleUpgrade(req, socket, head)) return;
    } catch (error) {
      logger.error({ err: error }, 'upgrade failed');
      socket.destroy();
      return;
    }
    // In development Vite's HMR listens for upgrades as well; when nobody else does, nobody will
    // take this one, and an unanswered socket would stay open for good.
    if (server.listenerCount('upgrade') === 1) answer(socket, '404 Not Found', 'text/plain', '');
  });
  server.on('clientError', (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    refuse(socket, translator, error, heads.get(socket));
  });
  return {
    server,
    serve(app) {
      server.on('request', (req: IncomingMessage, res: http.ServerResponse) => requestScope.run(req, () => app(req, res)));
    },
  };
}
