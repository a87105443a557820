import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { envSchema } from './env-schema';

/**
 * The exit code of a server that cannot start because of its configuration (sysexits' EX_CONFIG):
 * starting it again would fail the same way, so the supervisor of `npm start` stops instead.
 */
export const EXIT_CONFIG = 78;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Config = Omit<z.infer<typeof envSchema>, 'WEB_CONCURRENCY'> & {
  dataDir: string;
  tenantsDir: string;
  publicOrigin: string;
  internalUrl: string;
  /** PAGE_CACHE_SECONDS with its default (10 in production, else 0). */
  pageCacheSeconds: number;
  /** DEMO_SITES with its default: demo content is seeded (on outside production, off in production). */
  demoSites: boolean;
  /** How many server processes share PORT on this machine (1: no cluster). */
  WEB_CONCURRENCY: number;
  /** Where the DKIM keys are and whether a missing one is made (the demo's own), or nothing is signed. */
  dkim: { dir: string; makeMissing: boolean } | undefined;
};

/** DKIM_KEYS_DIR, or the demo's own keys outside production (and on a production demo); DKIM=relay signs nothing. */
function dkimKeys(data: z.infer<typeof envSchema>, dataDir: string, demoSites: boolean): Config['dkim'] {
  if (data.DKIM === 'relay') return undefined;
  if (data.DKIM_KEYS_DIR) return { dir: path.resolve(data.DKIM_KEYS_DIR), makeMissing: false };
  return data.NODE_ENV !== 'production' || demoSites ? { dir: path.join(dataDir, 'dkim'), makeMissing: true } : undefined;
}

/**
 * Several processes share nothing in memory: live events must travel through Redis (the
 * in-process bus reaches only its own sockets) and PGlite's files open in one process only.
 */
function concurrency(data: z.infer<typeof envSchema>, cores: number): number {
  const multi = Boolean(data.DATABASE_URL && data.REDIS_URL);
  if (data.WEB_CONCURRENCY === undefined) return data.NODE_ENV === 'production' && multi ? cores : 1;
  if (data.WEB_CONCURRENCY > 1 && !multi) {
    const missing = [
      data.DATABASE_URL ? '' : 'DATABASE_URL (PostgreSQL: the embedded database opens in one process only)',
      data.REDIS_URL ? '' : 'REDIS_URL (live events must reach the sockets of every process)',
    ].filter(Boolean);
    throw new ConfigError(
      `WEB_CONCURRENCY=${data.WEB_CONCURRENCY} runs several server processes, which needs:\n${missing.map((line) => `  ${line}`).join('\n')}\nSet them, or WEB_CONCURRENCY=1.`,
    );
  }
  return data.WEB_CONCURRENCY;
}

/** Parses the environment once at boot; a bad value stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const demoSites = (parsed.data.DEMO_SITES ?? (parsed.data.NODE_ENV === 'production' ? '0' : '1')) === '1';
  return {
    ...parsed.data,
    dataDir,
    tenantsDir: path.resolve(parsed.data.TENANTS_DIR),
    publicOrigin: parsed.data.PUBLIC_ORIGIN ?? (parsed.data.NODE_ENV === 'production' ? 'https://{domain}' : `http://{id}.localhost:${parsed.data.PORT}`),
    internalUrl: parsed.data.INTERNAL_URL ?? `http://127.0.0.1:${parsed.data.PORT}`,
    pageCacheSeconds: parsed.data.PAGE_CACHE_SECONDS ?? (parsed.data.NODE_ENV === 'production' ? 10 : 0),
    demoSites,
    WEB_CONCURRENCY: concurrency(parsed.data, cores),
    dkim: dkimKeys(parsed.data, dataDir, demoSites),
  };
}
