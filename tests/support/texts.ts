import fs from 'node:fs';
import path from 'node:path';

type Texts = { [key: string]: string | Texts };

function find(tree: Texts, key: string): string | Texts | undefined {
  let node: string | Texts | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** The UI texts of a language (common, then the payment pages' shop), so tests can find things the way a member reads them. */
export function texts(language: string): (key: string, values?: Record<string, string | number>) => string {
  const read = (ns: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../client/i18n/locales/${language}/${ns}.json`), 'utf8')) as Texts;
  const tree: Texts = { ...read('shop'), ...read('common') };
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    // A counted text is the plural form the language picks for the count, as i18next does.
    const { count } = values;
    const node = find(tree, key) ?? (typeof count === 'number' ? find(tree, `${key}_${plurals.select(count)}`) : undefined);
    if (typeof node !== 'string') throw new Error(`no text ${language}:${key}`);
    return node.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? ''));
  };
}
