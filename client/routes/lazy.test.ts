import { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { createI18n } from '../i18n';
import { createRoutes } from '../routes';
import { routeModules } from './lazy';

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

const deps = { queryClient: new QueryClient(), api: {} as ApiClient, i18n: createI18n('en', {}, () => Promise.reject(new Error('no loader runs here'))) };
const routes = flatten(createRoutes(() => deps));

describe('the lazy routes', () => {
  it('are every page: no route but the layouts and the 404 catch-all renders a component of its own', () => {
    const eager = routes.filter((route) => !route.lazy && route.element !== null && !route.children);
    expect(eager).toEqual([]);
  });

  it('name, in handle.module, the very file they load (the server links that file’s stylesheets)', async () => {
    for (const route of routes.filter((candidate) => candidate.lazy)) {
      const [module] = routeModules([{ route }]);
      expect(module, `route ${route.path ?? route.id}`).toMatch(/^client\/.+\.tsx$/);
      if (typeof route.lazy !== 'function') throw new Error(`route ${route.path}: lazy is not a function`);
      const parts = await route.lazy();
      const page = 'Component' in parts ? parts.Component : isValidElement(parts.element) ? parts.element.type : undefined;
      const exports: Record<string, unknown> = await import(/* @vite-ignore */ `../../${module}`);
      expect(Object.values(exports), `route ${route.path} loads ${module}`).toContain(page);
    }
  });
});
