import { createContext, useContext, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/i18n/useTranslation';
import type { ApiClient } from './api/client';
import { settingsQuery, type Settings } from './queries/site';

/** What the page knows about the request it was rendered for; the same on server and client. */
export interface PageEnv {
  api: ApiClient;
  /** Cookies as seen by the server (SSR) or document.cookie (browser). */
  cookies: Record<string, string>;
  /** Stylesheets of the client entry (from Vite's manifest in production). */
  css: string[];
  /** The serialized state script, written by the server and read back by the client unchanged. */
  state: string;
  nonce: string | undefined;
}

export const PageEnvContext = createContext<PageEnv | null>(null);

export function usePageEnv(): PageEnv {
  const env = useContext(PageEnvContext);
  if (!env) throw new Error('PageEnvContext is missing');
  return env;
}

const SettingsContext = createContext<Settings | null>(null);

/**
 * The tenant's settings in the page's language (primed by the server, kept by TanStack Query),
 * read once for the page: some 80 components use them, and a query observer each was about 5 % of
 * a signed-in page's server render. A language switch fetches the new settings first, so this
 * never suspends after the first render.
 */
export function SettingsProvider({ children }: { children: ReactNode }): ReactNode {
  const { api } = usePageEnv();
  const { i18n } = useTranslation();
  const settings = useSuspenseQuery(settingsQuery(api, i18n.language)).data;
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('SettingsProvider is missing');
  return settings;
}
