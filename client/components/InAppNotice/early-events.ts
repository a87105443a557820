import { LIVE_EVENT, type LiveEvent } from '#client/realtime/live';

/** At most this many kept: the host shows three anyway. */
const KEPT = 10;

/**
 * Live events that came before the notice host's chunk had loaded (it loads after hydration, and
 * the socket may be quicker on a busy phone): kept here by the small part in the first bundle and
 * taken once by the host when it mounts. Null once taken: from then on the host listens itself.
 */
let early: LiveEvent[] | null = [];

export function keepEarlyEvents(): () => void {
  const keep = (event: Event) => {
    early?.push((event as CustomEvent<LiveEvent>).detail);
    if (early && early.length > KEPT) early.shift();
  };
  window.addEventListener(LIVE_EVENT, keep);
  return () => window.removeEventListener(LIVE_EVENT, keep);
}

export function takeEarlyEvents(): LiveEvent[] {
  const taken = early ?? [];
  early = null;
  return taken;
}
