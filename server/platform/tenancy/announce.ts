import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { closeRedis, subscriberOf } from '../redis';
import type { TenantWatcher } from './watch';

export const ANNOUNCED = 'announced';

/**
 * With Redis, a reload in one process (a SIGHUP, files it saw change) is announced on the
 * deployment's channel and every other process reloads its own files too; a reload that came
 * from an announcement is not announced again, so processes never echo each other.
 */
export function announceTenantReloads({ redis, channel, watcher, logger }: { redis: Redis; channel: string; watcher: TenantWatcher; logger: Logger }): {
  close(): Promise<void>;
} {
  const self = crypto.randomUUID();
  const subscriber = subscriberOf(redis);
  subscriber.subscribe(channel).catch((error: unknown) => logger.warn({ err: error }, 'tenant reload announcements: subscribe failed'));
  subscriber.on('message', (_channel: string, raw: string) => {
    // Our own announcement comes back to us; anything else on the channel is another process's reload.
    if (raw !== self) watcher.reload(ANNOUNCED);
  });
  watcher.onReload(({ reason }) => {
    if (reason === ANNOUNCED) return;
    redis.publish(channel, self).catch((error: unknown) => logger.warn({ err: error }, 'tenant reload announcement failed'));
  });
  return {
    async close() {
      await closeRedis(subscriber);
    },
  };
}
