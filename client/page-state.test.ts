import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { parsePageState, serializePageState, type PageState } from './page-state';

const state: PageState = {
  router: { loaderData: { root: null }, actionData: null, errors: { 'default-layout': new ErrorResponse(404, 'Not Found', null) } },
  query: {
    mutations: [],
    queries: [
      {
        queryKey: ['user'],
        queryHash: '["user"]',
        dehydratedAt: 1,
        state: {
          data: { name: 'Anna</script><script>alert(2)</script>', about: 'one\u2028two' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  language: 'en',
  texts: { version: '</script><script>alert(1)</script>', namespaces: ['common', 'one\u2028two\u2029three'] },
  css: [],
};

describe('page state in the HTML', () => {
  it('cannot close its script element, whatever the data holds', () => {
    const text = serializePageState(state);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(parsePageState(text).texts).toEqual(state.texts);
    expect(parsePageState(text).query).toEqual(state.query);
  });

  it('carries route errors in react-router wire format', () => {
    const parsed = parsePageState(serializePageState(state));
    expect(parsed.router.errors?.['default-layout']).toMatchObject({ status: 404, __type: 'RouteErrorResponse' });
  });
});
