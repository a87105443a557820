import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsUrl } from '#server/contract/texts';
import { readResources } from '#server/platform/i18n';
import { BACKENDS } from '#tests/support/backends';
import { pageState } from '#tests/support/page-state';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;
const HOST = 'flirtlocal.localhost';
const resources = readResources();

/** The page's state script, as the browser reads it before hydrating. */
function stateScript(html: string): string {
  return /<script id="__page_state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

/**
 * A page names its texts instead of carrying them (docs/decisions/0152-texts-by-address.md):
 * the browser loads each namespace once from its address and keeps it.
 */
describe('page texts by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it("a page names its texts' version and namespaces, carries none of them, and asks for them with its scripts", async () => {
    const page = await request(t.app).get('/pricing').set('Host', HOST).set('Cookie', 'i18n_redirected=de').expect(200);
    const { texts, language } = pageState(page.text);
    expect(language).toBe('de');
    expect(texts.namespaces.sort()).toEqual(['common', 'shop']);
    // A German text the price list does not show, so only a copy of the texts would hold it.
    const unseen = String((resources.de?.common as { errors: { server: string } }).errors.server);
    expect(page.text).not.toContain(unseen);
    expect(stateScript(page.text).length).toBeLessThan(20_000);
    for (const ns of texts.namespaces) expect(page.text).toContain(JSON.stringify(textsUrl(texts.version, 'de', ns)).slice(1, -1));
  });

  it('answers each namespace of the running version as JSON the browser keeps for a year, on every site', async () => {
    const page = await request(t.app).get('/').set('Host', HOST).set('Cookie', 'i18n_redirected=nl').expect(200);
    const { version } = pageState(page.text).texts;
    for (const host of [HOST, 'herzklopfen.localhost']) {
      const res = await request(t.app)
        .get(textsUrl(version, 'nl', 'common'))
        .set('Host', host)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toEqual(resources.nl?.common);
    }
    const shop = await request(t.app)
      .get(textsUrl(version, 'pl', 'shop'))
      .set('Host', HOST)
      .expect(200);
    expect(shop.body).toEqual(resources.pl?.shop);
  });

  it('gives a page rendered before a deploy the texts of today, to be asked for again next time', async () => {
    const res = await request(t.app)
      .get(textsUrl('0123456789ab', 'fi', 'common'))
      .set('Host', HOST)
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual(resources.fi?.common);
  });

  it('has no texts for another language or namespace, nor the server-only ones', async () => {
    const { version } = pageState((await request(t.app).get('/').set('Host', HOST).expect(200)).text).texts;
    for (const path of [
      textsUrl(version, 'xx', 'common'),
      textsUrl(version, 'en', 'mail'),
      textsUrl(version, 'en', 'console'),
      textsUrl(version, 'en', 'nothing'),
      `/texts/${version}/en/common`,
      `/texts/${version}/en/..%2Fcommon.json`,
      `/texts/${version}/__proto__/common.json`,
    ]) {
      const res = await request(t.app).get(path).set('Host', HOST);
      expect(res.status, path).toBe(404);
    }
  });
});
