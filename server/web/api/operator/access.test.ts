import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { CONSOLE, signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import type { OperatorRole } from '#server/platform/db/schema';
import { mayUse, type Area } from '#server/core/domain/operators/roles';
import { accessOf, type ConsoleAccess } from './operator-router';

const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';
const ROLES: OperatorRole[] = ['owner', 'manager', 'moderator', 'support'];

/**
 * Who may reach each console route. A new route shows up here (the walk below finds it), so its
 * access is a line a reviewer reads, not a check buried in a handler.
 */
const ROUTE_ACCESS: Record<string, ConsoleAccess> = {
  'POST /api/operator/password.php': 'public',
  'POST /api/operator/login.php': 'public',
  'POST /api/operator/logout.php': 'signed-in',
  'GET /api/operator/me.php': 'signed-in',
  'GET /api/operator/audit.php': 'operators',
  'GET /api/operator/operators.php': 'operators',
  'POST /api/operator/operators.php': 'operators',
  'PUT /api/operator/operators.php': 'operators',
  'POST /api/operator/operator-disable.php': 'operators',
  'GET /api/operator/sites.php': 'sites',
  'POST /api/operator/sites.php': 'sites',
  'GET /api/operator/site-settings.php': 'site_settings',
  'PUT /api/operator/site-settings.php': 'site_settings',
  'GET /api/operator/dashboard.php': 'dashboard',
  'GET /api/operator/traffic.php': 'dashboard',
  'GET /api/operator/fictional-profiles.php': 'fictional',
  'POST /api/operator/fictional-profiles.php': 'fictional',
  'PUT /api/operator/fictional-profiles.php': 'fictional',
  'GET /api/operator/fictional-profile.php': 'fictional',
  'GET /api/operator/fictional-options.php': 'fictional',
  'POST /api/operator/fictional-photo.php': 'fictional',
  'PUT /api/operator/fictional-photo.php': 'fictional',
  'DELETE /api/operator/fictional-photo.php': 'fictional',
  'GET /api/operator/fictional-inbox.php': 'fictional',
  'GET /api/operator/fictional-conversation.php': 'fictional',
  'POST /api/operator/fictional-conversation.php': 'fictional',
  'GET /api/operator/photos.php': 'photos',
  'POST /api/operator/photo-review.php': 'photos',
  'GET /api/operator/verifications.php': 'photos',
  'GET /api/operator/verification-selfie.php': 'photos',
  'POST /api/operator/verification-review.php': 'photos',
  'GET /api/operator/complaints.php': 'complaints',
  'GET /api/operator/complaint.php': 'complaints',
  'POST /api/operator/complaint-resolve.php': 'complaints',
  'GET /api/operator/member-export.php': 'members',
  'POST /api/operator/member-erase.php': 'erasure',
  'GET /api/operator/payments.php': 'payments',
  'GET /api/operator/payment.php': 'payments',
  'POST /api/operator/payment-refund.php': 'refunds',
  'GET /api/operator/discount-codes.php': 'settings',
  'POST /api/operator/discount-codes.php': 'settings',
  'POST /api/operator/discount-code-disable.php': 'settings',
  'GET /api/operator/members.php': 'members',
  'GET /api/operator/member.php': 'members',
  'POST /api/operator/member-ban.php': 'members',
  'POST /api/operator/member-unban.php': 'members',
  'POST /api/operator/member-credits.php': 'members',
  'POST /api/operator/member-resend-activation.php': 'members',
  'POST /api/operator/member-logout.php': 'members',
  'POST /api/operator/member-delete.php': 'members',
};

/** The parts of router@2's layers the walk reads (Express's types leave them out). */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

interface ConsoleRoute {
  method: string;
  path: string;
  /** What the route's first handler checks; undefined when it starts with anything else. */
  access: ConsoleAccess | undefined;
}

/** Every console route of the app as Express routes it, mounted anywhere, with its first handler's access. */
function consoleRoutes(app: Express): ConsoleRoute[] {
  const found: ConsoleRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const access = accessOf(layer.route.stack[0]?.handle);
        for (const routePath of ([] as string[]).concat(layer.route.path).map((path) => prefix + path))
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && routePath.startsWith('/api/operator/')) found.push({ method: method.toUpperCase(), path: routePath, access });
      } else if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app.router as unknown as { stack: Layer[] }).stack, '');
  return found;
}

const isArea = (access: ConsoleAccess | undefined): access is Area => access !== undefined && access !== 'public' && access !== 'signed-in';

describe.each(BACKENDS)('console access declared per router on $name', (backend) => {
  let t: TestApp;
  let routes: ConsoleRoute[];
  /** One operator of each role, each on SITE_A only but the owner, who has every site. */
  const staff = {} as Record<OperatorRole, SignedInOperator>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    routes = consoleRoutes(t.app);
    for (const role of ROLES) staff[role] = await signedInOperator(t, role, role === 'owner' ? [] : [SITE_A]);
  });
  afterAll(() => t.close());

  it('lists every console route with the access its router declares', () => {
    expect(routes.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(Object.fromEntries(routes.map((route) => [`${route.method} ${route.path}`, route.access]))).toEqual(ROUTE_ACCESS);
    // Each route once: a second registration would shadow or be shadowed by the first.
    expect(routes).toHaveLength(Object.keys(ROUTE_ACCESS).length);
  });

  it('answers 401 on every route but signing in without a console session', async () => {
    for (const route of routes.filter((entry) => entry.access !== 'public')) {
      const res = await api(t.app, CONSOLE)[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.error).toBe('operator_authentication_required');
    }
  });

  it('answers 403 on every route of an area the role lacks, before reading the request', async () => {
    for (const route of routes.filter((entry) => isArea(entry.access))) {
      for (const role of ROLES.filter((candidate) => isArea(route.access) && !mayUse({ role: candidate }, route.access))) {
        // An empty request: a handler that ran would answer 200 or 400, so a 403 is the router's.
        const res = await staff[role].api[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path);
        expect(res.status, `${role} ${route.method} ${route.path}`).toBe(403);
        expect(res.body.error).toBe('forbidden');
      }
    }
  });

  it('lets a role with the area through to the handler on a sample route of each area', async () => {
    const samples: Record<Area, string | undefined> = {
      operators: '/api/operator/operators.php',
      settings: '/api/operator/discount-codes.php',
      sites: '/api/operator/sites.php',
      site_settings: `/api/operator/site-settings.php?tenant_id=${SITE_A}`,
      dashboard: '/api/operator/dashboard.php',
      members: '/api/operator/members.php',
      erasure: undefined,
      payments: '/api/operator/payments.php',
      refunds: undefined,
      photos: '/api/operator/photos.php',
      profiles: undefined,
      complaints: '/api/operator/complaints.php',
      fictional: '/api/operator/fictional-inbox.php',
    };
    for (const [area, path] of Object.entries(samples) as [Area, string | undefined][]) {
      if (!path) continue;
      for (const role of ROLES.filter((candidate) => mayUse({ role: candidate }, area)))
        expect((await staff[role].api.get(path)).status, `${role} ${path}`).toBe(200);
    }
    // Routes that only write have no harmless sample: a role with the area reaches the schema (400).
    await staff.support.api.post('/api/operator/payment-refund.php').expect(400);
    await staff.manager.api.post('/api/operator/member-erase.php').expect(400);
    for (const role of ROLES) await staff[role].api.get('/api/operator/me.php').expect(200);
  });

  it('answers 403 when the request names a site that is not the operator’s, in a query or a body', async () => {
    const manager = staff.manager;
    for (const path of ['/api/operator/members.php', '/api/operator/payments.php', '/api/operator/complaints.php', '/api/operator/dashboard.php']) {
      await manager.api.get(`${path}?tenant_id=${SITE_A}`).expect(200);
      expect((await manager.api.get(`${path}?tenant_id=${SITE_B}`).expect(403)).body.error).toBe('forbidden');
    }
    await manager.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_B }).expect(403);
    // Well-formed but not the operator's is refused before the schema; an owner of every site reaches the schema.
    await staff.owner.api.post('/api/operator/fictional-profiles.php', { tenant_id: SITE_B }).expect(400);
  });
});
