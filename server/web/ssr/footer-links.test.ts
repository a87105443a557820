import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;

/** The links of the page's footer, as [href, text]. */
function footerLinks(html: string): Array<[string, string]> {
  const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
  return [...footer.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href = '', text = '']) => [href, text.replace(/<[^>]+>/g, '').trim()]);
}

/** The text of the page's first level-one heading. */
function heading(html: string): string {
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

describe('the footer of every site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  it('leads, in every language of the site, to pages that answer and show their heading', async () => {
    const broken: string[] = [];
    for (const tenant of t.tenants.tenants) {
      const host = `${tenant.id}.localhost`;
      for (const language of tenant.languages) {
        const get = (path: string) => request(t.app).get(path).set('Host', host).set('Cookie', `i18n_redirected=${language}`);
        const home = await get('/').expect(200);
        const links = footerLinks(home.text);
        expect(links.length, `${host} ${language}`).toBeGreaterThan(0);
        for (const [href, text] of links) {
          const page = await get(href);
          if (text === '' || page.status !== 200 || heading(page.text) === '' || !page.text.includes(`<html lang="${language}"`)) {
            broken.push(`${host} ${language} ${href} "${text}": ${page.status} heading "${heading(page.text)}"`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
