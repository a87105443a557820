import { createHash } from 'node:crypto';
import type { Resource, ResourceKey } from 'i18next';
import { BROWSER_NAMESPACES, isBrowserNamespace } from '#server/contract/texts';

/** The texts a browser loads, by language and namespace, under one version of them all. */
export interface PageTexts {
  /** Changes whenever any text a browser loads changes: a new build with new texts gets new addresses. */
  version: string;
  /** A namespace's texts as the JSON a browser gets, or undefined for no such language or namespace. */
  body(language: string, namespace: string): string | undefined;
  /** The same texts for the server's own render of a page. */
  load(language: string, namespace: string): Promise<ResourceKey>;
}

export function pageTexts(resources: Resource): PageTexts {
  const bodies = new Map<string, string>();
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const namespace of BROWSER_NAMESPACES) bodies.set(`${language}/${namespace}`, JSON.stringify(namespaces[namespace] ?? {}));
  }
  const hash = createHash('sha256');
  for (const [key, body] of [...bodies].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${key}\n${body}\n`);
  return {
    version: hash.digest('hex').slice(0, 12),
    body: (language, namespace) => (isBrowserNamespace(namespace) ? bodies.get(`${language}/${namespace}`) : undefined),
    load: async (language, namespace) => {
      const texts = isBrowserNamespace(namespace) ? resources[language]?.[namespace] : undefined;
      if (!texts) throw new Error(`No ${namespace} texts for ${language}`);
      return texts;
    },
  };
}
