/** How pages read and change data: fetch in the browser, an in-process call during SSR. */
export interface ApiClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** An API failure as docs/product.md#api-errors describes it. */
export class ApiRequestError extends Error {
  /** The brand isApiError checks: see there why not instanceof. */
  readonly apiRequestError = true;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * Whether an error is an API refusal. Structural, never `instanceof`: the production build
 * bundles this module twice (the SSR bundle and the server bundle that runs the in-process API),
 * and the server's copy of the class is not the loaders' copy.
 */
export function isApiError(error: unknown): error is ApiRequestError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<Record<keyof ApiRequestError, unknown>>;
  return (
    candidate.apiRequestError === true && typeof candidate.status === 'number' && typeof candidate.code === 'string' && typeof candidate.message === 'string'
  );
}
