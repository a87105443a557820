import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import { isRouteErrorResponse, type HydrationState } from 'react-router';
import * as devalue from 'devalue';

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface PageState {
  router: HydrationState;
  query: DehydratedState;
  language: string;
  resources: ResourceLanguage;
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

/** devalue escapes "<" and line separators, so the text is safe inside a <script> element. */
export function serializePageState(state: PageState): string {
  return devalue.stringify({ ...state, router: { ...state.router, errors: serializeErrors(state.router.errors) } });
}

export function parsePageState(text: string): PageState {
  return devalue.parse(text) as PageState;
}
