/** A point as [lon, lat] in degrees. */
export type Point = readonly [number, number];

const KM_PER_LAT = 111.2;

/** Distance in km from p to the segment a–b, on a flat projection around their latitude. */
function segmentDistanceKm(p: Point, a: Point, b: Point, kmPerLon: number): number {
  const ax = (a[0] - p[0]) * kmPerLon;
  const ay = (a[1] - p[1]) * KM_PER_LAT;
  const dx = (b[0] - a[0]) * kmPerLon;
  const dy = (b[1] - a[1]) * KM_PER_LAT;
  const along = dx === 0 && dy === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
  return Math.hypot(ax + along * dx, ay + along * dy);
}

/**
 * Douglas–Peucker: the fewest of the ring's points that keep every dropped one within
 * `toleranceKm` of the outline. A closed ring starts and ends on the same point, which stays.
 */
export function simplifyRing(ring: readonly Point[], toleranceKm: number): Point[] {
  if (ring.length < 3) return [...ring];
  const meanLat = ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length;
  const kmPerLon = KM_PER_LAT * Math.cos((meanLat * Math.PI) / 180);
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const spans: Array<[number, number]> = [[0, ring.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [first, last] = span;
    let farthest = -1;
    let farthestKm = toleranceKm;
    for (let index = first + 1; index < last; index += 1) {
      const km = segmentDistanceKm(ring[index] as Point, ring[first] as Point, ring[last] as Point, kmPerLon);
      if (km > farthestKm) {
        farthest = index;
        farthestKm = km;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([first, farthest], [farthest, last]);
  }
  return ring.filter((_, index) => keep[index] === 1);
}

/**
 * A ring as integers: the first point in 1/scale degrees, then each next one as the difference to
 * the one before (small numbers, few digits). The closing point is left out; the reader repeats
 * the first. Null when fewer than three distinct points remain: the shape is smaller than a step.
 */
export function encodeRing(ring: readonly Point[], scale: number): number[] | null {
  const encoded: number[] = [];
  let lastX = 0;
  let lastY = 0;
  let count = 0;
  for (const [lon, lat] of ring.slice(0, -1)) {
    const x = Math.round(lon * scale);
    const y = Math.round(lat * scale);
    if (count > 0 && x === lastX && y === lastY) continue;
    encoded.push(count === 0 ? x : x - lastX, count === 0 ? y : y - lastY);
    lastX = x;
    lastY = y;
    count += 1;
  }
  return count >= 3 ? encoded : null;
}
