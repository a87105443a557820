import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type HydrationState } from 'react-router';

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface PageState {
  router: HydrationState;
  query: DehydratedState;
  language: string;
  /** The texts the page was rendered with: their version and namespaces, loaded by address (server/contract/texts.ts). */
  texts: { version: string; namespaces: string[] };
  css: string[];
}

/** react-router's own wire format for route errors (parsed again by createBrowserRouter). */
function serializeErrors(errors: HydrationState['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) serialized[routeId] = { message: error.message, __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

/** What would let JSON close the <script> element or break it as JavaScript: "<" and line separators. */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;

function escapeForScript(json: string): string {
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * One JSON object. The router's part is what its loaders returned (null or plain objects: a
 * loader may not return undefined) and route errors in react-router's wire format; the query
 * cache is the API's answers, JSON by contract (the browser gets the same over HTTP); the texts
 * are only named (decision 0152). "<" and line separators are escaped, so the text is safe inside
 * a <script> element.
 */
export function serializePageState(state: PageState): string {
  return escapeForScript(JSON.stringify({ ...state, router: { ...state.router, errors: serializeErrors(state.router.errors) } }));
}

export function parsePageState(text: string): PageState {
  return JSON.parse(text) as PageState;
}
