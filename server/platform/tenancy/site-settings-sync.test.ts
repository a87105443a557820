import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, twoProcesses } from '#tests/support/backends';
import { openDatabase } from '../db/client';
import { siteSettings } from '../db/schema';
import { createLogger } from '../logger';
import { ROOT } from '../paths';
import { closeRedis, connectRedis } from '../redis';
import { loadTenantFiles } from './load';
import { TenantRegistry } from './registry';
import { syncSiteSettings } from './site-settings-sync';

const SITE = 'flirtlocal';
const logger = createLogger('silent');
const registry = () => new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
/** Longer than any test: only the announcement can carry a change. */
const NO_POLL = 3_600_000;

async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.each(BACKENDS)('keeping site settings in step on $name', (backend) => {
  let processes: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    processes = await twoProcesses(backend);
    await processes.first.migrate();
  });
  afterAll(() => processes.close());

  it.runIf(backend.redisUrl)('lays another process’s save over the file as soon as it is announced on Redis', async () => {
    const channel = `test:${process.pid}:${Date.now()}:site-settings`;
    const [redisA, redisB] = [connectRedis(backend.redisUrl ?? ''), connectRedis(backend.redisUrl ?? '')];
    const [saving, other] = [registry(), registry()];
    const a = syncSiteSettings({ db: processes.first.db, registry: saving, redis: redisA, channel, logger, pollMs: NO_POLL });
    const b = syncSiteSettings({ db: processes.second.db, registry: other, redis: redisB, channel, logger, pollMs: NO_POLL });
    try {
      await Promise.all([a.refresh(), b.refresh()]);
      const before = other.get(SITE)?.version;
      await processes.first.db.insert(siteSettings).values({ tenantId: SITE, settings: { message_credits: 14 }, version: 1 });
      await a.refresh();
      expect(saving.get(SITE)?.tenant.message_credits).toBe(14);
      // The subscription may still be starting: announce until the other process has it.
      await until(() => {
        a.announce(SITE, 1);
        return other.get(SITE)?.tenant.message_credits === 14;
      });
      expect(other.get(SITE)?.tenant.message_credits).toBe(14);
      // A new version: every cache key of the site changes with it.
      expect(other.get(SITE)?.version).not.toBe(before);
      expect(other.fileOf(SITE)?.message_credits).toBe(10);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([closeRedis(redisA), closeRedis(redisB)]);
      await processes.first.db.delete(siteSettings);
    }
  });

  it('keeps serving what it served when the database and Redis fail, and catches up when the database answers again', async () => {
    const broken = await openDatabase({ url: 'postgresql://postgres@127.0.0.1:1/gone' }, () => undefined);
    const redis = connectRedis('redis://127.0.0.1:1');
    // The server's watchRedis listens to the connection's errors; this test has none.
    redis.on('error', () => undefined);
    const served = registry();
    const failing = syncSiteSettings({ db: broken.db, registry: served, redis, channel: 'test:gone', logger, pollMs: 50 });
    await expect(failing.refresh()).rejects.toThrow();
    failing.announce(SITE, 1);
    // Polls fail meanwhile, unthrown: the sites are served as their files say.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(served.get(SITE)?.tenant.message_credits).toBe(10);
    await failing.close();
    await closeRedis(redis);
    await broken.close();

    await processes.first.db.insert(siteSettings).values({ tenantId: SITE, settings: { photo_moderation: 'manual' }, version: 3 });
    const polling = syncSiteSettings({ db: processes.second.db, registry: served, channel: 'test:none', logger, pollMs: 50 });
    try {
      await until(() => served.get(SITE)?.tenant.photo_moderation === 'manual');
      expect(served.get(SITE)?.tenant.photo_moderation).toBe('manual');
      // A row that is not a change of the safe fields (written by hand) is left out: the file is served.
      await processes.first.db.update(siteSettings).set({ settings: { domains: ['evil.example'] }, version: 4 });
      await until(() => served.get(SITE)?.tenant.photo_moderation === 'auto');
      expect(served.get(SITE)?.tenant.domains).toEqual(served.fileOf(SITE)?.domains);
      expect(served.get(SITE)?.tenant.photo_moderation).toBe('auto');
    } finally {
      await polling.close();
      await processes.first.db.delete(siteSettings);
    }
  });
});
