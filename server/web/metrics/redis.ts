import { Counter, Gauge, type Registry } from 'prom-client';
import type { RedisSignals } from '#server/platform/redis';

/**
 * redis_up and redis_fallbacks_total{part}: whether this process reaches Redis, and how often a
 * part did without it (docs/decisions/0132-redis-degraded-mode.md). A cluster's primary shows the
 * lowest redis_up of its workers (one cut off is enough to look at) and sums the fallbacks.
 */
export function redisMetrics(registry: Registry): RedisSignals {
  const registers = [registry];
  const up = new Gauge({
    name: 'redis_up',
    help: 'Whether this process is connected to Redis (1) or runs its cache, rate limits and live events alone (0)',
    aggregator: 'min',
    registers,
  });
  const fallbacks = new Counter({
    name: 'redis_fallbacks_total',
    help: 'Operations that did without Redis because it failed, by part (cache, rate_limits, bus)',
    labelNames: ['part'],
    registers,
  });
  return {
    up: (value) => up.set(value),
    fallback: (part) => fallbacks.inc({ part }),
  };
}
