import { describe, expect, it } from 'vitest';
import { ApiRequestError, isApiError } from './client';

describe('isApiError', () => {
  it('accepts this module’s ApiRequestError', () => {
    expect(isApiError(new ApiRequestError(404, 'member_not_found', 'This profile could not be found.'))).toBe(true);
  });

  it('accepts an API error from another copy of the class (the production build bundles it twice)', () => {
    // What the server bundle's in-process API throws, seen from the SSR bundle: same shape, other class.
    class OtherBundleApiRequestError extends Error {
      readonly apiRequestError = true;
      constructor(
        readonly status: number,
        readonly code: string,
        message: string,
      ) {
        super(message);
      }
    }
    const foreign = new OtherBundleApiRequestError(403, 'blocked_by', "You're blocked by Anna");
    expect(foreign).not.toBeInstanceOf(ApiRequestError);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError({ apiRequestError: true, status: 404, code: 'not_found', message: 'gone' })).toBe(true);
  });

  it('refuses everything that is not a branded API error', () => {
    for (const value of [
      undefined,
      null,
      'blocked_by',
      404,
      new Error('boom'),
      { status: 404, code: 'x', message: 'no brand' },
      { apiRequestError: 'true', status: 404, code: 'x', message: 'm' },
      { apiRequestError: true, status: '404', code: 'x', message: 'm' },
    ]) {
      expect(isApiError(value), String(JSON.stringify(value))).toBe(false);
    }
  });
});
