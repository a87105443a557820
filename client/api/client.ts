/** How pages read and change data: fetch in the browser, an in-process call during SSR. */
export interface ApiClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** An API failure as DESIGN §5 describes it. */
export class ApiRequestError extends Error {
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
