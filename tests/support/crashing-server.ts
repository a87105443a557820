import type { AddressInfo } from 'node:net';
import express from 'express';
import { createHttpServer } from '#server/web/http/server';
import { requestLog } from '#server/web/http/request-log';
import { createTranslator } from '#server/platform/i18n';
import { createLogger } from '#server/platform/logger';
import { guardProcess } from '#server/boot/process-guard';
import type { LiveHub } from '#server/web/http/live-hub';

/**
 * A server whose routes fail outside any handler's reach (which no route of the app may do), to
 * see what the process does then: /reject leaves a rejected promise, /throw throws from a timer.
 * Prints its port, then logs JSON lines like the real server.
 */
const logger = createLogger('info');
const noLiveSocket: LiveHub = { handleUpgrade: () => false, openSockets: () => 0, close: async () => undefined };
const { server, serve } = createHttpServer({ hub: noLiveSocket, translator: createTranslator(), logger });
const app = express();
app.use(requestLog(logger));
app.get('/reject', (_req, res) => {
  void Promise.reject(new Error('rejected in a request'));
  res.json({ ok: true });
});
app.get('/throw', (_req, res) => {
  setTimeout(() => {
    throw new Error('thrown in a request');
  }, 10);
  res.json({ ok: true });
});
app.get('/ok', (_req, res) => {
  res.json({ ok: true });
});
serve(app);
guardProcess(logger, (reason, exitCode) => {
  logger.info({ reason }, 'shutting down');
  server.close(() => process.exit(exitCode));
  server.closeIdleConnections();
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`));
