import type { Server } from 'node:http';
import type https from 'node:https';
import path from 'node:path';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../web/app';
import { openCache } from '../platform/cache';
import type { Config } from '../platform/config';
import { openDatabase, type Database, type DatabaseOptions } from '../platform/db/client';
import { lookupCountry } from '../platform/geo/country';
import { connectionLimits } from '../web/http/connection-limits';
import { createHttpServer } from '../web/http/server';
import { jobHandlers } from '../core/jobs/handlers';
import { createWorker, type Worker } from '../platform/queue/queue';
import { createPushSender } from '../adapters/web-push/sender';
import type { PushSender } from '../adapters/web-push/types';
import { loadSecrets, type Secrets } from '../platform/secrets';
import { createTranslator } from '../platform/i18n';
import { createLogger } from '../platform/logger';
import { createMailer } from '../adapters/mail/mailer';
import { deliverInternally, type Deliver } from '../adapters/payment-providers/deliver';
import { createPaymentProviders } from '../adapters/payment-providers/registry';
import { createAgeAssurers } from '../adapters/age-verifiers/registry';
import { ageSandboxAllowed, veriffCredentials } from '../adapters/age-verifiers/availability';
import type { AgeAssurance } from '../adapters/age-verifiers/provider';
import { directDebitOffered, mollieKey, sandboxAllowed } from '../adapters/payment-providers/availability';
import type { PaymentProvider } from '../adapters/payment-providers/providers/provider';
import { createMemoryBus, createRedisBus } from '../platform/realtime/bus';
import { createRealtime } from '../platform/realtime/events';
import { createLiveHub, type LiveHub } from '../web/http/live-hub';
import { createReadiness } from '../web/http/health';
import { countMails, countMessages, countPushes } from '../web/metrics/counting';
import { registerGauges } from '../web/metrics/gauges';
import { createMetrics } from '../web/metrics/metrics';
import { connectionMetrics } from '../web/metrics/connections';
import { redisMetrics } from '../web/metrics/redis';
import { closeRedis, connectRedis, redisNamespace, watchRedis } from '../platform/redis';
import { createRateLimits, type LimitOverrides } from '../platform/security/rate-limits';
import { createSmsOutbox } from '../adapters/sms/outbox';
import { openMediaStores } from '../adapters/storage';
import { createProductionRenderer } from '../web/ssr/production';
import type { PageRenderer } from '../web/ssr/renderer';
import { loadTenantFiles } from '../platform/tenancy/load';
import { TenantRegistry } from '../platform/tenancy/registry';
import { announceTenantReloads } from '../platform/tenancy/announce';
import { syncSiteSettings } from '../platform/tenancy/site-settings-sync';
import { watchTenantFiles, type TenantWatcher } from '../platform/tenancy/watch';

/** What a caller may put in place of the configured parts (tests: a movable clock, raised limits…). */
export interface ComposeOverrides {
  /** The clock; tests move it. */
  now?: () => Date;
  /** Where the data lives; default DATABASE_URL, else PGlite's files in DATA_DIR. */
  database?: DatabaseOptions;
  /** Another server's open database, as a second process of its deployment (tests: PGlite has one process); neither migrated nor closed here. */
  sharedDatabase?: Database;
  /** Rate limits on top of the configured ones. */
  limits?: LimitOverrides;
  /** Builds the page renderer; default: the built files in production, else Vite with HMR over `httpServer`. */
  renderer?: (httpServer: Server) => PageRenderer | Promise<PageRenderer>;
  /** How the sandbox provider reaches webhooks; default over HTTP to INTERNAL_URL. */
  deliver?: Deliver;
  /** How long the sandbox provider waits before it settles a payment. */
  sandboxSettleDelayMs?: number;
  /** The Mollie adapter to use instead of one made from MOLLIE_API_KEY (tests: one talking to a fake of Mollie's API). */
  mollie?: PaymentProvider;
  /** The age-assurance adapter to use instead of one made from VERIFF_API_KEY (tests: one talking to a loopback Veriff). */
  ageProvider?: AgeAssurance;
  /** How often the live hub checks that each socket's session still holds. */
  heartbeatMs?: number;
  /** The agent push requests go through (tests: one trusting the fake push service's certificate). */
  pushAgent?: https.Agent;
}

export interface ComposedServer extends AppDeps {
  app: Express;
  /** The HTTP server carrying the app and the live sockets; not listening yet. */
  server: Server;
  hub: LiveHub;
  /** This deployment's Redis channel for live events. */
  busChannel: string;
  /** Where mails (without SMTP_URL) and every SMS are written. */
  outboxDir: string;
  secrets: Secrets;
  push: PushSender;
  /** The job queue's worker of this process; not started (server/index.ts starts it, tests drain it). */
  jobs: Worker;
  /** Reloads the tenant files when they change; server/index.ts reloads on SIGHUP as well. */
  tenantWatcher: TenantWatcher;
  /** Ends the live sockets (they would keep server.close() waiting); close() does it as well. */
  closeSockets(): Promise<void>;
  /** Closes everything composed, in order; the HTTP server is the caller's to close first. */
  close(): Promise<void>;
}

async function defaultRenderer(config: Config, httpServer: Server): Promise<PageRenderer> {
  if (config.NODE_ENV === 'production') return createProductionRenderer();
  // Loaded lazily (and left out of the production bundle by scripts/build.ts): Vite is a development tool.
  return (await import('../web/ssr/development')).createDevelopmentRenderer(httpServer);
}

/**
 * The one composition root: every part of the server, built from the validated configuration.
 * server/index.ts serves it; tests/support/test-app.ts drives it with a few parts replaced.
 */
export async function composeServer(config: Config, overrides: ComposeOverrides = {}): Promise<ComposedServer> {
  const logger = createLogger(config.LOG_LEVEL);
  // This server's own registry: test apps in one process never count into each other.
  const metrics = createMetrics();
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir), { publicOrigin: config.publicOrigin });
  const database =
    overrides.sharedDatabase ??
    (await openDatabase(
      overrides.database ?? { url: config.DATABASE_URL, dataDir: config.dataDir },
      (error) => {
        metrics.databaseConnectionsLost.inc();
        logger.warn({ err: error }, 'database connection lost; the pool opens a new one');
      },
      (error) => logger.warn({ err: error }, 'a CLI connection to the database socket failed'),
    ));
  if (!overrides.sharedDatabase) await database.migrate();
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  // While Redis fails, each part does without it: logged once per outage, counted in redis_fallbacks_total.
  const redisWatch = redis && watchRedis(redis, { logger, signals: redisMetrics(metrics.registry) });
  // Every key and channel under this deployment's namespace: others may share the Redis server.
  const namespace = redisNamespace(config);
  const cache = openCache(redis, `${namespace}cache:`, redisWatch?.fallback('cache'));
  const limits = createRateLimits(
    redis,
    `${namespace}rl:`,
    { signupPerIp: { points: config.SIGNUPS_PER_IP_PER_HOUR }, ...overrides.limits },
    redisWatch?.fallback('rate_limits'),
  );
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailer = countMails(createMailer({ smtpUrl: config.SMTP_URL, outboxDir, logger, dkim: config.dkim }), metrics);
  const sms = createSmsOutbox(outboxDir, logger);
  const now = overrides.now ?? (() => new Date());
  const busChannel = `${namespace}events`;
  const bus = redis ? createRedisBus(redis, busChannel, logger, redisWatch?.fallback('bus')) : createMemoryBus();
  // A message, like or match wakes the job worker (defined below; the closure runs on requests only).
  const realtime = countMessages(
    createRealtime(bus, () => jobs.wake()),
    metrics,
  );
  const hub = createLiveHub({ db: database.db, tenants, bus, logger, now, heartbeatMs: overrides.heartbeatMs });
  registerGauges(metrics.registry, { database, sockets: () => hub.openSockets(), now, logger });
  const translator = createTranslator();
  const secrets = loadSecrets(config);
  const files = openMediaStores(config);
  const push = countPushes(createPushSender({ secrets, tenants, allowLoopback: config.PUSH_ALLOW_LOOPBACK, agent: overrides.pushAgent }), metrics);
  const jobs: Worker = createWorker({
    db: database.db,
    logger,
    now,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    onFailure: (kind, final) => metrics.jobFailures.inc({ kind, final: String(final) }),
    // A handler that enqueues follow-up work wakes this worker (the closure runs after jobs exists).
    handlers: jobHandlers({
      ...{ db: database.db, tenants, translator, mailer, push, secrets, logger, now },
      mailDelayMs: config.NOTIFICATION_MAIL_DELAY_SECONDS * 1000,
      mediaUrl: config.MEDIA_URL,
      media: files.media,
      wake: () => jobs.wake(),
    }),
  });
  const payments = createPaymentProviders({
    db: database.db,
    logger,
    deliver: overrides.deliver ?? deliverInternally(config.internalUrl),
    now,
    // Never a public default: a sandbox webhook signed with a known secret would credit anyone.
    sandboxSecret: config.PAYMENT_SANDBOX_SECRET ?? secrets.derive('payment-sandbox').toString('base64url'),
    sandboxAllowed: sandboxAllowed(config),
    directDebit: directDebitOffered(config),
    mollieApiKey: mollieKey(config),
    mollie: overrides.mollie,
    sandboxSettleDelayMs: overrides.sandboxSettleDelayMs,
  });
  const ageAssurance = createAgeAssurers({
    deliver: overrides.deliver ?? deliverInternally(config.internalUrl),
    // As the payment sandbox's: a decision signed with a known secret would pass anyone.
    sandboxSecret: secrets.derive('age-sandbox').toString('base64url'),
    sandboxAllowed: ageSandboxAllowed(config),
    veriff: veriffCredentials(config),
    provider: overrides.ageProvider,
  });
  // The server before the app: Vite's HMR in development rides on it.
  const connections = { limits: connectionLimits(config), refused: connectionMetrics(metrics.registry) };
  const { server, serve } = createHttpServer({ hub, translator, logger, connections });
  const renderer = await (overrides.renderer ?? ((httpServer: Server) => defaultRenderer(config, httpServer)))(server);
  // The console's changes to the sites (decision 0145), laid over the files before the first request.
  const siteSettings = syncSiteSettings({ db: database.db, registry: tenants, redis, channel: `${namespace}site-settings`, logger });
  await siteSettings
    .refresh()
    .catch((error: unknown) => logger.error({ err: error }, 'site settings not read; the sites serve their files until the poll reads them'));
  const deps: AppDeps = {
    config,
    logger,
    database,
    cache,
    tenants,
    siteSettings,
    translator,
    lookupCountry,
    renderer,
    mailer,
    limits,
    realtime,
    payments,
    ageAssurance,
    sms,
    push,
    secrets,
    files,
    metrics,
    readiness: createReadiness({ database, redis, logger }),
    now,
  };
  const app = createApp(deps);
  serve(app);

  const tenantWatcher = watchTenantFiles({ dir: config.tenantsDir, registry: tenants, logger });
  const announcements = redis && announceTenantReloads({ redis, channel: `${namespace}tenants`, watcher: tenantWatcher, logger });
  let socketsClosed: Promise<void> | undefined;
  const closeSockets = () => (socketsClosed ??= hub.close());
  return {
    ...deps,
    app,
    server,
    hub,
    busChannel,
    outboxDir,
    secrets,
    jobs,
    tenantWatcher,
    closeSockets,
    async close() {
      tenantWatcher.close();
      await closeSockets();
      await jobs.stop();
      await payments.close();
      await bus.close();
      await announcements?.close();
      await siteSettings.close();
      // PGlite must be closed cleanly, or the next start runs crash recovery.
      await Promise.allSettled([renderer.close(), cache.close(), mailer.close(), overrides.sharedDatabase ? undefined : database.close()]);
      files.close();
      if (redis) await closeRedis(redis);
    },
  };
}
