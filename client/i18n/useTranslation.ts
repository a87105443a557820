import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface PerInstance {
  subscribe: (onChange: () => void) => () => void;
  language: () => string;
  /** One translation per language and namespace: the same `t` for every component on the page. */
  translations: Map<string, Translation>;
}

const instances = new WeakMap<I18n, PerInstance>();

function perInstance(i18n: I18n): PerInstance {
  let found = instances.get(i18n);
  if (!found) {
    found = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      language: () => i18n.language,
      translations: new Map(),
    };
    instances.set(i18n, found);
  }
  return found;
}

/**
 * The page's texts in one namespace (the default, 'common', unless named), re-rendering when the
 * language is switched. react-i18next's own hook does the same but copies the i18next instance's
 * properties into a wrapper for every component that calls it, and works out its options, namespaces
 * and fixed `t` again per call: on a signed-in page rendered on the server (a few hundred calls)
 * that was about 7 % of the render's CPU. Here a component shares the `t` made once per page,
 * language and namespace. Texts are in the page's store before it renders (the route loaders
 * load a namespace first), so there is no "not ready" state to report.
 */
export function useTranslation(ns?: string): Translation {
  const { i18n } = useContext(I18nContext);
  const instance = perInstance(i18n);
  const language = useSyncExternalStore(instance.subscribe, instance.language, instance.language);
  const key = `${language}|${ns ?? ''}`;
  let translation = instance.translations.get(key);
  if (!translation) {
    translation = { t: i18n.getFixedT(language, ns ?? null), i18n };
    instance.translations.set(key, translation);
  }
  return translation;
}
