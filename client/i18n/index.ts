import i18next, { type i18n, type ResourceKey, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** An i18next instance for one page (the browser's) with the given resources. */
export function createI18n(language: string, resources: ResourceLanguage): i18n {
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
 * resource store of its own holding the given namespaces. The page state carries that store
 * (client/entry-server.tsx), so it must hold what this page loaded and nothing another page did.
 */
export function pageI18nFactory(): (language: string, resources: ResourceLanguage) => i18n {
  const byLanguage = new Map<string, i18n>();
  return (language, resources) => {
    let base = byLanguage.get(language);
    if (!base) {
      base = createI18n(language, {});
      byLanguage.set(language, base);
    }
    // A fresh `ns` list: the clone's store adds to it, and the base's would otherwise be shared.
    const page = base.cloneInstance({ forkResourceStore: true, ns: [] });
    for (const [ns, texts] of Object.entries(resources)) addTexts(page, language, ns, texts);
    return page;
  };
}

/** Loads a namespace of a language into the instance (code-split JSON), if not there yet. */
export async function ensureNamespace(instance: i18n, language: string, ns: string): Promise<void> {
  if (instance.hasResourceBundle(language, ns)) return;
  const load = localeFiles[`./locales/${language}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} texts for ${language}`);
  addTexts(instance, language, ns, (await load()).default);
}

/** Switches the page's language after loading the namespaces it already uses. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const namespaces = Object.keys(instance.store.data[instance.language] ?? { common: {} });
  await Promise.all(namespaces.map((ns) => ensureNamespace(instance, language, ns)));
  await instance.changeLanguage(language);
}
