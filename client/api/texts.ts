import type { ResourceKey } from 'i18next';
import { retryDelay, shouldRetry } from './retry';

class TextsRequestError extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
  }
}

/**
 * A namespace's texts from their address (server/contract/texts.ts). A plain GET with fetch's
 * defaults, as the boot script's `<link rel="preload" as="fetch" crossorigin>` asked for it, so
 * the browser hands over that response instead of asking again. The page cannot hydrate without
 * them, so a network failure or a 5xx is asked again like an API call (client/api/retry.ts).
 */
export async function fetchTexts(url: string, failures = 0): Promise<ResourceKey> {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new TextsRequestError(url, res.status);
    return (await res.json()) as ResourceKey;
  } catch (error) {
    if (!shouldRetry(failures, error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    return fetchTexts(url, failures + 1);
  }
}
