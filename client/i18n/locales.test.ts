import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#server/contract/languages';
import { LOCALES_DIR, NAMESPACES, readResources } from '#server/platform/i18n';
import { ROOT } from '#server/platform/paths';

type Tree = { [key: string]: Tree | Tree[] | string };

/** Every leaf path with its value, arrays included by index. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === 'string') result.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(leaf, text);
    }
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const resources = readResources();

describe.each(NAMESPACES)('the %s texts', (ns) => {
  const english = leaves(resources.en?.[ns] as Tree);

  it('exist in English', () => {
    expect(english.size).toBeGreaterThan(10);
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))('are complete in %s, with the same placeholders', (lng) => {
    expect(fs.existsSync(path.join(LOCALES_DIR, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
    const translated = leaves(resources[lng]?.[ns] as Tree);
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect(missing, `missing in ${lng}/${ns}.json`).toEqual([]);
    expect(extra, `not in en/${ns}.json`).toEqual([]);
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), `${lng}/${ns}.json ${key}`).toEqual(placeholders(text));
      expect(translated.get(key)?.trim(), `${lng}/${ns}.json ${key} is empty`).not.toBe('');
    }
  });
});

/** A key as code names it: the text itself, or the base of i18next plural forms (`_one`, `_other`…). */
const known = (english: Map<string, string>, key: string) => english.has(key) || english.has(`${key}_other`);

/** Quoted dotted names in `files` whose first part is a section of the namespace's English texts. */
function keysUsed(files: string[], english: Map<string, string>): Set<string> {
  const sections = new Set([...english.keys()].map((key) => key.split('.')[0]));
  const used = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) {
      const key = match[1] as string;
      if (sections.has(key.split('.')[0])) used.add(key);
    }
  }
  return used;
}

const CONSOLE_DIR = path.join(ROOT, 'client/console');

describe('keys used in code', () => {
  it('all exist in the English texts', () => {
    const english = leaves(resources.en?.common as Tree);
    // The operator console reads its own namespace (below).
    const files = [...sourceFiles(path.join(ROOT, 'client')), ...sourceFiles(path.join(ROOT, 'server'))].filter((file) => !file.startsWith(CONSOLE_DIR));
    const used = keysUsed(files, english);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !known(english, key))).toEqual([]);
  });

  it('of the operator console all exist in its English texts', () => {
    const english = leaves(resources.en?.console as Tree);
    const used = keysUsed(sourceFiles(CONSOLE_DIR), english);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !known(english, key))).toEqual([]);
  });
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural groups of a namespace's texts: each base key with the forms it has. */
function pluralGroups(texts: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    groups.set(base, (groups.get(base) ?? new Set()).add(match[1] as string));
  }
  return groups;
}

describe.each(NAMESPACES)('counted %s texts', (ns) => {
  const english = leaves(resources.en?.[ns] as Tree);
  const groups = pluralGroups(english);

  // i18next reads a key ending in _one or _many as a plural form, so a plain key must not end like one.
  it('use plural suffixes only for plural forms', () => {
    const collisions = [...groups].filter(([, found]) => !found.has('one') || !found.has('other')).map(([base]) => base);
    expect(collisions).toEqual([]);
  });

  it('have plural forms wherever English shows a {{count}}', () => {
    const unplural = [...english].filter(([key, text]) => placeholders(text).includes('count') && !PLURAL_SUFFIX.test(key)).map(([key]) => key);
    expect(unplural).toEqual([]);
  });

  it.each(LANGUAGES)('have every plural form %s needs', (lng) => {
    const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const translated = leaves(resources[lng]?.[ns] as Tree);
    const missing = [...groups.keys()].flatMap((base) => needed.filter((form) => !translated.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
    expect(missing).toEqual([]);
  });
});
