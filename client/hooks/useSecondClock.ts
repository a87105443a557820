import { useCallback, useSyncExternalStore } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const serverSnapshot = () => null;

/**
 * The current time in whole seconds, updated each second until `until` (ms) has passed; no
 * ticking when it is null. Null on the server and while hydrating, so a countdown renders the
 * same on both sides and appears after mount.
 */
export function useSecondClock(until: number | null): number | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (until === null) return () => undefined;
      let interval: ReturnType<typeof setInterval> | undefined;
      const tick = () => {
        onTick();
        if (Date.now() >= until) clearInterval(interval);
      };
      // Ticks on the wall clock's second boundaries, so a countdown never skips or repeats a second.
      const first = setTimeout(
        () => {
          tick();
          if (Date.now() < until) interval = setInterval(tick, 1000);
        },
        1000 - (Date.now() % 1000),
      );
      return () => {
        clearTimeout(first);
        clearInterval(interval);
      };
    },
    [until],
  );
  return useSyncExternalStore(subscribe, nowSeconds, serverSnapshot);
}
