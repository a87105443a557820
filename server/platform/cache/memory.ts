import type { Cache } from './cache';

/** Bounded in-process cache: the oldest entry goes when full, entries expire on read. */
export function createMemoryCache(maxEntries = 5000): Cache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
    },
    async close() {
      entries.clear();
    },
  };
}
