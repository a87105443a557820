import { isRouteErrorResponse } from 'react-router';

/** The status comes from the error, else 500 (docs/product.md#error-pages). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}

/** The translated reason a loader passed along with a refusal (pageRefusal: 403 "You're blocked by …"). */
export function errorMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' ? data.message : undefined;
}
