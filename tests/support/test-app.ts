import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
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
import { createMailer } from '../../server/mail/mailer';
import { connectRedis } from '../../server/redis';
import { createRateLimits, type LimitOverrides } from '../../server/security/rate-limits';
import { createMemoryBus, createRedisBus } from '../../server/realtime/bus';
import { createRealtime } from '../../server/realtime/events';
import { createLiveHub, type LiveHub } from '../../server/realtime/hub';
import { loadTenantFiles } from '../../server/tenancy/load';
import { TenantRegistry } from '../../server/tenancy/registry';
import { createScratchDatabase, type Backend } from './backends';

export interface TestApp {
  app: Express;
  cache: Cache;
  database: Database;
  tenants: TenantRegistry;
  /** The realtime socket handler; attach it to a listening server's 'upgrade' event. */
  hub: LiveHub;
  /** DATA_DIR of this app (media, outbox). */
  dataDir: string;
  /** Where the dev outbox writes mails when no SMTP server is given. */
  outboxDir: string;
  /** Moves the app's clock: clock.offsetMs += days. */
  clock: { offsetMs: number };
  now(): Date;
  close(): Promise<void>;
}

/** The real app on a real database and cache, with Vite rendering pages, as in development. */
/**
 * Every test request comes from 127.0.0.1, so the per-IP limits are raised unless a test
 * checks them (strictLimits).
 */
const SHARED_IP_LIMITS: LimitOverrides = { signupPerIp: { points: 10_000 }, loginAttemptsPerIp: { points: 10_000 }, resetPerIp: { points: 10_000 }, resendPerIp: { points: 10_000 } };

export async function createTestApp(backend: Backend, options: { smtpUrl?: string; strictLimits?: boolean } = {}): Promise<TestApp> {
  const scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TENANTS_DIR: path.join(ROOT, 'tenants'), DATA_DIR: dataDir });
  const database = await openDatabase({ url: scratch?.url });
  await database.migrate();
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  const redis = backend.redisUrl ? connectRedis(backend.redisUrl) : undefined;
  const cache = openCache(redis, `${prefix}cache:`);
  const limits = createRateLimits(redis, `${prefix}rl:`, options.strictLimits ? {} : SHARED_IP_LIMITS);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir, logger: createLogger('silent') });
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir));
  const bus = redis ? createRedisBus(redis) : createMemoryBus();
  const realtime = createRealtime(database.db, bus);
  const hub = createLiveHub({ db: database.db, tenants, bus, logger: createLogger('silent'), now });
  const renderer = await createDevelopmentRenderer();
  const app = createApp({ config, logger: createLogger('silent'), database, cache, tenants, translator: createTranslator(), lookupCountry, renderer, mailer, limits, realtime, now });
  return {
    app,
    cache,
    database,
    tenants,
    hub,
    dataDir,
    outboxDir,
    clock,
    now,
    async close() {
      await hub.close();
      await bus.close();
      await Promise.allSettled([renderer.close(), cache.close(), mailer.close(), database.close()]);
      await redis?.quit();
      await scratch?.drop();
    },
  };
}
