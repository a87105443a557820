const STORAGE_KEY = 'chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

/**
 * docs/product.md#client-refresh: after a deploy, old chunks vanish; one full reload fetches the new ones. At most one
 * reload per 60 s, so a real outage cannot loop the page.
 */
export function reloadForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
  if (Date.now() - last < MIN_INTERVAL_MS) return false;
  sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
