import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../api/client';
import { ensureNamespace } from '../i18n';
import { userQuery } from '../queries/user';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  i18n: i18n;
}

/** Members-only pages send visitors to the login page, and back afterwards. */
export function membersOnly({ queryClient, api }: RouteDeps) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    if (await queryClient.ensureQueryData(userQuery(api))) return null;
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  };
}

/** The payment pages' texts ('shop' namespace), loaded by their routes only (DESIGN: pages embed what they use). */
export function loadShopTexts({ i18n }: RouteDeps): Promise<void> {
  return ensureNamespace(i18n, i18n.language, 'shop');
}
