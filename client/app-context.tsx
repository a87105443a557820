import { createContext, useContext } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** The tenant's settings in the page's language (primed by the server, kept by TanStack Query). */
export function useSettings(): Settings {
  const { api } = usePageEnv();
  const { i18n } = useTranslation();
  return useSuspenseQuery(settingsQuery(api, i18n.language)).data;
}
