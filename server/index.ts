import http from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { openCache } from './cache';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoEmail, DEMO_PASSWORD, seedDemoContent } from './db/seed-demo';
import { createDiskStorage } from './storage/storage';
import { lookupCountry } from './geo/country';
import { createTranslator } from './i18n';
import { createLogger } from './logger';
import { createMemoryBus, createRedisBus } from './realtime/bus';
import { createRealtime } from './realtime/events';
import { createLiveHub } from './realtime/hub';
import { startJobs } from './jobs';
import { deliverInternally } from './payments/deliver';
import { createPaymentProviders } from './payments/registry';
import { reverseGeocode } from './reference/geocode';
import { createMailer } from './mail/mailer';
import { createSmsOutbox } from './sms/outbox';
import { connectRedis } from './redis';
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
  const cache = openCache(redis);
  const limits = createRateLimits(redis, undefined, { signupPerIp: { points: config.SIGNUPS_PER_IP_PER_HOUR } });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  const sms = createSmsOutbox(path.join(config.dataDir, 'outbox'), logger);
  const now = () => new Date();
  const bus = redis ? createRedisBus(redis) : createMemoryBus();
  const realtime = createRealtime(database.db, bus);
  const hub = createLiveHub({ db: database.db, tenants, bus, logger, now });
  const translator = createTranslator();
  const payments = createPaymentProviders({ db: database.db, logger, deliver: deliverInternally(config.internalUrl), sandboxSecret: config.PAYMENT_SANDBOX_SECRET, mollieApiKey: config.MOLLIE_API_KEY });
  const stopJobs = startJobs({ accounts: { db: database.db, limits, mailer, translator, now }, tenants, logger });
  const server = http.createServer();
  const renderer =
    config.NODE_ENV === 'production'
      ? createProductionRenderer()
      : // Loaded lazily: Vite is a development tool and not part of the production bundle.
        await (await import('./ssr/development')).createDevelopmentRenderer(server);
  const app = createApp({ config, logger, database, cache, tenants, translator, lookupCountry, renderer, mailer, limits, realtime, payments, sms, now });
  server.on('request', app);
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));

  // The boundary data loads on first use (about a second): do it before taking traffic.
  reverseGeocode(0, 0);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, database: database.driver, cache: cache.kind, mail: mailer.kind, tenants: tenants.tenants.length, seeded }, 'listening');
  printWelcome(tenants, port);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish in time');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Open sockets would keep server.close() waiting: they reconnect and resync elsewhere.
    hub.close().catch(() => undefined);
    server.close(async () => {
      // PGlite must be closed cleanly, or the next start runs crash recovery.
      stopJobs();
      await bus.close();
      await Promise.allSettled([renderer.close(), cache.close(), mailer.close(), database.close()]);
      await redis?.quit();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
