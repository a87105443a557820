/**
 * The cost of the first reverse-geocoding lookup, which loads the boundaries (docs/bench.md):
 *   node --expose-gc --import tsx scripts/geodata/measure.ts
 */
import { reverseGeocode } from '#server/platform/reference-data/geocode';

const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
globalThis.gc?.();
const before = process.memoryUsage.rss();
const started = performance.now();
const place = reverseGeocode(48.137, 11.575);
const firstCallMs = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
globalThis.gc?.();
const kept = process.memoryUsage.rss();
const laterStarted = performance.now();
for (let step = 0; step < 1000; step += 1) reverseGeocode(47 + (step % 8), 6 + (step % 10));
const laterMs = (performance.now() - laterStarted) / 1000;
console.log(`Munich: ${JSON.stringify(place)}`);
console.log(
  `first call ${firstCallMs.toFixed(0)} ms; RSS ${mb(before)} MB before, ${mb(peak)} MB peak, ${mb(kept)} MB after; later calls ${laterMs.toFixed(3)} ms each`,
);
