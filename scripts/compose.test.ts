import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '#server/platform/config';
import { ENV_KEYS } from '#server/platform/env-schema';
import { ROOT } from '#server/platform/paths';
import { productionProblems } from '#server/boot/readiness';

/**
 * compose.yaml is the reference deployment (docs/deploy.md). Docker cannot run here, so this
 * reads it as Compose would: the services, their ports and health, and the app's environment
 * with the variables filled in the way Compose fills them, handed to the server's own config.
 */
interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | null>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean }>;
}

const text = fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8');
const compose = parse(text) as ComposeFile;
const app = compose.services.app as Service;
const appEnv = app.environment ?? {};

/** What an operator must set in .env: Compose refuses to start without each. */
const REQUIRED = ['APP_SECRET', 'POSTGRES_PASSWORD', 'SMTP_URL', 'OPERATOR_HOSTS', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'TENANTS_PATH'];
/** Every production setting docs/deploy.md lists, named in the app's environment (set, required or passed on). */
const APP_SETTINGS = [
  'NODE_ENV',
  'APP_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL',
  'MOLLIE_API_KEY',
  'PAYMENTS',
  'PUBLIC_ORIGIN',
  'OPERATOR_HOSTS',
  'CONSOLE_ORIGIN',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'MEDIA_URL',
  'METRICS_PORT',
  'METRICS_HOST',
  'MAIL_EVENTS_TOKEN',
  'TRUST_PROXY',
  'TENANTS_DIR',
];
const SECRET = /SECRET|PASSWORD|TOKEN|API_KEY|ACCESS_KEY|ROOT_USER/;

/** Compose's interpolation: `$$`, `${NAME}`, `${NAME:-default}`, `${NAME:?message}` (an unset or empty NAME stops it). */
function interpolate(value: string, env: Record<string, string>, missing: Set<string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_whole: string, name?: string, kind?: string, rest?: string) => {
    if (!name) return '$';
    const given = env[name];
    if (given) return given;
    if (kind === '?') missing.add(name);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/**
 * The app's environment as the container gets it from `.env` (`NAME:` with no value: passed on
 * when set, else left out), its volumes, and what Compose would refuse to start without.
 */
function appEnvironment(dotenv: Record<string, string>) {
  const missing = new Set<string>();
  const env: Record<string, string> = {};
  const volumes = (app.volumes ?? []).map((volume) => interpolate(volume, dotenv, missing));
  for (const [name, value] of Object.entries(appEnv)) {
    if (value === null) {
      if (dotenv[name] !== undefined) env[name] = dotenv[name];
    } else env[name] = interpolate(String(value), dotenv, missing);
  }
  return { env, volumes, missing };
}

const DOTENV = {
  APP_SECRET: 'k'.repeat(48),
  POSTGRES_PASSWORD: '0f'.repeat(24),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  OPERATOR_HOSTS: 'console.example.com',
  TENANTS_PATH: '/etc/dating/sites',
  AWS_ACCESS_KEY_ID: 'media-user',
  AWS_SECRET_ACCESS_KEY: 'ab'.repeat(24),
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz0123',
};

describe('compose.yaml, the reference deployment', () => {
  it('runs the app built from the Dockerfile beside PostgreSQL 16, Redis 7, an S3 store and its bucket', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'bucket', 'minio', 'postgres', 'redis']);
    expect(app.build).toBe('.');
    expect(compose.services.postgres?.image).toMatch(/^postgres:16\b/);
    expect(compose.services.redis?.image).toMatch(/^redis:7\b/);
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      bucket: { condition: 'service_completed_successfully' },
    });
  });

  it('names every production setting in the app environment, each one the server reads', () => {
    expect(APP_SETTINGS.filter((name) => !(name in appEnv))).toEqual([]);
    expect(appEnv.NODE_ENV).toBe('production');
    expect('DEMO_SITES' in appEnv).toBe(false);
    const unknown = Object.keys(appEnv).filter((name) => !name.startsWith('AWS_') && !ENV_KEYS.includes(name));
    expect(unknown).toEqual([]);
  });

  it('stops with a message naming each required setting that is missing, and uses `:?` for each', () => {
    const { missing } = appEnvironment({});
    expect([...missing].sort()).toEqual([...REQUIRED].sort());
    for (const name of REQUIRED) expect(text).toMatch(new RegExp(`\\$\\{${name}:\\?[^}]{10,}\\}`));
    expect(text).not.toMatch(/\$\{\w+\?/);
  });

  it('gives no secret a literal value or a default', () => {
    const envs = Object.values(compose.services).flatMap((service) => Object.entries(service.environment ?? {}));
    const literal = envs.filter(([name, value]) => SECRET.test(name) && value !== null && !/^\$\{\w+:\?[^}]+\}$/.test(value));
    expect(literal).toEqual([]);
    const defaulted = [...text.matchAll(/\$\{(\w+):?-/g)].map((match) => match[1] as string).filter((name) => SECRET.test(name));
    expect(defaulted).toEqual([]);
  });

  it('gives the app an environment the server accepts in production, its boot checks included', () => {
    const { env, volumes, missing } = appEnvironment(DOTENV);
    expect([...missing]).toEqual([]);
    const config = loadConfig(env);
    expect(productionProblems(config, [])).toEqual([]);
    // The operator's site files are where the server and `npm run tenant` look for them.
    expect(volumes).toContain(`${DOTENV.TENANTS_PATH}:${env.TENANTS_DIR}`);
    expect(config).toMatchObject({ NODE_ENV: 'production', S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true, TRUST_PROXY: 1 });
    expect(config.DATABASE_URL).toBe(`postgresql://app:${DOTENV.POSTGRES_PASSWORD}@postgres:5432/app`);
    expect(config.OPERATOR_HOSTS).toEqual(['console.example.com']);
    // Without Mollie the deployment must say how it takes payments, or that it takes none.
    const unpaid: Record<string, string> = { ...DOTENV };
    delete unpaid.MOLLIE_API_KEY;
    expect(productionProblems(loadConfig(appEnvironment(unpaid).env), [])).toEqual([expect.stringMatching(/^MOLLIE_API_KEY: missing/)]);
    expect(productionProblems(loadConfig(appEnvironment({ ...unpaid, PAYMENTS: 'none' }).env), [])).toEqual([]);
  });

  it('publishes only the app, on loopback unless told otherwise, and keeps the other services on an internal network', () => {
    const publishing = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(publishing.map(([name]) => name)).toEqual(['app']);
    expect(app.ports?.map((port) => interpolate(port, {}, new Set()))).toEqual(['127.0.0.1:3000:3000']);
    expect(compose.networks.internal?.internal).toBe(true);
    for (const name of ['postgres', 'redis', 'minio', 'bucket']) expect(compose.services[name]?.networks).toEqual(['internal']);
  });

  it('watches every service: a healthcheck, or a start that waits on a condition', () => {
    const unwatched = Object.entries(compose.services).filter(
      ([, service]) => !service.healthcheck && !Object.values(service.depends_on ?? {}).some((dependency) => dependency.condition),
    );
    expect(unwatched.map(([name]) => name)).toEqual([]);
    expect(app.healthcheck?.test.join(' ')).toContain('/healthz');
  });
});
