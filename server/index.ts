import path from 'node:path';
import { createApp } from './app';
import { openCache } from './cache';
import { ConfigError, EXIT_CONFIG, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoEmail, DEMO_PASSWORD, seedDemoContent } from './seed/demo';
import { createDiskStorage } from './storage/storage';
import { lookupCountry } from './geo/country';
import { createTranslator } from './i18n';
import { createLogger } from './logger';
import { createHttpServer } from './http/server';
import { guardProcess } from './process-guard';
import { createMemoryBus, createRedisBus } from './realtime/bus';
import { createRealtime } from './realtime/events';
import { createLiveHub } from './realtime/hub';
import { startJobs } from './jobs';
import { deliverInternally } from './payments/deliver';
import { createPaymentProviders } from './payments/registry';
import { createMailer } from './mail/mailer';
import { createSmsOutbox } from './sms/outbox';
import { connectRedis, redisNamespace } from './redis';
import { createRateLimits } from './security/rate-limits';
import { createProductionRenderer } from './ssr/production';
import { loadTenantFiles, TenantConfigError } from './tenancy/load';
import { TenantRegistry } from './tenancy/registry';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir), { publicOrigin: config.publicOrigin });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedDemoContent(database.db, createDiskStorage(path.join(config.dataDir, 'media')), tenants);
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  // Every key and channel under this deployment's namespace: others may share the Redis server.
  const namespace = redisNamespace(config);
  const cache = openCache(redis, `${namespace}cache:`);
  const limits = createRateLimits(redis, `${namespace}rl:`, { signupPerIp: { points: config.SIGNUPS_PER_IP_PER_HOUR } });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  const sms = createSmsOutbox(path.join(config.dataDir, 'outbox'), logger);
  const now = () => new Date();
  const bus = redis ? createRedisBus(redis, `${namespace}events`, logger) : createMemoryBus();
  const realtime = createRealtime(database.db, bus);
  const hub = createLiveHub({ db: database.db, tenants, bus, logger, now });
  const translator = createTranslator();
  const payments = createPaymentProviders({ db: database.db, logger, deliver: deliverInternally(config.internalUrl), now, sandboxSecret: config.PAYMENT_SANDBOX_SECRET, mollieApiKey: config.MOLLIE_API_KEY });
  const stopJobs = startJobs({ accounts: { db: database.db, limits, mailer, translator, now }, tenants, logger, payments: { db: database.db, providers: payments, realtime, now } });
  const { server, serve } = createHttpServer({ hub, translator, logger });
  const renderer =
    config.NODE_ENV === 'production'
      ? createProductionRenderer()
      : // Loaded lazily: Vite is a development tool and not part of the production bundle.
        await (await import('./ssr/development')).createDevelopmentRenderer(server);
  const app = createApp({ config, logger, database, cache, tenants, translator, lookupCountry, renderer, mailer, limits, realtime, payments, sms, now });
  serve(app);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, database: database.driver, cache: cache.kind, mail: mailer.kind, tenants: tenants.tenants.length, seeded }, 'listening');
  printWelcome(tenants, port);

  let stopping = false;
  const shutdown = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish in time');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A shutdown that hangs all the same (after a crash anything may be half done) still ends.
    setTimeout(() => process.exit(exitCode || 1), 2 * SHUTDOWN_GRACE_MS).unref();
    // Open sockets would keep server.close() waiting: they reconnect and resync elsewhere.
    hub.close().catch(() => undefined);
    server.close(async () => {
      // PGlite must be closed cleanly, or the next start runs crash recovery.
      stopJobs();
      await payments.close();
      await bus.close();
      await Promise.allSettled([renderer.close(), cache.close(), mailer.close(), database.close()]);
      await redis?.quit();
      logger.info('stopped');
      process.exit(exitCode);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  guardProcess(logger, shutdown);
}

function printWelcome(tenants: TenantRegistry, port: number): void {
  const lines = ['', 'Demo sites:'];
  for (const tenant of tenants.tenants) {
    lines.push(`  ${tenant.name.padEnd(20)} http://${tenant.id}.localhost:${port}/${tenant.default ? `  (also http://localhost:${port}/)` : ''}`);
  }
  const first = tenants.tenants[0];
  if (first) lines.push('', `Demo login on each site: demo@<site-id>.localhost / ${DEMO_PASSWORD}  (e.g. ${demoEmail(first.id)})`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof TenantConfigError) {
    process.stderr.write(`Tenant configuration is invalid:\n${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  // Anything else (a database not up yet, a port taken) may pass: the supervisor tries again.
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
