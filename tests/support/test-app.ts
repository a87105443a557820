import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '#server/app';
import { openCache, type Cache } from '#server/cache';
import { loadConfig } from '#server/config';
import { openDatabase, type Database, type DatabaseOptions } from '#server/db/client';
import { lookupCountry } from '#server/geo/country';
import { createTranslator } from '#server/i18n';
import { createLogger } from '#server/logger';
import { ROOT } from '#server/paths';
import { createDevelopmentRenderer } from '#server/ssr/development';
import { createMailer } from '#server/mail/mailer';
import { createSmsOutbox } from '#server/sms/outbox';
import { connectRedis } from '#server/redis';
import { createRateLimits, type LimitOverrides } from '#server/security/rate-limits';
import { deliverInternally, type Deliver } from '#server/payments/deliver';
import { createPaymentProviders, type PaymentProviders } from '#server/payments/registry';
import { createMemoryBus, createRedisBus } from '#server/realtime/bus';
import { createRealtime } from '#server/realtime/events';
import { createLiveHub, type LiveHub } from '#server/realtime/hub';
import { loadTenantFiles } from '#server/tenancy/load';
import { TenantRegistry } from '#server/tenancy/registry';
import { createScratchDatabase, type Backend } from './backends';

export interface TestApp {
  app: Express;
  cache: Cache;
  database: Database;
  tenants: TenantRegistry;
  /** The realtime socket handler; attach it to a listening server's 'upgrade' event. */
  hub: LiveHub;
  payments: PaymentProviders;
  /** This app's Redis channel for live events (a second bus joins it to fan out to this app). */
  busChannel: string;
  /** DATA_DIR of this app (media, outbox). */
  dataDir: string;
  /** Where the dev outbox writes mails when no SMTP server is given, and every SMS. */
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
const SHARED_IP_LIMITS: LimitOverrides = { signupPerIp: { points: 10_000 }, loginFailuresPerIp: { points: 10_000 }, lookupMissesPerIp: { points: 10_000 }, resetPerIp: { points: 10_000 }, resendPerIp: { points: 10_000 } };

export interface TestAppOptions {
  smtpUrl?: string;
  strictLimits?: boolean;
  /** Limits of this app on top of the above (e.g. a small allowance to test a block quickly). */
  limits?: LimitOverrides;
  /** Takes the client address from X-Forwarded-For (TRUST_PROXY=1), so a test can vary it. */
  trustProxy?: boolean;
  /** A database that outlives the app (a server process takes it over); it is not dropped. */
  database?: DatabaseOptions;
  /** How the sandbox provider reaches webhooks (default: over HTTP). */
  deliver?: Deliver;
}

/** The sandbox provider's webhook secret in tests (tests sign their own notifications with it). */
export const SANDBOX_SECRET = 'sandbox-secret-of-the-test-suite';

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = backend.databaseUrl && !options.database ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TENANTS_DIR: path.join(ROOT, 'tenants'), DATA_DIR: dataDir, TRUST_PROXY: options.trustProxy ? '1' : '0' });
  const database = await openDatabase(options.database ?? { url: scratch?.url });
  await database.migrate();
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  const redis = backend.redisUrl ? connectRedis(backend.redisUrl) : undefined;
  const cache = openCache(redis, `${prefix}cache:`);
  const limits = createRateLimits(redis, `${prefix}rl:`, { ...(options.strictLimits ? {} : SHARED_IP_LIMITS), ...options.limits });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir, logger: createLogger('silent') });
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir), { publicOrigin: config.publicOrigin });
  // Test files share one Redis and their databases hand out the same user ids: a channel of
  // their own keeps one app's events away from another's sockets.
  const busChannel = `${prefix}events`;
  const bus = redis ? createRedisBus(redis, busChannel, createLogger('silent')) : createMemoryBus();
  const realtime = createRealtime(database.db, bus);
  // A short heartbeat, so a test sees an ended session's socket closed within seconds.
  const hub = createLiveHub({ db: database.db, tenants, bus, logger: createLogger('silent'), now, heartbeatMs: 2_000 });
  const renderer = await createDevelopmentRenderer();
  const payments = createPaymentProviders({ db: database.db, logger: createLogger('silent'), deliver: options.deliver ?? deliverInternally(config.internalUrl), now, sandboxSecret: SANDBOX_SECRET, sandboxSettleDelayMs: 20 });
  const app = createApp({ config, logger: createLogger('silent'), database, cache, tenants, translator: createTranslator(), lookupCountry, renderer, mailer, limits, realtime, payments, sms: createSmsOutbox(outboxDir, createLogger('silent')), now });
  return {
    app,
    cache,
    database,
    tenants,
    hub,
    payments,
    busChannel,
    dataDir,
    outboxDir,
    clock,
    now,
    async close() {
      await payments.close();
      await hub.close();
      await bus.close();
      await Promise.allSettled([renderer.close(), cache.close(), mailer.close(), database.close()]);
      await redis?.quit();
      await scratch?.drop();
    },
  };
}
