import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { parsePageState, serializePageState, type PageState } from './page-state';

const state: PageState = {
  router: { loaderData: { root: null }, actionData: null, errors: { 'default-layout': new ErrorResponse(404, 'Not Found', null) } },
  query: { mutations: [], queries: [] },
  language: 'en',
  resources: { common: { text: '</script><script>alert(1)</script>', lines: 'one\u2028two\u2029three' } },
  css: [],
};

describe('page state in the HTML', () => {
  it('cannot close its script element, whatever the data holds', () => {
    const text = serializePageState(state);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(parsePageState(text).resources).toEqual(state.resources);
  });

  it('carries route errors in react-router wire format', () => {
    const parsed = parsePageState(serializePageState(state));
    expect(parsed.router.errors?.['default-layout']).toMatchObject({ status: 404, __type: 'RouteErrorResponse' });
  });
});
