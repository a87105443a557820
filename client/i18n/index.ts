import i18next, { type i18n, type ResourceKey, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textsUrl } from '#server/contract/texts';
import { fetchTexts } from '../api/texts';

/**
 * Where an instance gets a namespace it has not got yet: the server's texts in memory, the
 * browser's from their address (server/contract/texts.ts), which the browser keeps.
 */
export type TextsLoader = (language: string, ns: string) => Promise<ResourceKey>;

const loaders = new WeakMap<i18n, TextsLoader>();

/** The browser's loader: the texts of the server's version, over HTTP. */
export function textsOverHttp(version: string): TextsLoader {
  return (language, ns) => fetchTexts(textsUrl(version, language, ns));
}

/** An i18next instance for one page (the browser's) with the given resources. */
export function createI18n(language: string, resources: ResourceLanguage, load: TextsLoader): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    // Keys of the payment pages resolve from 'shop' once their route has loaded it.
    fallbackNS: 'shop',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  loaders.set(instance, load);
  return instance;
}

/**
 * Adds a namespace's texts without i18next's deep copy: they are shared, never changed in place
 * (a bundle added without `deep` gets a top-level object of its own), so a server page costs no copy.
 */
function addTexts(instance: i18n, language: string, ns: string, texts: ResourceKey): void {
  instance.addResourceBundle(language, ns, texts, false, false, { silent: false, skipCopy: true });
}

/**
 * The server's i18next: one instance per language, made once, and per page a clone with a
 * resource store of its own. The page state names the namespaces in that store
 * (client/entry-server.tsx), so it must hold what this page loaded and nothing another page did.
 */
export function pageI18nFactory(): (language: string, load: TextsLoader) => i18n {
  const byLanguage = new Map<string, i18n>();
  return (language, load) => {
    let base = byLanguage.get(language);
    if (!base) {
      base = createI18n(language, {}, load);
      byLanguage.set(language, base);
    }
    // A fresh `ns` list: the clone's store adds to it, and the base's would otherwise be shared.
    const page = base.cloneInstance({ forkResourceStore: true, ns: [] });
    loaders.set(page, load);
    return page;
  };
}

/** Loads a namespace of a language into the instance, if not there yet. */
export async function ensureNamespace(instance: i18n, language: string, ns: string): Promise<void> {
  if (instance.hasResourceBundle(language, ns)) return;
  const load = loaders.get(instance);
  if (!load) throw new Error('This i18next instance has no texts loader (createI18n)');
  addTexts(instance, language, ns, await load(language, ns));
}

/** Switches the page's language after loading the namespaces it already uses. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const namespaces = Object.keys(instance.store.data[instance.language] ?? { common: {} });
  await Promise.all(namespaces.map((ns) => ensureNamespace(instance, language, ns)));
  await instance.changeLanguage(language);
}
