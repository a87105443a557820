import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type HydrationState } from 'react-router';
import * as devalue from 'devalue';

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
 * A JSON array: devalue's encoding of the router's part (route errors, undefined, shared
 * references), then the query cache as plain JSON. The query cache is the API's answers, JSON by
 * contract (the browser gets the same over HTTP), and most of the state: the native
 * JSON.stringify writes it at a fraction of devalue's cost and size (docs/bench.md). Every part
 * escapes "<" and line separators, so the text is safe inside a <script> element.
 */
export function serializePageState({ query, ...state }: PageState): string {
  const rest = devalue.stringify({ ...state, router: { ...state.router, errors: serializeErrors(state.router.errors) } });
  return `[${rest},${escapeForScript(JSON.stringify(query))}]`;
}

export function parsePageState(text: string): PageState {
  const [rest, query] = JSON.parse(text) as [number | unknown[], DehydratedState];
  return { ...(devalue.unflatten(rest) as Omit<PageState, 'query'>), query };
}
