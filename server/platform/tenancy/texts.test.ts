import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { loadTenantFiles } from './load';
import { tenantSchema, type TenantFile } from './schema';
import { siteTextIn } from './texts';

const herzklopfen: TenantFile = JSON.parse(fs.readFileSync(path.join(ROOT, 'tenants/herzklopfen.json'), 'utf8'));

/** What the schema says about herzklopfen's file with these fields changed, as "field: message" lines. */
function problems(change: Record<string, unknown>): string[] {
  const parsed = tenantSchema.safeParse({ ...herzklopfen, ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("a site's own texts", () => {
  it('are shown in the visitor’s language, else in the site’s, and a single text in every language', () => {
    const headline = { de: 'Reife Singles', en: 'Mature singles' };
    expect(siteTextIn(headline, 'en', 'de')).toBe('Mature singles');
    expect(siteTextIn(headline, 'pl', 'de')).toBe('Reife Singles');
    expect(siteTextIn('Reife Singles', 'en', 'de')).toBe('Reife Singles');
    // A lander's campaign text may lack the site's language: its first text stands in.
    expect(siteTextIn({ nl: 'Mannen' }, 'fr', 'de')).toBe('Mannen');
  });

  it('keep files with one text per field valid, and take one text per language', () => {
    expect(problems({ index_title: 'Reife Singles ab 40', description: 'Eine Beschreibung.' })).toEqual([]);
    expect(problems({ index_title: { de: 'Reife Singles', nl: 'Rijpe singles' }, fictional: { warning: { de: 'Fiktiv.', en: 'Fictional.' } } })).toEqual([]);
  });

  it('refuse a set without the site’s language, with a language the site does not offer or an unknown code', () => {
    expect(problems({ index_title: { en: 'Mature singles' } })).toEqual([
      'index_title: needs a text in the site\'s language "de" (domain_language), shown where a language has none',
    ]);
    expect(problems({ description: { de: 'Beschreibung', fr: 'Description' } })).toEqual([
      'description.fr: "fr" is not among the site\'s languages (de, en, nl, pl): add it to languages or remove this text',
    ]);
    expect(problems({ index_title: { de: 'Reife Singles', english: 'Mature singles' } })).toEqual([
      'index_title: "english" is not a language code (da, de, en, es, fi, fr, it, nb, nl, pl, sv)',
    ]);
  });

  it('refuse another shape, an empty set and an empty or overlong text', () => {
    const shape = 'must be a text, or one text per language like { "fr": "…", "en": "…" }';
    expect(problems({ index_title: ['Reife Singles'] })).toEqual([`index_title: ${shape}`]);
    expect(problems({ description: { de: 40 } })).toEqual([`description: ${shape}`]);
    expect(problems({ index_title: {} })).toEqual([
      'index_title: needs a text in at least one language',
      'index_title: needs a text in the site\'s language "de" (domain_language), shown where a language has none',
    ]);
    expect(problems({ index_title: { de: '' } })).toEqual(['index_title.de: Too small: expected string to have >=1 characters']);
    expect(problems({ description: { de: 'x'.repeat(301) } })).toEqual(['description.de: Too big: expected string to have <=300 characters']);
  });

  it('name the file and the field when a file on disk is wrong', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
    fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'herzklopfen.json'), JSON.stringify({ ...herzklopfen, index_title: { en: 'Mature singles' } }));
    expect(() => loadTenantFiles(dir)).toThrow(/herzklopfen\.json: index_title: needs a text in the site's language "de"/);
  });
});
