/** A small JSON cache; Redis when REDIS_URL is set, process memory otherwise. */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Returns the cached value, or computes, stores and returns it. */
export async function cached<T>(cache: Cache, key: string, ttlSeconds: number, compute: () => T | Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await compute();
  await cache.set(key, value, ttlSeconds);
  return value;
}
