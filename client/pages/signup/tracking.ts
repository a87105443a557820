import { useSyncExternalStore } from 'react';
import type { TrackingData } from '#server/db/schema/accounts';
import type { Settings } from '#client/queries/keys';

const STORAGE_KEY = 'tracking';
const FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Keeps the traffic source of the landing URL (last touch) for the sign-up. */
export function captureTracking(search: string): void {
  const params = new URLSearchParams(search);
  if (!params.get('network') && !params.get('ref')) return;
  const tracking: TrackingData = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value) tracking[field] = value.slice(0, 100);
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
}

export function readTracking(): TrackingData {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as TrackingData;
  } catch {
    return {};
  }
}

/** docs/product.md#accounts-signup, the same rule the server applies: all, or with_trafficsource and a source. */
export function signupAllowed(settings: Pick<Settings, 'signups'>, tracking: TrackingData): boolean {
  return settings.signups === 'all' || (settings.signups === 'with_trafficsource' && Boolean(tracking.network));
}

const noChanges = () => () => undefined;

/** The stored traffic source; undefined on the server and while hydrating, so both render alike. */
export function useTrafficSource(): string | undefined {
  return useSyncExternalStore(
    noChanges,
    () => readTracking().network,
    () => undefined,
  );
}
