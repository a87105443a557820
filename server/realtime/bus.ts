import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** One delivered event: for which member, with its stored id. */
export interface LiveEvent {
  id: number;
  userId: number;
  type: string;
  payload: Record<string, unknown>;
}

/** Carries events to every process's sockets: Redis pub/sub with REDIS_URL, in-process otherwise. */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const DEFAULT_CHANNEL = 'dp:events';

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * A subscriber needs its own connection (a subscribed Redis connection can do nothing else).
 * Every process of one deployment must use the same channel; tests give each app its own.
 */
export function createRedisBus(publisher: Redis, channel = DEFAULT_CHANNEL): EventBus {
  const subscriber = publisher.duplicate();
  const local = createMemoryBus();
  subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('message', (_channel: string, raw: string) => {
    local.publish(JSON.parse(raw) as LiveEvent);
  });
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await subscriber.quit();
    },
  };
}
