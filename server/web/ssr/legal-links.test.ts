import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDER_NAMES } from '#server/contract/landers';
import { BACKENDS } from '#tests/support/backends';
import { createFace } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;
const HOST = 'flirtlocal.localhost';
const LEGAL = ['/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/imprint'];
const WARNING = 'data-testid="site-entry-warning"';

/** The links in a part of the page as [href, target]. */
function linksIn(html: string, part: RegExp): [string, string][] {
  const found = part.exec(html)?.[1] ?? '';
  return [...found.matchAll(/<a ([^>]*)>/g)].map(([, attributes = '']) => [
    /href="([^"]*)"/.exec(attributes)?.[1] ?? '',
    /target="([^"]*)"/.exec(attributes)?.[1] ?? '',
  ]);
}
const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/;
const acceptance = /data-testid="signup-acceptance"[^>]*>([\s\S]*?)<\/p>/;

/** The visible document, without the serialized state (which carries raw translation templates). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('legal links wherever a sign-up is taken (decision 0147)', () => {
  let t: TestApp;
  let face: number;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
    face = (await createFace(t.app, t.database.db, HOST, 'flirtlocal', { name: 'Anna', gender: 'female', country: 'GB' })).id;
  });
  afterAll(() => t.close());

  const get = (path: string, country = 'SE', cookie = '') => request(t.app).get(path).set('Host', HOST).set('CF-IPCountry', country).set('Cookie', cookie);

  it('every lander and member landing links terms, privacy, cookies and the imprint in its footer, each in a new tab', async () => {
    const pages = [
      ...LANDER_NAMES.map((name) => `/landers/${name}`),
      `/members/${face}/landing`,
      `/members/${face}/landing2/nearby`,
      `/members/${face}/landing3`,
      `/members/${face}/signup`,
    ];
    for (const path of pages) {
      const page = await get(path).expect(200);
      expect(linksIn(page.text, footer), path).toEqual(LEGAL.map((href) => [href, '_blank']));
    }
  });

  it("the sign-up form's acceptance line links the terms and the privacy policy, in a new tab", async () => {
    // One form (sign-up step 0) serves /signup, the dialog, a lander's end and a member landing's step 0.
    const page = await get('/signup').expect(200);
    expect(linksIn(page.text, acceptance)).toEqual([
      ['/pages/terms', '_blank'],
      ['/pages/privacy', '_blank'],
    ]);
  });

  it("shows the entry warning over a lander to visitors from the site's countries, until they confirmed it", async () => {
    for (const country of ['GB', 'US', 'NL']) expect((await get('/landers/collagelanding', country).expect(200)).text, country).toContain(WARNING);
    expect((await get(`/members/${face}/landing`, 'GB').expect(200)).text).toContain(WARNING);
    expect((await get('/landers/collagelanding', 'SE').expect(200)).text).not.toContain(WARNING);
    const confirmed = await get('/landers/collagelanding', 'GB', 'site_entry_ok=1').expect(200);
    expect(confirmed.text).not.toContain(WARNING);
    // The lander is there under the warning, whole: its call to action and footer.
    expect(confirmed.text).toContain('data-testid="lander-cta"');
  });

  it("shows the imprint with the company file's data in the page's language", async () => {
    const page = await request(t.app).get('/pages/imprint').set('Host', 'herzklopfen.localhost').expect(200);
    const text = visible(page.text);
    for (const fact of [
      'Impressum',
      'Herzklopfen 40+',
      'Amora Media B.V.',
      'Keizersgracht 221',
      '1016 DV Amsterdam',
      'Niederlande',
      'KvK 81234567',
      'NL862345678B01',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('href="mailto:support@amora-media.example"');
  });
});
