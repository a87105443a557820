import { z } from 'zod';
import { ValidationError } from '#server/core/domain/errors';

/** A blank parameter must fail rather than coerce to 0 (a point off the coast of Africa). */
const coordinate = (limit: number) => z.string().trim().min(1).pipe(z.coerce.number<string>().min(-limit).max(limit));
const latitude = coordinate(90);
const longitude = coordinate(180);

/** GET /api/geocode.php?lat=..&lon=..: both coordinates, each refusal named by its field. */
export function parseCoordinates(query: URLSearchParams): { lat: number; lon: number } {
  const lat = latitude.safeParse(query.get('lat') ?? '');
  const lon = longitude.safeParse(query.get('lon') ?? '');
  if (lat.success && lon.success) return { lat: lat.data, lon: lon.data };
  const invalid = { key: 'errors.invalid_field' };
  throw new ValidationError({ ...(lat.success ? {} : { lat: invalid }), ...(lon.success ? {} : { lon: invalid }) });
}
