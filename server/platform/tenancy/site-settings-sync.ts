import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import type { Logger } from '../logger';
import { closeRedis, subscriberOf } from '../redis';
import { siteOverrideSchema } from './overrides';
import type { StoredOverride, TenantRegistry } from './registry';

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

/** Every stored change, by site; a row that is not a change of the safe fields (edited by hand) is logged and left out. */
async function readOverrides(db: Db, logger: Logger): Promise<Map<string, StoredOverride>> {
  const rows = await db.select({ tenantId: siteSettings.tenantId, settings: siteSettings.settings, version: siteSettings.version }).from(siteSettings);
  const overrides = new Map<string, StoredOverride>();
  for (const row of rows) {
    const parsed = siteOverrideSchema.safeParse(row.settings);
    if (parsed.success) overrides.set(row.tenantId, { settings: parsed.data, version: row.version });
    else logger.error({ tenant: row.tenantId, version: row.version, err: parsed.error }, 'site settings: stored row is not valid; the site serves its file');
  }
  return overrides;
}

const sameVersions = (served: ReadonlyMap<string, StoredOverride>, stored: ReadonlyMap<string, number>) =>
  served.size === stored.size && [...stored].every(([id, version]) => served.get(id)?.version === version);

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

  // One refresh at a time, in order: a slow read never lays older changes over newer ones.
  const refresh = () => {
    queue = queue.then(async () => {
      const overrides = await readOverrides(db, logger);
      const stored = new Map([...overrides].map(([id, override]) => [id, override.version]));
      if (!sameVersions(registry.overridden, stored)) registry.overrideWith(overrides);
      succeeded();
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
        if (!sameVersions(registry.overridden, new Map(rows.map((row) => [row.tenantId, row.version])))) return refreshQuietly();
        return undefined;
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
