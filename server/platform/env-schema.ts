import { z } from 'zod';
import { isOriginTemplate } from './tenancy/origin';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** A provider's key or secret; empty (`NAME=` in an env file) is unset, as for the URLs. */
const optionalSecret = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().min(8).optional())
  .optional();

/** Every environment variable the server reads, with its check (README's configuration table names each). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Namespace of every Redis key and channel; unset → derived from the database (server/platform/redis.ts redisNamespace). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only (at most 64)')
    .optional(),
  SMTP_URL: optionalUrl,
  MEDIA_URL: optionalUrl,
  /**
   * Media in this S3 bucket (under media/, verification selfies under private/selfies/) instead of
   * DATA_DIR; unset → the disk. Credentials: the AWS SDK's own variables (AWS_ACCESS_KEY_ID,
   * AWS_SECRET_ACCESS_KEY, AWS_PROFILE…). docs/decisions/0127-media-object-storage.md
   */
  S3_BUCKET: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, . and -)')
        .optional(),
    )
    .optional(),
  /** An S3-compatible service other than AWS (MinIO, Cloudflare R2, s3rver), e.g. http://127.0.0.1:9000. */
  S3_ENDPOINT: optionalUrl,
  /** The bucket's region (R2: auto). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** 1: the bucket in the path (http://host/bucket/key), as MinIO and s3rver need; 0: in the host name (AWS). */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', ''])
    .default('')
    .transform((value) => value === '1'),
  /** The ffmpeg command that makes the video landers' clips; without it they show their poster (docs/decisions/0090-lander-video.md). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long a page rendered for a visitor without a session is served again to visitors who would
   * get the same page (site, language, country, address, the cookies pages read); 0 turns it off.
   * Default 10 in production, 0 otherwise (docs/decisions/0111-visitor-page-cache.md).
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** Header a CDN sets with the visitor's ISO country (Cloudflare's name by default). */
  GEOIP_HEADER: z.string().default('cf-ipcountry'),
  /** Number of reverse proxies in front of us, so req.ip is the visitor's address. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  TENANTS_DIR: z.string().default('./tenants'),
  /** The operator console's host names (comma list); never a member site (docs/product.md#operator-console). */
  OPERATOR_HOSTS: z
    .string()
    .default('operator.localhost')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The console's origin in the sign-in links it hands out (CLI and console); default: https://<first
   * OPERATOR_HOSTS name> in production, http://<that name>:<PORT> otherwise. Never taken from a request's Host.
   */
  CONSOLE_ORIGIN: optionalUrl,
  /** Sign-ups one address may make per hour (raise it where many members share an address, or for browser tests). */
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Mollie's API key (test_… or live_…); the sites pay through Mollie (docs/decisions/0126-production-by-construction.md). */
  MOLLIE_API_KEY: z
    .string()
    .trim()
    // Empty (`MOLLIE_API_KEY=` in an env file) is unset, as for the URLs.
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^(test|live)_\w+$/, 'must be a Mollie API key (test_… or live_…)')
        .optional(),
    )
    .optional(),
  /**
   * `sandbox`: the built-in sandbox provider takes payments (test money, never real) on sites without
   * Mollie; `none`: no site takes payments. Unset: Mollie with MOLLIE_API_KEY, else the sandbox
   * outside production; production without either refuses to start (server/boot/readiness.ts).
   */
  PAYMENTS: z.enum(['sandbox', 'none']).optional(),
  /** Signs the sandbox provider's webhooks; unset → derived from the deployment's secret (APP_SECRET). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /** Veriff's API key (the X-AUTH-CLIENT header) for sites whose age assurance needs a provider (docs/decisions/0144-age-assurance.md). */
  VERIFF_API_KEY: optionalSecret,
  /** Veriff's shared secret: its decision webhooks are signed with it (X-HMAC-SIGNATURE). */
  VERIFF_SHARED_SECRET: optionalSecret,
  /** Veriff's API address; default https://stationapi.veriff.com. */
  VERIFF_BASE_URL: optionalUrl,
  /**
   * `sandbox`: the built-in age-assurance sandbox (the tester approves or declines, nobody's age is
   * checked) serves sites without Veriff. Unset: Veriff with its keys, else the sandbox outside
   * production; production with a site that needs a provider and neither refuses to start.
   */
  AGE_ASSURANCE: z.enum(['sandbox']).optional(),
  /**
   * `outbox`: mails are written to DATA_DIR/outbox and never sent (the default without SMTP_URL
   * outside production); production needs SMTP_URL or this, said explicitly.
   */
  MAIL: z.enum(['outbox']).optional(),
  /**
   * Each sending domain's DKIM key as <dir>/<domain>/<selector>.pem (`npm run tenant -- dkim`);
   * unset → DATA_DIR/dkim with keys the demo makes itself, outside production. Production with
   * SMTP_URL needs this or DKIM=relay (docs/deploy.md#mail-authentication).
   */
  DKIM_KEYS_DIR: z.string().min(1).optional(),
  /** `relay`: the mail relay signs, the app does not. */
  DKIM: z.enum(['relay']).optional(),
  /**
   * `outbox`: text messages (the direct debit code) are written to DATA_DIR/outbox and never sent.
   * There is no SMS provider yet: outside production the outbox is the default; production offers
   * no direct debit unless this says the outbox is meant (a staging site).
   */
  SMS: z.enum(['outbox']).optional(),
  /**
   * 1: a demo deployment: the demo sites may be served, and sites without members get the demo
   * login and generated members. Default 1 outside production, 0 in production (npm start sets 1).
   */
  DEMO_SITES: z.enum(['0', '1']).optional(),
  /**
   * Each site's public origin, for links in mails and the payment provider's return and webhook
   * addresses: {id} is the tenant id, {domain} its primary domain. Default: https://{domain} in
   * production, http://{id}.localhost:<PORT> otherwise. Never taken from a request's Host.
   */
  PUBLIC_ORIGIN: z
    .string()
    .trim()
    .refine(isOriginTemplate, 'must be an http(s) origin without a path, e.g. "https://{domain}" or "http://{id}.localhost:3000"')
    .optional(),
  /** Where this app reaches itself (the sandbox provider's webhooks); default http://127.0.0.1:<PORT>. */
  INTERNAL_URL: optionalUrl,
  /**
   * The deployment's one secret: each site's VAPID key pair, unsubscribe links and bounce
   * addresses are derived from it (server/platform/secrets.ts). Set the same value on every process;
   * unset → a random one kept in DATA_DIR/app-secret.
   */
  APP_SECRET: z.string().min(32, 'at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  /** How long a message or like waits unread before its e-mail. */
  NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How long a worker's claim on a job holds: a job whose process died runs again after this. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /**
   * The bearer token the MTA or mail provider sends with bounces and spam reports
   * (POST /api/mail-events.php); unset, there is no intake.
   */
  MAIL_EVENTS_TOKEN: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(24, 'at least 24 characters (e.g. openssl rand -hex 24)').optional())
    .optional(),
  /** Also accept https push endpoints on 127.0.0.1 (tests, local work); never in production. */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['0', '1', ''])
    .default('')
    .transform((value) => value === '1'),
  /**
   * Server processes on this machine, all on PORT (server/boot/cluster.ts); more than one needs
   * DATABASE_URL and REDIS_URL. Unset: one per core in production when both are set, else one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Prometheus metrics on GET /metrics of this port, a listener of its own (never the app's port
   * nor any site's or the console's host); with WEB_CONCURRENCY > 1 the primary serves the whole
   * machine's. Unset: no metrics listener (docs/decisions/0128-health-and-metrics.md).
   */
  METRICS_PORT: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(65535).optional())
    .optional(),
  /** The address the metrics listener binds to; 0.0.0.0 only behind a firewall that admits just the Prometheus server. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Client connections one server process holds at most; more are closed as they arrive. Unset:
   * 90 % of the process's open-file limit less 256 for its own files and pools
   * (docs/decisions/0134-connections-and-edges.md).
   */
  MAX_CONNECTIONS: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().int().min(1).optional())
    .optional(),
  /**
   * Connections one client address may hold on one process (0: no cap); more are closed as they
   * arrive, so one host's idle sockets cannot crowd out the others. Unset: 500, or 0 with
   * TRUST_PROXY (every visitor then shares the proxy's address; the proxy caps them).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().int().min(0).optional())
    .optional(),
});

/** Every variable the server reads, for checks that the documentation names each (scripts/readme.test.ts). */
export const ENV_KEYS = Object.keys(envSchema.shape);
