import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './client';
import { MAX_RETRIES, retryDelay, shouldRetry } from './retry';

describe('request retries', () => {
  it('asks again after a network failure or a 5xx, up to 5 times', () => {
    const unavailable = new ApiRequestError(503, 'http_error', 'Service Unavailable');
    for (let failures = 0; failures < MAX_RETRIES; failures += 1) {
      expect(shouldRetry(failures, new TypeError('Failed to fetch'))).toBe(true);
      expect(shouldRetry(failures, unavailable)).toBe(true);
    }
    expect(shouldRetry(MAX_RETRIES, unavailable)).toBe(false);
    expect(shouldRetry(MAX_RETRIES, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('takes a 4xx as the answer', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(403, 'authentication_required', 'Log in'))).toBe(false);
  });

  it('waits twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
