import crypto from 'node:crypto';
import fs from 'node:fs';
import type https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Cache } from '#server/platform/cache';
import { composeServer } from '#server/boot/compose';
import { loadConfig } from '#server/platform/config';
import type { Database, DatabaseOptions } from '#server/platform/db/client';
import { ROOT } from '#server/platform/paths';
import type { Deliver } from '#server/adapters/payment-providers/deliver';
import type { AgeAssurance } from '#server/adapters/age-verifiers/provider';
import type { Worker } from '#server/platform/queue/queue';
import type { PaymentProviders } from '#server/adapters/payment-providers/registry';
import type { PaymentProvider } from '#server/adapters/payment-providers/providers/provider';
import type { LiveHub } from '#server/web/http/live-hub';
import type { Metrics } from '#server/web/metrics/metrics';
import type { LimitOverrides } from '#server/platform/security/rate-limits';
import type { ViteDevServer } from 'vite';
import { createOnDemandRenderer, startVite } from '#server/web/ssr/development';
import type { MediaStores } from '#server/adapters/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import { createScratchDatabase, migratedSnapshot, type Backend } from './backends';

export interface TestApp {
  app: Express;
  cache: Cache;
  database: Database;
  tenants: TenantRegistry;
  /** The realtime socket handler; attach it to a listening server's 'upgrade' event. */
  hub: LiveHub;
  payments: PaymentProviders;
  /** The job queue's worker, not started: `await t.jobs.drain()` runs what is due (move t.clock first for a delay). */
  jobs: Worker;
  /** This app's Redis channel for live events (a second bus joins it to fan out to this app). */
  busChannel: string;
  /** DATA_DIR of this app (media, outbox). */
  dataDir: string;
  /** REDIS_PREFIX and the PostgreSQL database of this app's deployment: a second process (options.processOf) joins them. */
  deployment: { redisPrefix: string; databaseUrl: string | undefined };
  /** The app's media and selfie stores: DATA_DIR's folders, or the bucket of options.s3. */
  files: MediaStores;
  /** Where the dev outbox writes mails when no SMTP server is given, and every SMS. */
  outboxDir: string;
  /** The app's Prometheus registry and instruments (what METRICS_PORT would serve). */
  metrics: Metrics;
  /** Moves the app's clock: clock.offsetMs += days. */
  clock: { offsetMs: number };
  now(): Date;
  close(): Promise<void>;
}

/**
 * Every test request comes from 127.0.0.1, so the per-IP limits are raised unless a test
 * checks them (strictLimits).
 */
const SHARED_IP_LIMITS: LimitOverrides = {
  signupPerIp: { points: 10_000 },
  loginFailuresPerIp: { points: 10_000 },
  lookupMissesPerIp: { points: 10_000 },
  lookupMissesPerAddressAndIp: { points: 10_000 },
  resetPerIp: { points: 10_000 },
  resendPerIp: { points: 10_000 },
  tokenMissesPerIp: { points: 10_000 },
  landingEventsPerIp: { points: 10_000 },
};

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
  /** The agent push requests go through (one trusting the fake push service's certificate). */
  pushAgent?: https.Agent;
  /** MAIL_EVENTS_TOKEN: the bounce and spam-report intake answers only with it (unset: 404). */
  mailEventsToken?: string;
  /** FFMPEG_PATH: a path where there is none shows the video landers without ffmpeg. */
  ffmpegPath?: string;
  /** Sites on the automatic provider pay through this Mollie adapter (one against tests/support/fake-mollie.ts). */
  mollie?: PaymentProvider;
  /** Sites on the automatic age-assurance provider check through this adapter (one against tests/support/fake-veriff.ts). */
  ageProvider?: AgeAssurance;
  /** TENANTS_DIR: a copy of the tenant files a test may add to (default: the repository's, never written). */
  tenantsDir?: string;
  /** PAGE_CACHE_SECONDS: visitors' pages served again for this long (default 0 outside production). */
  pageCacheSeconds?: number;
  /** OPERATOR_HOSTS: the console's host names (default operator.localhost). */
  operatorHosts?: string;
  /** PAYMENTS: `none` runs the app as a deployment that takes no payments (default: the sandbox, as outside production). */
  payments?: 'sandbox' | 'none';
  /** S3_BUCKET and S3_ENDPOINT: media in this bucket (tests/support/s3.ts starts one) instead of DATA_DIR. */
  s3?: { endpoint: string; bucket: string };
  /** MEDIA_URL: where pages address media (a CDN in front of the bucket). */
  mediaUrl?: string;
  /**
   * Runs as a second process of that app's deployment: its database (a pool of its own on
   * PostgreSQL, the same PGlite otherwise) and its Redis namespace, with registries of its own.
   */
  processOf?: TestApp;
}

/** The sandbox provider's webhook secret in tests (tests sign their own notifications with it). */
export const SANDBOX_SECRET = 'sandbox-secret-of-the-test-suite';

let vite: Promise<ViteDevServer> | undefined;

/**
 * The test process's one Vite server, started by the first page any of its apps renders and shared
 * by all of them: each app starting its own compiled the whole client again (5–11 CPU s a time,
 * for every app that renders a page). Apps differ only in what they pass the render function
 * (tenants, config, the request), never in the client's modules. It lives as long as the process.
 */
function processVite(): Promise<ViteDevServer> {
  // A start that failed is tried again by the next page rather than failing every later app.
  vite ??= startVite().catch((error: unknown) => {
    vite = undefined;
    throw error;
  });
  return vite;
}

/** The real app, composed as server/index.ts composes it, on a real database and cache; Vite renders its pages, as in development. */
export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const first = options.processOf;
  const scratch = backend.databaseUrl && !options.database && !first ? await createScratchDatabase(backend.databaseUrl) : undefined;
  const databaseUrl = first ? first.deployment.databaseUrl : (scratch?.url ?? options.database?.url);
  const redisPrefix = first?.deployment.redisPrefix ?? `test:${crypto.randomBytes(4).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TENANTS_DIR: options.tenantsDir ?? path.join(ROOT, 'tenants'),
    DATA_DIR: dataDir,
    TRUST_PROXY: options.trustProxy ? '1' : '0',
    REDIS_URL: backend.redisUrl,
    // Test files share one Redis and their databases hand out the same user ids: a namespace of
    // their own keeps one app's keys and events away from another's.
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: options.smtpUrl,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    PAYMENTS: options.payments,
    OPERATOR_HOSTS: options.operatorHosts,
    PUSH_ALLOW_LOOPBACK: '1',
    MAIL_EVENTS_TOKEN: options.mailEventsToken,
    FFMPEG_PATH: options.ffmpegPath,
    PAGE_CACHE_SECONDS: options.pageCacheSeconds?.toString(),
    S3_BUCKET: options.s3?.bucket,
    S3_ENDPOINT: options.s3?.endpoint,
    S3_FORCE_PATH_STYLE: options.s3 ? '1' : undefined,
    MEDIA_URL: options.mediaUrl,
  });
  const clock = { offsetMs: 0 };
  const composed = await composeServer(config, {
    now: () => new Date(Date.now() + clock.offsetMs),
    // PGlite in memory, unless the backend is PostgreSQL or the test brings its own database.
    database: options.database ?? (databaseUrl ? { url: databaseUrl } : { snapshot: await migratedSnapshot() }),
    sharedDatabase: first && !databaseUrl ? first.database : undefined,
    limits: { ...(options.strictLimits ? {} : SHARED_IP_LIMITS), ...options.limits },
    // Vite starts with the first page a test asks for (server/web/ssr/development.ts): API tests never start it.
    renderer: () => createOnDemandRenderer(processVite, { shared: true }),
    deliver: options.deliver,
    pushAgent: options.pushAgent,
    sandboxSettleDelayMs: 20,
    mollie: options.mollie,
    ageProvider: options.ageProvider,
    // A short heartbeat, so a test sees an ended session's socket closed within seconds.
    heartbeatMs: 2_000,
  });
  const { app, cache, database, tenants, hub, payments, jobs, busChannel, outboxDir, files, now, metrics } = composed;
  return {
    app,
    cache,
    database,
    tenants,
    hub,
    payments,
    jobs,
    busChannel,
    dataDir,
    deployment: { redisPrefix, databaseUrl },
    files,
    outboxDir,
    metrics,
    clock,
    now,
    async close() {
      await composed.close();
      await scratch?.drop();
    },
  };
}
