import type { QueryClient, QueryFunctionContext, QueryKey, SkipToken } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError, type ApiClient } from '../api/client';
import { ensureNamespace } from '../i18n';
import { BAN_PAGE } from '../queries/ban';
import { userQuery } from '../queries/user';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  i18n: i18n;
}

/**
 * The deps of the page being loaded, asked for inside a loader, never when the routes are made:
 * the server makes its route tree once per process and each request brings its own deps
 * (client/entry-server.tsx); the browser makes its routes once per page load with its own.
 */
export type CurrentDeps = () => RouteDeps;

/** Characters of an encoded return target a login link carries; our own pages' URLs are far shorter. */
const MAX_RETURN_TARGET = 1024;

/**
 * The login page, with the way back when it is short: an overlong query is dropped (the page
 * itself is kept), an overlong path too, so a crafted URL is never echoed into a huge Location.
 */
function toLogin(request: Request): Response {
  const url = new URL(request.url);
  const target = [url.pathname + url.search, url.pathname].map(encodeURIComponent).find((encoded) => encoded.length <= MAX_RETURN_TARGET);
  return redirect(target ? `/login?redirect=${target}` : '/login');
}

/**
 * A query of a page, whatever its data (the page reads it back, typed, from the cache). queryFn is
 * declared as a method so that any query's function fits, whatever its key.
 */
interface PageQuery {
  queryKey: QueryKey;
  queryFn?: { fetch(context: QueryFunctionContext): unknown }['fetch'] | SkipToken;
}

/**
 * Fills the cache with a page's queries at once, beside its other loads (texts, a prefetch): the
 * loader waits for the slowest, not for their sum. The first failure is the loader's, as before.
 */
export async function ensureAll(queryClient: QueryClient, loads: readonly (PageQuery | Promise<unknown>)[]): Promise<void> {
  await Promise.all(loads.map((load) => (load instanceof Promise ? load : queryClient.ensureQueryData(load))));
}

/** Members-only pages send visitors to the login page, and back afterwards. */
export function membersOnly(deps: CurrentDeps) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>) => {
    const { queryClient, api } = deps();
    if (await queryClient.ensureQueryData(userQuery(api))) return null;
    throw toLogin(request);
  };
}

/** A route's numeric id as the API writes it (no sign, no leading zero): anything else is no page. */
export function routeId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

/**
 * Every loader's catch: an API refusal becomes the page's answer, never a 500. A malformed or
 * unknown id (400/404, also another member's or another site's) is the 404 page; a visitor asked
 * to log in goes to the login page, a banned member to the ban page; any other refusal keeps its status and translated message
 * (403 "You're blocked by …"). Anything that is not a refusal stays a server error.
 */
export function pageRefusal(request: Request) {
  return (error: unknown): never => {
    if (!isApiError(error) || error.status < 400 || error.status >= 500) throw error;
    if (error.code === 'authentication_required') throw toLogin(request);
    if (error.code === 'banned') throw redirect(BAN_PAGE);
    if (error.status === 400 || error.status === 404) throw data(null, { status: 404 });
    throw data({ message: error.message }, { status: error.status });
  };
}

/**
 * The payment pages' texts ('shop' namespace), loaded by their routes only (pages embed what they
 * use: docs/decisions/0010-locale-files-and-language-cookie.md).
 */
export function loadShopTexts(texts: i18n): Promise<void> {
  return ensureNamespace(texts, texts.language, 'shop');
}
