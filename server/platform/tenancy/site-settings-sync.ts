import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import type { Logger } from '../logger';
import { closeRedis, subscriberOf } from '../redis';
import { siteOverrideSchema, type SiteOverride } from './overrides';
import type { TenantRegistry } from './registry';

/**
 * How often each process asks the database whether a site's settings changed: the only way
 * they reach a process without Redis (or while its subscription is down), and one indexed read
 * of a table with a row per site.
 */
export const SETTINGS_POLL_MS = 5_000;

export interface SiteSettingsSync {
  /** Reads the stored changes and serves them: at boot, after a save here, on another process's word. */
  refresh(): Promise<void>;
  /** Tells every other process that a site's settings changed (with Redis; the others' polls see it anyway). */
  announce(tenantId: string, version: number): void;
  close(): Promise<void>;
}

interface StoredRows {
  /** The changes to lay over the files, by site. */
  overrides: Map<string, SiteOverride>;
  /** Every row's version, valid or not: what the poll compares. */
  versions: Map<string, number>;
  /** Rows that are not a change of the safe fields (edited by hand): their sites serve their files. */
  invalid: { tenantId: string; version: number; error: unknown }[];
}

async function readRows(db: Db): Promise<StoredRows> {
  const rows = await db.select({ tenantId: siteSettings.tenantId, settings: siteSettings.settings, version: siteSettings.version }).from(siteSettings);
  const read: StoredRows = { overrides: new Map(), versions: new Map(), invalid: [] };
  for (const row of rows) {
    read.versions.set(row.tenantId, row.version);
    const parsed = siteOverrideSchema.safeParse(row.settings);
    if (parsed.success) read.overrides.set(row.tenantId, parsed.data);
    else read.invalid.push({ tenantId: row.tenantId, version: row.version, error: parsed.error });
  }
  return read;
}

const sameVersions = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...b].every(([id, version]) => a.get(id) === version);

/**
 * Keeps the registry's copy of the console's changes (decision 0145) in step with site_settings
 * on every process: a save here refreshes at once and is announced on the deployment's Redis
 * channel, on which every other process refreshes; a poll of the versions catches what an
 * announcement missed (no Redis, a dropped subscription). A database or Redis that fails is
 * logged, never thrown: the sites keep serving what they served.
 */
export function syncSiteSettings({
  db,
  registry,
  redis,
  channel,
  logger,
  pollMs = SETTINGS_POLL_MS,
}: {
  db: Db;
  registry: TenantRegistry;
  redis?: Redis | undefined;
  channel: string;
  logger: Logger;
  pollMs?: number;
}): SiteSettingsSync {
  let queue: Promise<void> = Promise.resolve();
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) logger.warn({ err: error }, 'site settings: reading them failed; the sites keep their current settings');
    failing = true;
  };
  const succeeded = () => {
    if (failing) logger.info('site settings: read again');
    failing = false;
  };

  // The versions the registry serves; a new process starts with none and reads every row.
  let known = new Map<string, number>();

  // One refresh at a time, in order: a slow read never lays older changes over newer ones.
  const refresh = () => {
    queue = queue.then(async () => {
      const read = await readRows(db);
      succeeded();
      if (sameVersions(known, read.versions)) return;
      for (const { tenantId, version, error } of read.invalid) {
        if (known.get(tenantId) !== version)
          logger.error({ tenant: tenantId, version, err: error }, 'site settings: stored row is not valid; the site serves its file');
      }
      registry.overrideWith(read.overrides);
      known = read.versions;
    });
    return queue.catch((error: unknown) => {
      failed(error);
      throw error;
    });
  };
  const refreshQuietly = () => refresh().catch(() => undefined);

  const poll = setInterval(() => {
    db.select({ tenantId: siteSettings.tenantId, version: siteSettings.version })
      .from(siteSettings)
      .then((rows) => {
        succeeded();
        return sameVersions(known, new Map(rows.map((row) => [row.tenantId, row.version]))) ? undefined : refreshQuietly();
      }, failed);
  }, pollMs);
  poll.unref();

  const subscriber = redis && subscriberOf(redis);
  subscriber
    ?.subscribe(channel)
    .catch((error: unknown) => logger.warn({ err: error }, 'site settings: subscribing to announcements failed; the poll sees changes'));
  subscriber?.on('message', () => void refreshQuietly());

  return {
    refresh,
    announce(tenantId, version) {
      redis
        ?.publish(channel, JSON.stringify({ tenant: tenantId, version }))
        .catch((error: unknown) => logger.warn({ err: error, tenant: tenantId }, 'site settings: announcement failed; the other processes poll'));
    },
    async close() {
      clearInterval(poll);
      await queue.catch(() => undefined);
      if (subscriber) await closeRedis(subscriber);
    },
  };
}
