import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '#server/contract/languages';
import { CONSOLE_LANGUAGE_COOKIE, CONSOLE_LANGUAGE_COOKIE_MAX_AGE_S } from '#server/contract/cookies';

const consoleTexts = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/console.json');

async function load(language: Language): Promise<Record<string, unknown>> {
  const file = consoleTexts[`../i18n/locales/${language}/console.json`];
  if (!file) throw new Error(`No console texts for ${language}`);
  return (await file()).default;
}

/** The console's texts in the page's language (the server chose it from the cookie or the browser). */
export async function createConsoleI18n(language: string): Promise<i18n> {
  const lng: Language = isLanguage(language) ? language : 'en';
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: { console: await load(lng) } },
    ns: ['console'],
    defaultNS: 'console',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches the console's language and keeps it for the server's messages and the next visit. */
export async function switchConsoleLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'console')) instance.addResourceBundle(language, 'console', await load(language));
  // server/web/api/operator/host.ts reads it for the server's messages.
  document.cookie = `${CONSOLE_LANGUAGE_COOKIE}=${language}; path=/; max-age=${CONSOLE_LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Strict`;
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}
