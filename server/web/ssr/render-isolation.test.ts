import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageState } from '#client/page-state';
import { BACKENDS } from '#tests/support/backends';
import { signUp } from '#tests/support/accounts';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { pageState } from '#tests/support/page-state';

const [backend] = BACKENDS;
const HOST = 'flirtlocal.localhost';

function signedInEmail(state: PageState): unknown {
  const user = state.query.queries.find((query) => JSON.stringify(query.queryKey) === '["user"]');
  return (user?.state.data as { email?: string } | undefined)?.email;
}

/**
 * The server renders every page with one route tree and one i18next instance per language:
 * pages rendered at the same time must still each carry only their own member and texts.
 */
describe('pages rendered at the same time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it("each show their own member, never another's", async () => {
    const members = [await signUp(t.app, HOST), await signUp(t.app, HOST), await signUp(t.app, HOST)];
    const pages = await Promise.all([...members, ...members].map(({ cookie }) => request(t.app).get('/').set('Host', HOST).set('Cookie', cookie).expect(200)));
    pages.forEach((page, index) => {
      expect(signedInEmail(pageState(page.text))).toBe(members[index % members.length]?.body.email);
    });
  });

  it('each carry only the texts they loaded: the price list its shop texts, the home page none of them', async () => {
    const [pricing, home, terms] = await Promise.all(
      ['/pricing', '/', '/pages/terms'].map((path) => request(t.app).get(path).set('Host', HOST).set('Cookie', 'i18n_redirected=en').expect(200)),
    );
    expect(pageState(pricing?.text ?? '').texts.namespaces.sort()).toEqual(['common', 'shop']);
    expect(pageState(home?.text ?? '').texts.namespaces).toEqual(['common']);
    expect(pageState(terms?.text ?? '').texts.namespaces.sort()).toEqual(['common', 'pages']);
    const again = await request(t.app).get('/members').set('Host', HOST).expect(200);
    expect(pageState(again.text).texts.namespaces).toEqual(['common']);
  });
});
