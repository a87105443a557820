import type { AddressInfo } from 'node:net';
import { createHttpServer, type ConnectionPolicy } from '#server/web/http/server';
import { createTranslator } from '#server/platform/i18n';
import { createLogger } from '#server/platform/logger';
import type { TestApp } from './test-app';

/** A test app behind the production HTTP server (requests, upgrades, parse errors, connection caps if given) on a free loopback port. */
export async function listenLikeProduction(t: TestApp, connections?: ConnectionPolicy): Promise<{ port: number; close(): Promise<void> }> {
  const http = createHttpServer({ hub: t.hub, translator: createTranslator(), logger: createLogger('silent'), connections });
  http.serve(t.app);
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.server.address() as AddressInfo).port,
    async close() {
      http.server.closeAllConnections();
      await new Promise((resolve) => http.server.close(resolve));
    },
  };
}
