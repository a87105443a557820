import type { ResourceKey } from 'i18next';

/**
 * A namespace's texts from their address (server/contract/texts.ts). A plain GET with fetch's
 * defaults, as the boot script's `<link rel="preload" as="fetch" crossorigin>` asked for it, so
 * the browser hands over that response instead of asking again.
 */
export async function fetchTexts(url: string): Promise<ResourceKey> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as ResourceKey;
}
