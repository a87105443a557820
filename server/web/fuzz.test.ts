import http from 'node:http';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
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
} from '#tests/support/fuzz';
import { createMember } from '#tests/support/members';
import { CONSOLE, signedInOperator } from '#tests/support/operators';
import { createPaymentTestApp } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { users } from '../platform/db/schema';
import { DELETE_REASONS } from '../contract/deletion-reasons';
import { COMPLAINT_REASONS } from '../contract/complaint-reasons';
import { PHOTO_REJECT_REASONS } from '../contract/photo-reject-reasons';
import { VERIFICATION_REJECT_REASONS } from '../contract/verification-reject-reasons';

const EN = 'flirtlocal.localhost';
/** Generated requests per route and method (plus every hand-picked body): more for members, whose requests get further. */
const GENERATED_RUNS = { visitor: 6, member: 16, operator: 16 };
/** Requests per page and identity: each is a whole server render, the slowest thing we do. */
const PAGE_RUNS = 6;

/** An operator is an owner on the console host, and walks only the console's API (elsewhere it is 404). */
type Identity = 'visitor' | 'member' | 'operator';
const isConsoleRoute = (route: RouteEntry) => route.path.startsWith('/api/operator/');

function describeBody(body: FuzzBody): string {
  const text = body.kind === 'none' ? '' : body.kind === 'json' ? JSON.stringify(body.value) : `${body.contentType} ${String(body.data)}`;
  return JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text);
}

describe.each(BACKENDS)('fuzzing every route on $name', (backend) => {
  let t: TestApp;
  let server: http.Server;
  let routes: RouteEntry[];
  let plausible: Plausible;

  beforeAll(async () => {
    t = await createPaymentTestApp(backend);
    server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    routes = listRoutes(t.app);
    const partner = await createMember(t.app, t.database.db, EN);
    // Free text first: field by field, the cases before a field use up a handler's rate limit
    // (chat: 20 messages a minute), and free text is what handlers store.
    plausible = {
      text: ['Hello there, how are you?'],
      about_me: ['Jazz and long walks.'],
      name: ['Fuzzy'],
      account_holder: ['Fuzz Tester'],
      street: ['Main street'],
      city: ['Amsterdam'],
      id: [partner.id, 2_147_483_647],
      profile_id: [partner.id],
      message_id: [1],
      conversation: [1],
      request_id: [1],
      like: [true, false],
      email: [partner.body.email, 'fuzz@example.org'],
      password: [GOOD_PASSWORD],
      password_repeat: [GOOD_PASSWORD],
      old_password: [GOOD_PASSWORD],
      date_of_birth: ['1990-05-17'],
      gender: ['female', 'male'],
      sexuality: ['hetero'],
      language: ['en', 'de'],
      invisible: [true],
      country: ['GB', 'DE'],
      interests: [[1, 2]],
      location: [{ lat: 51.5, lon: -0.12 }],
      lat: ['51.5'],
      lon: ['-0.12'],
      min_age: ['25'],
      max_age: ['60'],
      package: ['starter', 'popular'],
      paymentmethod: ['creditcard', 'paypal', 'directdebit'],
      discountcode: ['TIMEBONUS25'],
      welcome: ['true'],
      type: ['text', 'gift', 'photo'],
      gift: ['rose'],
      client_id: ['fuzz-client-0001', 'fuzz-client-0002', 'fuzz-client-0003'],
      reason: [...COMPLAINT_REASONS, ...DELETE_REASONS, ...PHOTO_REJECT_REASONS, ...VERIFICATION_REJECT_REASONS],
      iban: ['NL91ABNA0417164300'],
      house_number: ['1'],
      postal_code: ['1011AB'],
      mobile: ['+31612345678'],
      authorised: [true],
      code: ['123456'],
      outcome: ['paid', 'failed', 'cancelled'],
      token: ['0123456789abcdef0123'],
      disabled: [['likes']],
      param: ['sandbox', 'mollie', 'sbx_1', '512'],
      // Console operators (server/web/api/operator/admin): a moderator of one site, so the fuzz owner stays the last owner.
      role: ['moderator'],
      tenants: [['flirtlocal']],
      // Console complaints (server/web/api/operator/complaints).
      action: ['dismiss', 'warn', 'hide_photo', 'ban', 'approve', 'reject'],
      status: ['open', 'closed', 'pending'],
      // Console photo moderation (server/web/api/operator/photos).
      ids: [[1, 2]],
      after: [0],
      order: ['oldest', 'newest'],
      photo_reason: ['other'],
      note: ['Checked by the fuzz suite.'],
      // Console fictional profiles and inbox (server/web/api/operator/fictional).
      tenant_id: ['flirtlocal'],
      region: ['ANS'],
      seen_up_to: [0],
      // Console members (server/web/api/operator/members): a search, a credit correction either way.
      q: ['anna', '12'],
      amount: [50, -5],
      // Console GDPR (server/web/api/operator/gdpr): an erasure's written-request reference.
      reference: ['REQ-2026-0001'],
      // Console payments and discount codes (server/web/api/operator/payments).
      percentage: [20],
      take_credits: [0],
      member: ['12'],
      provider: ['sandbox'],
      method: ['creditcard'],
      state: ['active'],
      currency: ['EUR'],
      minimum_order_value: [0],
      payment_methods: [['creditcard']],
      expires_at: ['2099-01-01T00:00:00Z'],
      from: ['2026-01-01T00:00:00Z'],
      to: ['2099-01-01T00:00:00Z'],
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const send = (route: RouteEntry, method: string, identity: Identity, cookie: string, fuzz: FuzzRequest) => {
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
  };

  /** Why this answer breaks the house rule (no 5xx; API refusals are `{error, message}`), or undefined. */
  const problemWith = (path: string, res: request.Response | unknown): string | undefined => {
    if (!(res && typeof res === 'object' && 'status' in res && typeof res.status === 'number')) return `no answer: ${String(res)}`;
    const { status, body } = res as request.Response;
    if (status >= 500) return `${status} ${JSON.stringify(body)}`;
    if (path.startsWith('/api/') && status >= 400) {
      if (typeof body?.error !== 'string' || typeof body?.message !== 'string' || !body.message)
        return `${status} without {error, message}: ${JSON.stringify(body)}`;
    }
    return undefined;
  };

  it("walks the app's own route table, which holds every route the source declares", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/user.php' },
        { method: 'GET', path: '/api/chat.php' },
        { method: 'POST', path: '/api/chat.php' },
        { method: 'POST', path: '/api/photos.php' },
        { method: 'POST', path: '/api/payment.php' },
        { method: 'POST', path: '/api/payments/webhook/:provider' },
        { method: 'POST', path: '/sandbox/checkout/:ref' },
      ]),
    );
    for (const declared of declaredRoutes()) expect(routes).toContainEqual(declared);
    expect(routes.length).toBeGreaterThan(45);
  });

  it.each<Identity>(['visitor', 'member', 'operator'])(
    'answers hostile input on every route as a %s without a 5xx, and every API refusal as {error, message}',
    { timeout: 240_000 },
    async (identity) => {
      const failures: string[] = [];
      const run = async (route: RouteEntry, method: string, cookie: string, cases: FuzzRequest[]) => {
        for (const fuzz of cases) {
          const { url, response } = send(route, method, identity, cookie, fuzz);
          const problem = problemWith(route.path, await response);
          if (problem) failures.push(`${method} ${url.slice(0, 200)} body=${describeBody(fuzz.body)} → ${problem.slice(0, 400)}`);
        }
      };
      for (const route of identity === 'operator' ? routes.filter(isConsoleRoute) : routes) {
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
          ...fc.sample(fuzzRequest(plausible, params), { seed: seedOf(`${identity} ${route.method} ${route.path}`), numRuns: GENERATED_RUNS[identity] }),
        ]);
      }
      // A method no route of the path has: the API must still answer in JSON.
      for (const path of new Set((identity === 'operator' ? routes.filter(isConsoleRoute) : routes).map((route) => route.path))) {
        const params = Array.from({ length: paramCount(path) }, () => 'x');
        await run({ method: 'PATCH', path }, 'PATCH', '', [
          { query: '', params, body: { kind: 'none' } },
          { query: 'id=%00', params, body: { kind: 'raw', contentType: 'application/json', data: '{"cut' } },
        ]);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each<Identity>(['visitor', 'member'])(
    "renders every page of the client's route table with hostile parameters as a %s without a 5xx",
    { timeout: 240_000 },
    async (identity) => {
      const pages = listPages();
      expect(pages).toEqual(expect.arrayContaining(['/', '/members/:id', '/credits/:id/:paymentmethod', '/pages/:page']));
      const member = identity === 'member' ? await createMember(t.app, t.database.db, EN) : undefined;
      const failures: string[] = [];
      for (const page of pages) {
        for (const fuzz of fc.sample(fuzzRequest(plausible, paramCount(page)), { seed: seedOf(`${identity} page ${page}`), numRuns: PAGE_RUNS })) {
          const { url, response } = send({ method: 'GET', path: page }, 'GET', identity, member?.cookie ?? '', { ...fuzz, body: { kind: 'none' } });
          const problem = problemWith(page, await response);
          if (problem) failures.push(`GET ${url.slice(0, 200)} → ${problem.slice(0, 400)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
