/** How pages read the API: fetch in the browser, an in-process call during SSR. */
export interface ApiClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
}

/** An API failure as DESIGN §5 describes it. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
