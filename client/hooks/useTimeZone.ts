import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => 'UTC';

/**
 * The member's time zone: UTC on the server and while hydrating (the server cannot know it, and
 * both renders must match), the browser's right after.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(noChanges, browserZone, serverZone);
}
