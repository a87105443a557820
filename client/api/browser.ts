import { ApiRequestError, type ApiClient } from './client';

interface ErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** A 403 authentication_required on any call but user.php logs the client out (docs/product.md#client-refresh). */
export const AUTHENTICATION_REQUIRED_EVENT = 'api:authentication-required';
/** A 403 banned: the session belongs to a banned member, the member app shows the ban page (client/queries/ban.ts). */
export const BANNED_EVENT = 'api:banned';

async function request<T>(method: string, path: string, params?: Record<string, string>, body?: unknown): Promise<T> {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  const isForm = body instanceof FormData;
  const response = await fetch(`${path}${query}`, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Request-Type': 'client', ...(body !== undefined && !isForm && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: isForm ? body : JSON.stringify(body) }),
  });
  const data = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok) {
    const { error = 'http_error', message = response.statusText, fields, ...details } = data;
    if (response.status === 403 && error === 'authentication_required' && path !== '/api/user.php') {
      window.dispatchEvent(new Event(AUTHENTICATION_REQUIRED_EVENT));
    }
    if (response.status === 403 && error === 'banned') window.dispatchEvent(new Event(BANNED_EVENT));
    throw new ApiRequestError(response.status, error, message, fields, details);
  }
  return data;
}

export const browserApi: ApiClient = {
  get: (path, params) => request('GET', path, params),
  send: (method, path, body) => request(method, path, undefined, body ?? {}),
};

/** multipart/form-data upload (photos). */
export function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return request<T>('POST', path, undefined, form);
}
