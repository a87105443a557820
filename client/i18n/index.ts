import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** An i18next instance for one page (one per request on the server) with the given resources. */
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

/** Loads a namespace of a language into the instance (code-split JSON), if not there yet. */
export async function ensureNamespace(instance: i18n, language: string, ns: string): Promise<void> {
  if (instance.hasResourceBundle(language, ns)) return;
  const load = localeFiles[`./locales/${language}/${ns}.json`];
  if (!load) throw new Error(`No ${ns} texts for ${language}`);
  instance.addResourceBundle(language, ns, (await load()).default);
}

/** Switches the page's language after loading the namespaces it already uses. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const namespaces = Object.keys(instance.store.data[instance.language] ?? { common: {} });
  await Promise.all(namespaces.map((ns) => ensureNamespace(instance, language, ns)));
  await instance.changeLanguage(language);
}
