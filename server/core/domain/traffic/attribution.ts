import type { TrackingData, TrafficSource } from '#server/platform/db/schema';
import { TRACKING_FIELDS } from '#server/contract/tracking';

/** One touch as the sign-up body carries it (server/web/api/signup/schema.ts). */
export type TouchInput = Partial<Record<keyof TrafficSource, string | undefined>> & { landed_at?: string | undefined };

function source(touch: TouchInput): TrafficSource {
  const kept: TrafficSource = {};
  for (const field of TRACKING_FIELDS) {
    const value = touch[field];
    if (value) kept[field] = value;
  }
  return kept;
}

/**
 * What users.tracking keeps (decision 0092): the last touch flat, as sign-up always stored it,
 * and the first touch under `first` when the browser sent one. Without a source, nothing: a
 * date alone attributes nothing.
 */
export function attribution(last: TouchInput, first: TouchInput | undefined): TrackingData {
  const lastSource = source(last);
  const firstSource = first ? source(first) : {};
  const tracking: TrackingData = { ...lastSource };
  if (Object.keys(lastSource).length > 0 && last.landed_at) tracking.landedAt = last.landed_at;
  if (Object.keys(firstSource).length > 0) tracking.first = { ...firstSource, ...(first?.landed_at && { landedAt: first.landed_at }) };
  return tracking;
}
