import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#server/shared/languages';
import { LOCALES_DIR, NAMESPACES, readResources } from '#server/i18n';
import { ROOT } from '#server/paths';

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
