import { isRouteErrorResponse } from 'react-router';

/** SPEC §4/§8: the status comes from the error, else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return 500;
}
