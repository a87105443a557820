import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';

const STARTED = Symbol('request started');
const LABEL = Symbol('route label');

declare module 'node:http' {
  interface ServerResponse {
    [STARTED]?: number;
    [LABEL]?: string;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label, from a bounded set: what `labelled` marked (page, static, the settings call),
 * else the path of the Express route that answered (written in the code: "/api/chat.php",
 * "/robots.txt"), else "media" under /media/, else "other". Never the raw URL: anyone can send
 * any number of those, and every label value is a series Prometheus keeps.
 */
function routeOf(req: Request, res: ServerResponse): string {
  const label = res[LABEL];
  if (label) return label;
  const route: unknown = req.route;
  const path = typeof route === 'object' && route !== null && 'path' in route ? route.path : undefined;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  if (req.originalUrl.startsWith('/media/')) return 'media';
  return 'other';
}

/** The closing observation, one listener made once and shared by every response. */
function observer(requests: Histogram<'route' | 'method' | 'status'>): (this: ServerResponse) => void {
  // A child per label set, kept: label values come from bounded sets, and labels() hashes them on every call.
  const children = new Map<string, ReturnType<typeof requests.labels>>();
  return function observe(this: ServerResponse) {
    const started = this[STARTED];
    if (started === undefined) return;
    const req = this.req as Request;
    const route = routeOf(req, this);
    const method = METHODS.has(req.method) ? req.method : 'other';
    const status = String(this.statusCode);
    const key = `${route} ${method} ${status}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = requests.labels({ route, method, status })));
    child.observe((performance.now() - started) / 1000);
  };
}

/** Times every request that comes after it (the health probes answer before it and are not counted). */
export function measureRequests(requests: Histogram<'route' | 'method' | 'status'>): RequestHandler {
  const observe = observer(requests);
  return (_req, res, next) => {
    res[STARTED] = performance.now();
    res.on('close', observe);
    next();
  };
}

/**
 * Marks what `handler` answers with `label` (a handler that passes the request on leaves it
 * unmarked): the pages, the client's files and the settings call answer without an Express route.
 */
export function labelled(label: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res[LABEL] = label;
    return handler(req, res, (error?: unknown) => {
      res[LABEL] = undefined;
      next(error);
    });
  };
}
