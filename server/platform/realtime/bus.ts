import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger';
import { closeRedis, QUIET_FALLBACK, subscriberOf, type RedisFallback } from '../redis';

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
  /**
   * Runs when the bus is cut off. Events may flow again before the catch-up of onReconnect has
   * read what was missed: sockets hold them back from here on, so nothing newer is sent first
   * and the catch-up still starts after the last event each socket had before the cut.
   */
  onCutOff(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Every event type the server emits (the client's live.ts handles them). Typing is fleeting and
 * carries id 0; every other event carries its id from the events table.
 */
export const EVENT_TYPES = ['message', 'credits', 'read', 'chat_read', 'chat_removed', 'like', 'match', 'payment', 'photo_removed', 'typing'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const busMessage = z.union([
  z.strictObject({ id: positiveId, userId: positiveId, type: z.enum(EVENT_TYPES).exclude(['typing']), payload: z.record(z.string(), z.unknown()) }),
  z.strictObject({ id: z.literal(0), userId: positiveId, type: z.literal('typing'), payload: z.record(z.string(), z.unknown()) }),
]);

/**
 * What came off the shared channel, when it is an event this code publishes. Anything else (a
 * forged or garbled message, another program's traffic) would reach a hub's sockets and move
 * their last sent id: it is dropped.
 */
export function parseBusMessage(raw: string): LiveEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = busMessage.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

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
    onCutOff: () => () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Said on the channel by a process whose publishes were dropped, before its next event and as soon
 * as its connection is back: every process's sockets catch up from the events table, as after
 * their own reconnect. Another process's subscription may have come back, and caught up, before
 * this one could publish again; without it the dropped events would reach nobody.
 */
export const RESYNC_MESSAGE = '{"resync":true}';

/**
 * A subscriber needs its own connection (a subscribed Redis connection can do nothing else).
 * Every process of one deployment uses the same channel, under the deployment's Redis namespace
 * (REDIS_PREFIX): pub/sub ignores the database number, so deployments sharing a Redis server
 * would otherwise receive each other's events. Tests give each app its own.
 *
 * A publish that fails (Redis down or hung) does not fail the request that stored the event:
 * the event is in the events table, and every process's sockets catch up from there once their
 * subscription is back (onReconnect). `fallback` tells of it.
 */
export function createRedisBus(publisher: Redis, channel: string, logger: Logger, fallback: RedisFallback = QUIET_FALLBACK): EventBus {
  const subscriber = subscriberOf(publisher);
  const local = createMemoryBus();
  const reconnectListeners = new Set<() => void>();
  const cutOffListeners = new Set<() => void>();
  subscriber.subscribe(channel).catch(() => undefined);
  const catchUp = () => {
    for (const listener of reconnectListeners) listener();
  };
  subscriber.on('message', (_channel: string, raw: string) => {
    if (raw === RESYNC_MESSAGE) return catchUp();
    const event = parseBusMessage(raw);
    if (event) local.publish(event).catch((error: unknown) => logger.error({ err: error }, 'live bus: delivery failed'));
    else logger.warn({ channel, message: raw.slice(0, 200) }, 'live bus: malformed message dropped');
  });
  let cutOff = false;
  subscriber.on('close', () => {
    if (!cutOff) for (const listener of cutOffListeners) listener();
    cutOff = true;
  });
  subscriber.on('ready', () => {
    if (!cutOff) return;
    cutOff = false;
    // ioredis subscribes again by itself; awaiting a SUBSCRIBE of our own tells when that is in
    // effect, so a catch-up that starts then overlaps with what arrives live and misses nothing.
    subscriber.subscribe(channel).then(
      catchUp,
      // Cut off again before it took effect: the next 'ready' tries again.
      () => undefined,
    );
  });
  // Whether a publish was dropped since the last RESYNC_MESSAGE went out.
  let dropped = false;
  const resyncIfDropped = async () => {
    if (!dropped) return;
    dropped = false;
    await publisher.publish(channel, RESYNC_MESSAGE);
  };
  const onPublisherReady = () => {
    resyncIfDropped().catch(() => {
      dropped = true;
    });
  };
  publisher.on('ready', onPublisherReady);
  return {
    async publish(event) {
      await fallback.run(
        async () => {
          // Sent first on the same connection, so the catch-up starts before this event arrives.
          await resyncIfDropped();
          await publisher.publish(channel, JSON.stringify(event));
        },
        async () => {
          dropped = true;
        },
      );
    },
    subscribe: local.subscribe,
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    onCutOff(listener) {
      cutOffListeners.add(listener);
      return () => cutOffListeners.delete(listener);
    },
    async close() {
      publisher.off('ready', onPublisherReady);
      reconnectListeners.clear();
      cutOffListeners.clear();
      await local.close();
      await closeRedis(subscriber);
    },
  };
}
