import { reverseGeocode } from '#server/platform/reference-data/geocode';
import type { ReadEndpoint } from '../endpoints';
import { parseCoordinates } from './schema';

/** GET /api/geocode.php?lat=..&lon=..: the country and region of a coordinate, offline. */
export function geocodeEndpoint(): ReadEndpoint {
  return {
    path: '/api/geocode.php',
    handle: async ({ site }, query) => {
      const { lat, lon } = parseCoordinates(query);
      const place = reverseGeocode(lat, lon);
      if (!place) return { country: null, region: null, supported: false };
      return { ...place, supported: site.tenant.countries.includes(place.country) };
    },
  };
}
