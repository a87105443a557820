import { ApiRequestError, type ApiClient } from './client';

interface ErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

async function request<T>(method: string, path: string, params?: Record<string, string>, body?: unknown): Promise<T> {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  const response = await fetch(`${path}${query}`, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Request-Type': 'client', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const data = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok) {
    throw new ApiRequestError(response.status, data.error ?? 'http_error', data.message ?? response.statusText, data.fields);
  }
  return data;
}

export const browserApi: ApiClient = {
  get: (path, params) => request('GET', path, params),
};
