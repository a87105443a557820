import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type IncomingMessage, type RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Translator } from '../i18n';
import type { Logger } from '../logger';
import type { LiveHub } from './live-hub';
import { acceptedLanguage } from './tenant';
import { escapeHtml } from '#server/shared/escape-html';

/** The request being handled, for errors that escape it (see currentRequestId). */
const requestScope = new AsyncLocalStorage<IncomingMessage>();

/** The id (server/http/request-log.ts, logged with every request line) of the request whose work is running, if any. */
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

/**
 * The refusal of a request whose request line and headers exceed Node's 16 KB: Node alone would
 * answer a bare 431. What was received tells the path and Accept-Language; no tenant is resolved.
 */
function tooLarge(raw: Buffer | undefined, translator: Translator, socket: Duplex): void {
  const head = raw?.subarray(0, 65_536).toString('latin1') ?? '';
  const path = /^[A-Z]+ (\S+)/.exec(head)?.[1] ?? '';
  const language = acceptedLanguage(/\r\naccept-language:([^\r\n]*)/i.exec(head)?.[1]);
  const t = translator.t(language);
  const message = t('errors.request_too_large');
  if (path.startsWith('/api/') || path === '/api') {
    answer(socket, '431 Request Header Fields Too Large', 'application/json', JSON.stringify({ error: 'request_too_large', message }));
  } else {
    answer(
      socket,
      '431 Request Header Fields Too Large',
      'text/html',
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>431</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
    );
  }
}

/**
 * The HTTP server with everything a client can do to it before the app sees a request: upgrades
 * (the live socket; any other upgrade nobody takes is refused) and requests Node cannot parse.
 * Nothing a client sends here may end the process.
 */
export function createHttpServer({ hub, translator, logger }: { hub: LiveHub; translator: Translator; logger: Logger }): HttpServer {
  const server = http.createServer();
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
    if (error.code === 'HPE_HEADER_OVERFLOW') tooLarge(error.rawPacket, translator, socket);
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answer(socket, '408 Request Timeout', 'text/plain', '');
    else answer(socket, '400 Bad Request', 'text/plain', '');
  });
  return {
    server,
    serve(app) {
      server.on('request', (req: IncomingMessage, res: http.ServerResponse) => requestScope.run(req, () => app(req, res)));
    },
  };
}
