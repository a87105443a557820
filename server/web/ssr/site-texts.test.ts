import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/**
 * A site's own texts (headline, description) in the visitor's language, else the site's own
 * (docs/product.md#tenants-files): herzklopfen writes them in German, English and Dutch and offers
 * Polish too, which has none of its own.
 */
const GERMAN = {
  title: 'Reife Singles ab 40 in Ihrer Nähe',
  description: 'Herzklopfen 40+ bringt erfahrene Singles zusammen: Profile entdecken, Likes verschenken und in Ruhe chatten – diskret und sicher.',
};
const ENGLISH = {
  title: 'Mature singles over 40 near you',
  description: 'Herzklopfen 40+ brings experienced singles together: discover profiles, give likes and chat at your own pace – discreet and safe.',
};

const cookie = (language: string) => `i18n_redirected=${language}`;

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The page's title, meta description and first heading as a visitor and a crawler read them. */
function headline(html: string) {
  const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(visible)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(visible)?.[1] ?? ''),
    h1: decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(visible)?.[1] ?? ''),
  };
}

describe.each(BACKENDS)("a site's own texts per language on $name", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('the settings give the headline and description in the chosen language, else the site’s own', async () => {
    const settings = async (language?: string) => {
      const call = request(t.app).get('/api/settings.php').set('Host', 'herzklopfen.localhost');
      const res = await (language ? call.set('Cookie', cookie(language)) : call).expect(200);
      return { title: res.body.index_title, description: res.body.description };
    };
    expect(await settings()).toEqual(GERMAN);
    expect(await settings('en')).toEqual(ENGLISH);
    expect(await settings('nl')).toMatchObject({ title: 'Rijpe singles vanaf 40 bij jou in de buurt' });
    expect(await settings('pl')).toEqual(GERMAN);
  });

  it('the rendered home page carries them in its <title>, description and headline', async () => {
    const home = async (language: string) =>
      headline((await request(t.app).get('/').set('Host', 'herzklopfen.localhost').set('Cookie', cookie(language)).expect(200)).text);
    expect(await home('en')).toEqual({ ...ENGLISH, h1: ENGLISH.title });
    expect(await home('de')).toEqual({ ...GERMAN, h1: GERMAN.title });
    // Polish: the page speaks Polish, the site's own words stay German.
    const polish = await request(t.app).get('/').set('Host', 'herzklopfen.localhost').set('Cookie', cookie('pl')).expect(200);
    expect(polish.text).toMatch(/<html lang="pl"/);
    expect(headline(polish.text)).toEqual({ ...GERMAN, h1: GERMAN.title });
  });

  it('the installed app’s manifest describes the site in the chosen language', async () => {
    const manifest = await request(t.app).get('/manifest.webmanifest').set('Host', 'herzklopfen.localhost').set('Cookie', cookie('en')).expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({ lang: 'en', description: ENGLISH.description });
  });
});
