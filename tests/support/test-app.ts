import crypto from 'node:crypto';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { openCache, type Cache } from '../../server/cache';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { lookupCountry } from '../../server/geo/country';
import { createTranslator } from '../../server/i18n';
import { createLogger } from '../../server/logger';
import { ROOT } from '../../server/paths';
import { createDevelopmentRenderer } from '../../server/ssr/development';
import { loadTenantFiles } from '../../server/tenancy/load';
import { TenantRegistry } from '../../server/tenancy/registry';
import { createScratchDatabase, type Backend } from './backends';

export interface TestApp {
  app: Express;
  cache: Cache;
  database: Database;
  tenants: TenantRegistry;
  close(): Promise<void>;
}

/** The real app on a real database and cache, with Vite rendering pages, as in development. */
export async function createTestApp(backend: Backend): Promise<TestApp> {
  const scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TENANTS_DIR: path.join(ROOT, 'tenants') });
  const database = await openDatabase({ url: scratch?.url });
  await database.migrate();
  const cache = openCache(backend.redisUrl, `test:${crypto.randomBytes(4).toString('hex')}:`);
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir));
  const renderer = await createDevelopmentRenderer();
  const app = createApp({ config, logger: createLogger('silent'), database, cache, tenants, translator: createTranslator(), lookupCountry, renderer });
  return {
    app,
    cache,
    database,
    tenants,
    async close() {
      await Promise.allSettled([renderer.close(), cache.close(), database.close()]);
      await scratch?.drop();
    },
  };
}
