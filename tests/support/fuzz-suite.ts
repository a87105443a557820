import http from 'node:http';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { BACKENDS } from './backends';
import {
  declaredRoutes,
  fieldByField,
  fillPath,
  fuzzRequest,
  HOSTILE_BODIES,
  HOSTILE_STRINGS,
  listPages,
  listRoutes,
  paramCount,
  seedOf,
  type FuzzBody,
  type FuzzRequest,
  type Plausible,
  type RouteEntry,
} from './fuzz';
import { plausibleValues } from './fuzz-plausible';
import { createMember } from './members';
import { CONSOLE, signedInOperator } from './operators';
import { createPaymentTestApp } from './payments';
import type { TestApp } from './test-app';

/**
 * The fuzz suite, split over several test files (server/web/fuzz-*.test.ts) so vitest runs them
 * on both workers at once; each file boots its own app per backend. Every case's seed is fixed
 * (seedOf its identity, method and path), so a failure comes back on the next run, in any file.
 */

const EN = 'flirtlocal.localhost';

/** An operator is an owner on the console host, and walks only the console's API (elsewhere it is 404). */
export type Identity = 'visitor' | 'member' | 'operator';

/**
 * FUZZ_RUNS=n generates n requests per route, method and identity, and per page, instead of the
 * defaults below (more for members, whose requests get further; pages are whole server renders,
 * the slowest thing we do). The seeds stay as they are: a longer run starts with the same cases.
 */
const requested = Number(process.env.FUZZ_RUNS);
const FUZZ_RUNS = Number.isInteger(requested) && requested > 0 ? requested : undefined;
const GENERATED_RUNS: Record<Identity, number> = { visitor: 6, member: 16, operator: 16 };
const PAGE_RUNS = 6;
/** A test's time limit grows with a larger run count. */
const timeoutFor = (defaultRuns: number) => Math.round(240_000 * Math.max(1, (FUZZ_RUNS ?? defaultRuns) / defaultRuns));

export const isConsoleRoute = (route: RouteEntry) => route.path.startsWith('/api/operator/');

function describeBody(body: FuzzBody): string {
  const text = body.kind === 'none' ? '' : body.kind === 'json' ? JSON.stringify(body.value) : `${body.contentType} ${String(body.data)}`;
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);
}

/** Why this answer breaks the house rule (no 5xx; API refusals are `{error, message}`), or undefined. */
function problemWith(path: string, res: request.Response | unknown): string | undefined {
  if (!(res && typeof res === 'object' && 'status' in res && typeof res.status === 'number')) return `no answer: ${String(res)}`;
  const { status, body } = res as request.Response;
  if (status >= 500) return `${status} ${JSON.stringify(body)}`;
  if (path.startsWith('/api/') && status >= 400) {
    if (typeof body?.error !== 'string' || typeof body?.message !== 'string' || !body.message)
      return `${status} without {error, message}: ${JSON.stringify(body)}`;
  }
  return undefined;
}

interface FuzzTarget {
  t: TestApp;
  server: http.Server;
  routes: RouteEntry[];
  plausible: Plausible;
}

/** One app per backend for the file's tests, listening on a real port (supertest needs one per request otherwise). */
function describeOnEveryBackend(title: string, tests: (target: () => FuzzTarget) => void): void {
  describe.each(BACKENDS)(`${title} on $name`, (backend) => {
    let target: FuzzTarget | undefined;
    beforeAll(async () => {
      const t = await createPaymentTestApp(backend);
      const server = http.createServer(t.app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const partner = await createMember(t.app, t.database.db, EN);
      // The first page a process renders starts Vite, which compiles the client: seconds, and on a
      // busy machine more than a request's 15 s limit. Any fuzzed path that no route takes is such
      // a page (the 404 page), so it is rendered once here, before the limit counts.
      await request(server).get('/').set('Host', EN).expect(200);
      target = { t, server, routes: listRoutes(t.app), plausible: plausibleValues({ id: partner.id, email: String(partner.body.email) }) };
    });
    afterAll(async () => {
      if (!target) return;
      const { server, t } = target;
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    });
    tests(() => {
      if (!target) throw new Error('the fuzz app did not start');
      return target;
    });
  });
}

function send({ server }: FuzzTarget, route: RouteEntry, method: string, identity: Identity, cookie: string, fuzz: FuzzRequest) {
  const url = fillPath(route.path, fuzz.params) + (fuzz.query ? `?${fuzz.query}` : '');
  const verb = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete', PATCH: 'patch' }[method];
  if (!verb) throw new Error(`no verb for ${method}`);
  const host = identity === 'operator' ? CONSOLE : EN;
  let test = request(server)[verb as 'get'](url).set('Host', host).set('X-Request-Type', 'client').timeout(15_000);
  if (identity !== 'visitor') test = test.set('Cookie', cookie);
  if (fuzz.body.kind === 'json') test = test.set('Content-Type', 'application/json').send(JSON.stringify(fuzz.body.value));
  if (fuzz.body.kind === 'raw') test = test.set('Content-Type', fuzz.body.contentType).send(fuzz.body.data);
  return {
    url,
    response: test.then(
      (res) => res,
      (error: unknown) => error,
    ),
  };
}

/** A part of the route table: every `of`-th route from `index` on (the routes' own order, so a part is stable). */
export interface Share {
  index: number;
  of: number;
}

/**
 * The API fuzz of one identity, over the whole route table or a share of it: hostile bodies,
 * plausible values field by field and generated requests on every route, then a method no route
 * of the path has. The route-table test goes with the visitor's file (`withRouteTable`).
 */
export function fuzzRoutes(identity: Identity, options: { share?: Share; withRouteTable?: boolean } = {}): void {
  const { share = { index: 0, of: 1 } } = options;
  const part = share.of > 1 ? ` (part ${share.index + 1} of ${share.of})` : '';
  describeOnEveryBackend(`fuzzing the routes as a ${identity}${part}`, (target) => {
    if (options.withRouteTable) {
      it("walks the app's own route table, which holds every route the source declares", () => {
        const { routes } = target();
        expect(routes).toEqual(
          expect.arrayContaining([
            { method: 'POST', path: '/api/user.php' },
            { method: 'GET', path: '/api/chat.php' },
            { method: 'POST', path: '/api/chat.php' },
            { method: 'POST', path: '/api/photos.php' },
            { method: 'POST', path: '/api/payment.php' },
            { method: 'POST', path: '/api/payments/webhook/:provider' },
            { method: 'POST', path: '/sandbox/checkout/:ref' },
            { method: 'POST', path: '/api/age-check.php' },
            { method: 'POST', path: '/api/age-check/webhook/:provider' },
            { method: 'POST', path: '/sandbox/age-check/:ref' },
          ]),
        );
        for (const declared of declaredRoutes()) expect(routes).toContainEqual(declared);
        expect(routes.length).toBeGreaterThan(45);
      });
    }

    it(
      `answers hostile input on every route as a ${identity} without a 5xx, and every API refusal as {error, message}`,
      { timeout: timeoutFor(GENERATED_RUNS[identity]) },
      async () => {
        const fuzzTarget = target();
        const { t, plausible } = fuzzTarget;
        const failures: string[] = [];
        const run = async (route: RouteEntry, method: string, cookie: string, cases: FuzzRequest[]) => {
          for (const fuzz of cases) {
            const { url, response } = send(fuzzTarget, route, method, identity, cookie, fuzz);
            const problem = problemWith(route.path, await response);
            if (problem) failures.push(`${method} ${url.slice(0, 200)} body=${describeBody(fuzz.body)} → ${problem.slice(0, 400)}`);
          }
        };
        const walked = identity === 'operator' ? fuzzTarget.routes.filter(isConsoleRoute) : fuzzTarget.routes;
        const mine = walked.filter((_, index) => index % share.of === share.index);
        expect(mine.length).toBeGreaterThan(0);
        for (const route of mine) {
          // A fresh member (or owner) per route: logout, deletion or a password change must not spoil the next.
          const member = identity === 'member' ? await createMember(t.app, t.database.db, EN) : undefined;
          if (member) await t.database.db.update(users).set({ credits: 500 }).where(eq(users.id, member.id));
          const operator = identity === 'operator' ? await signedInOperator(t, 'owner') : undefined;
          const params = paramCount(route.path);
          const plausibleParams = Array.from({ length: params }, () => 'sandbox');
          const hostileParams = (index: number) => Array.from({ length: params }, () => HOSTILE_STRINGS[index % HOSTILE_STRINGS.length] as string);
          await run(route, route.method, member?.cookie ?? operator?.cookie ?? '', [
            ...HOSTILE_BODIES.map((body, index) => ({ query: '', params: hostileParams(index), body })),
            ...fieldByField(plausible, route.method).map((fuzz) => ({ ...fuzz, params: plausibleParams })),
            ...fc.sample(fuzzRequest(plausible, params), {
              seed: seedOf(`${identity} ${route.method} ${route.path}`),
              numRuns: FUZZ_RUNS ?? GENERATED_RUNS[identity],
            }),
          ]);
        }
        // A method no route of the path has: the API must still answer in JSON.
        const paths = [...new Set(walked.map((route) => route.path))].filter((_, index) => index % share.of === share.index);
        for (const path of paths) {
          const params = Array.from({ length: paramCount(path) }, () => 'x');
          await run({ method: 'PATCH', path }, 'PATCH', '', [
            { query: '', params, body: { kind: 'none' } },
            { query: 'id=%00', params, body: { kind: 'raw', contentType: 'application/json', data: '{"cut' } },
          ]);
        }
        expect(failures).toEqual([]);
      },
    );
  });
}

/** Every page of the client's route table, rendered with hostile parameters as a visitor or a member. */
export function fuzzPages(identity: Exclude<Identity, 'operator'>): void {
  describeOnEveryBackend(`fuzzing the pages as a ${identity}`, (target) => {
    it(
      `renders every page of the client's route table with hostile parameters as a ${identity} without a 5xx`,
      { timeout: timeoutFor(PAGE_RUNS) },
      async () => {
        const fuzzTarget = target();
        const { t, plausible } = fuzzTarget;
        const pages = listPages();
        expect(pages).toEqual(expect.arrayContaining(['/', '/members/:id', '/credits/:id/:paymentmethod', '/pages/:page']));
        const member = identity === 'member' ? await createMember(t.app, t.database.db, EN) : undefined;
        const failures: string[] = [];
        for (const page of pages) {
          const cases = fc.sample(fuzzRequest(plausible, paramCount(page)), { seed: seedOf(`${identity} page ${page}`), numRuns: FUZZ_RUNS ?? PAGE_RUNS });
          for (const fuzz of cases) {
            const { url, response } = send(fuzzTarget, { method: 'GET', path: page }, 'GET', identity, member?.cookie ?? '', {
              ...fuzz,
              body: { kind: 'none' },
            });
            const problem = problemWith(page, await response);
            if (problem) failures.push(`GET ${url.slice(0, 200)} → ${problem.slice(0, 400)}`);
          }
        }
        expect(failures).toEqual([]);
      },
    );
  });
}
