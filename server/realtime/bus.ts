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
  /**
   * Runs when the bus receives again after it was cut off: what was published meanwhile never
   * arrived here (pub/sub keeps nothing), so open sockets must catch up from the events table.
   */
  onReconnect(listener: () => void): () => void;
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
    // In-process delivery is never cut off.
    onReconnect: () => () => undefined,
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
  const reconnectListeners = new Set<() => void>();
  subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('message', (_channel: string, raw: string) => {
    local.publish(JSON.parse(raw) as LiveEvent);
  });
  let cutOff = false;
  subscriber.on('close', () => {
    cutOff = true;
  });
  subscriber.on('ready', () => {
    if (!cutOff) return;
    cutOff = false;
    // ioredis subscribes again by itself; awaiting a SUBSCRIBE of our own tells when that is in
    // effect, so a catch-up that starts then overlaps with what arrives live and misses nothing.
    subscriber.subscribe(channel).then(
      () => {
        for (const listener of reconnectListeners) listener();
      },
      // Cut off again before it took effect: the next 'ready' tries again.
      () => undefined,
    );
  });
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    async close() {
      reconnectListeners.clear();
      await local.close();
      await subscriber.quit();
    },
  };
}
