import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { connectRedis } from '../redis';
import { announceTenantReloads } from './announce';
import { loadTenantFiles } from './load';
import { TenantRegistry } from './registry';
import { watchTenantFiles } from './watch';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = pino({ level: 'silent' });

/** Two processes of one deployment, each with its own copy of the files (as on two machines). */
describe.skipIf(!redisUrl)('reload announcements over Redis', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  function peer(channel: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-announce-'));
    fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
    const registry = new TenantRegistry(loadTenantFiles(dir));
    const redis = connectRedis(redisUrl as string);
    return {
      dir,
      registry,
      start() {
        const watcher = watchTenantFiles({ dir, registry, logger });
        const announcements = announceTenantReloads({ redis, channel, watcher, logger });
        cleanups.push(async () => {
          watcher.close();
          await announcements.close();
          await redis.quit();
          fs.rmSync(dir, { recursive: true, force: true });
        });
        return watcher;
      },
    };
  }

  it('a SIGHUP in one process makes the other reload its files too', async () => {
    const channel = `test:${crypto.randomUUID()}:tenants`;
    const first = peer(channel);
    const second = peer(channel);
    // Edited before the second process watches: it does not see the change by itself.
    const file = path.join(second.dir, 'herzklopfen.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), name: 'Herzklopfen überall' }));
    const signalled = first.start();
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second.registry.get('herzklopfen')?.tenant.name).toBe('Herzklopfen 40+');

    // Signalled again until the second one's subscription is in effect (pub/sub keeps nothing for late subscribers).
    const deadline = Date.now() + 10_000;
    while (second.registry.get('herzklopfen')?.tenant.name !== 'Herzklopfen überall' && Date.now() < deadline) {
      signalled.reload('SIGHUP');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(second.registry.get('herzklopfen')?.tenant.name).toBe('Herzklopfen überall');
  });
});
