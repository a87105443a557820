import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { ROOT } from '../paths';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '#server/contract/languages';

export const LOCALES_DIR = path.join(ROOT, 'client/i18n/locales');
/** `console`: the operator console's texts (client/console), read on the server only by tests and its page title. */
export const NAMESPACES = ['common', 'pages', 'mail', 'icebreakers', 'shop', 'console'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Credits, pricing, premium, transactions and direct debit texts: loaded by those routes only. */
export const SHOP_NAMESPACE = 'shop';

/** Reads every locale file once; the same JSON the client bundles. */
export function readResources(dir = LOCALES_DIR): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of NAMESPACES) {
      const file = path.join(dir, lng, `${ns}.json`);
      resources[lng][ns] = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    }
  }
  return resources;
}

export interface Translator {
  resources: Resource;
  t(lng: Language, ns?: Namespace): TFunction;
}

/** One initialised i18next for the process; requests take fixed-language t functions from it. */
export function createTranslator(resources: Resource = readResources()): Translator {
  const instance: i18n = i18next.createInstance();
  instance.init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // The payment pages' texts live in their own namespace (pages embed only what they use).
    fallbackNS: SHOP_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return { resources, t: (lng, ns = 'common') => instance.getFixedT(lng, ns) };
}

/** The cookie's language, then the tenant's domain_language, then English (docs/product.md#languages). */
export function negotiateLanguage(cookieValue: string | undefined, domainLanguage: string): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (isLanguage(domainLanguage)) return domainLanguage;
  return DEFAULT_LANGUAGE;
}
