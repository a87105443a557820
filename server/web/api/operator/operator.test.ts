import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { encodeSegment, HOSTILE_BODIES, HOSTILE_STRINGS } from '#tests/support/fuzz';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { operators, operatorSessions, type OperatorRole } from '#server/platform/db/schema';
import { disableOperator, pruneOperatorSessions } from '#server/core/domain/operators/sessions';
import { createOperator } from '#server/core/domain/operators/accounts';
import { loadSecrets } from '#server/platform/secrets';
import { audit } from '#server/core/domain/operators/audit';

const CONSOLE = 'operator.localhost';
const EN = 'flirtlocal.localhost';
const PASSWORD = 'correct horse battery staple';
const english = texts('en');
/** The sites an operator may be given: the deploy's tenant files. */
const SITES = ['flirtlocal', 'herzklopfen', 'coeurs-coquins', 'regenboog-date'];

/** The secret's code at a moment (30-second steps); a test moves `at` on to get the next code. */
function codeAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? '';
}

describe.each(BACKENDS)('operator accounts and the console sign-in on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { limits: { loginFailuresPerAccountAndIp: { points: 3 } } });
  });
  afterAll(() => t.close());

  let serial = 0;
  /** An operator who has set the password through the sign-in link; returns their TOTP secret. */
  async function newOperator(role: OperatorRole, tenants: string[] = []) {
    const email = `op${++serial}-${role}@example.com`;
    const created = await createOperator(t.database.db, loadSecrets({ dataDir: t.dataDir }), { email, role, tenants, now: t.now() }, SITES);
    await api(t.app, CONSOLE).post('/api/operator/password.php', { token: created.setupToken, password: PASSWORD }).expect(200);
    return { email, secret: secretOf(created.totpUri), id: created.operator.id };
  }

  /** Signs in with the code of the app's current step and returns the session cookie. */
  async function signIn(op: { email: string; secret: string }): Promise<string> {
    const response = await api(t.app, CONSOLE)
      .post('/api/operator/login.php', { email: op.email, password: PASSWORD, code: codeAt(op.secret, t.now()) })
      .expect(200);
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('op_sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Domain=/i);
    return (cookie ?? '').split(';')[0] ?? '';
  }

  /** Every sign-in needs a fresh step: a code works once. */
  function nextStep() {
    t.clock.offsetMs += 30_000;
  }

  it('signs in with password and a current code, knows the operator, and signs out', async () => {
    const owner = await newOperator('owner');
    nextStep();
    const cookie = await signIn(owner);
    const me = (await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(200)).body.operator;
    expect(me).toMatchObject({ email: owner.email, role: 'owner', all_sites: true });
    await api(t.app, CONSOLE, cookie).post('/api/operator/logout.php').expect(200);
    await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(401);
  });

  it('refuses a wrong password, a wrong code and a replayed code with one message', async () => {
    const op = await newOperator('support', ['flirtlocal']);
    nextStep();
    const code = codeAt(op.secret, t.now());
    const failed = english('operator_console.login_failed');
    const wrongPassword = await api(t.app, CONSOLE).post('/api/operator/login.php', { email: op.email, password: 'not the password', code }).expect(401);
    const wrongCode = await api(t.app, CONSOLE)
      .post('/api/operator/login.php', { email: op.email, password: PASSWORD, code: code === '000000' ? '111111' : '000000' })
      .expect(401);
    const unknown = await api(t.app, CONSOLE).post('/api/operator/login.php', { email: 'nobody@example.com', password: PASSWORD, code }).expect(401);
    for (const response of [wrongPassword, wrongCode, unknown]) expect(response.body).toEqual({ error: 'login_failed', message: failed });
    await api(t.app, CONSOLE).post('/api/operator/login.php', { email: op.email, password: PASSWORD, code }).expect(200);
    // The same code again, still within its 30 seconds: seen over a shoulder, it is worthless.
    expect((await api(t.app, CONSOLE).post('/api/operator/login.php', { email: op.email, password: PASSWORD, code }).expect(401)).body.message).toBe(failed);
  });

  it('blocks an address after repeated misses, but not the operator from another address', async () => {
    const op = await newOperator('moderator', ['flirtlocal']);
    const other = await createTestApp(backend, { trustProxy: true, limits: { loginFailuresPerAccountAndIp: { points: 3 } } });
    try {
      const from = (ip: string) =>
        request(other.app).post('/api/operator/login.php').set('Host', CONSOLE).set('X-Request-Type', 'client').set('X-Forwarded-For', ip);
      const created = await createOperator(
        other.database.db,
        loadSecrets({ dataDir: other.dataDir }),
        {
          email: op.email,
          role: 'moderator',
          tenants: ['flirtlocal'],
          now: other.now(),
        },
        SITES,
      );
      await request(other.app)
        .post('/api/operator/password.php')
        .set('Host', CONSOLE)
        .set('X-Request-Type', 'client')
        .send({ token: created.setupToken, password: PASSWORD })
        .expect(200);
      const secret = secretOf(created.totpUri);
      const attacker = '203.0.113.9';
      for (let attempt = 0; attempt < 2; attempt++) await from(attacker).send({ email: op.email, password: 'guess', code: '123456' }).expect(401);
      expect((await from(attacker).send({ email: op.email, password: 'guess', code: '123456' }).expect(429)).body.error).toBe('login_blocked');
      // Even the right password and code from the blocked address wait.
      await from(attacker)
        .send({ email: op.email, password: PASSWORD, code: codeAt(secret, other.now()) })
        .expect(429);
      await from('198.51.100.4')
        .send({ email: op.email, password: PASSWORD, code: codeAt(secret, other.now()) })
        .expect(200);
    } finally {
      await other.close();
    }
  });

  it('binds the session to the console host: member sites know neither the console nor its cookie', async () => {
    const owner = await newOperator('owner');
    nextStep();
    const cookie = await signIn(owner);
    await api(t.app, EN, cookie).get('/api/operator/me.php').expect(404);
    await api(t.app, EN, cookie).post('/api/operator/login.php', {}).expect(404);
    await request(t.app).get('/operator').set('Host', EN).expect(404);
    await request(t.app).get('/admin').set('Host', EN).expect(404);
    // The cookie does not make anyone a member there either.
    const visitor = (await api(t.app, EN).get('/api/user.php').expect(200)).body;
    expect((await api(t.app, EN, cookie).get('/api/user.php').expect(200)).body).toEqual(visitor);
    // Member routes do not exist on the console host.
    await api(t.app, CONSOLE, cookie).get('/api/user.php').expect(404);
  });

  it('gives a member session nothing on the console', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    await api(t.app, CONSOLE, member.cookie).get('/api/operator/me.php').expect(401);
    const sid = member.cookie.replace(/^sid=/, 'op_sid=');
    await api(t.app, CONSOLE, sid).get('/api/operator/me.php').expect(401);
  });

  it('ends a session after 30 idle minutes, and the hourly job deletes it', async () => {
    const owner = await newOperator('owner');
    nextStep();
    const cookie = await signIn(owner);
    t.clock.offsetMs += 29 * 60 * 1000;
    await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(200);
    t.clock.offsetMs += 31 * 60 * 1000;
    await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(401);
    expect(await pruneOperatorSessions(t.database.db, t.now())).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, owner.id));
    expect(left).toEqual([]);
  });

  it('ends a session after 8 hours however busy, and refuses a disabled operator', async () => {
    const owner = await newOperator('owner');
    nextStep();
    const cookie = await signIn(owner);
    for (let hour = 0; hour < 8; hour++) {
      t.clock.offsetMs += 20 * 60 * 1000;
      await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(200);
      t.clock.offsetMs += 20 * 60 * 1000;
      await api(t.app, CONSOLE, cookie).get('/api/operator/me.php').expect(200);
      t.clock.offsetMs += 20 * 60 * 1000;
      await api(t.app, CONSOLE, cookie)
        .get('/api/operator/me.php')
        .expect(hour === 7 ? 401 : 200);
    }
    nextStep();
    const again = await signIn(owner);
    await disableOperator(t.database.db, owner.email, t.now());
    await api(t.app, CONSOLE, again).get('/api/operator/me.php').expect(401);
    nextStep();
    await api(t.app, CONSOLE)
      .post('/api/operator/login.php', { email: owner.email, password: PASSWORD, code: codeAt(owner.secret, t.now()) })
      .expect(401);
  });

  it('writes the audit log, which only owners read, filtered and paged', async () => {
    const owner = await newOperator('owner');
    const manager = await newOperator('manager', ['flirtlocal']);
    nextStep();
    const ownerCookie = await signIn(owner);
    const managerCookie = await signIn(manager);
    await api(t.app, CONSOLE, managerCookie).get('/api/operator/audit.php').expect(403);
    await audit(t.database.db, { id: manager.id }, 'member_ban', { tenantId: 'flirtlocal', memberId: 424242, detail: { reason: 'spam' } });
    const mine = (await api(t.app, CONSOLE, ownerCookie).get(`/api/operator/audit.php?operator_id=${manager.id}`).expect(200)).body;
    expect(mine.entries.map((entry: { action: string }) => entry.action)).toEqual(['member_ban', 'operator_login', 'operator_password_set']);
    const byMember = (await api(t.app, CONSOLE, ownerCookie).get('/api/operator/audit.php?member_id=424242').expect(200)).body;
    expect(byMember.entries).toEqual([
      expect.objectContaining({ operator_id: manager.id, tenant_id: 'flirtlocal', action: 'member_ban', detail: { reason: 'spam' } }),
    ]);
    const first = (await api(t.app, CONSOLE, ownerCookie).get(`/api/operator/audit.php?operator_id=${manager.id}&limit=2`).expect(200)).body;
    expect(first.entries).toHaveLength(2);
    const rest = (
      await api(t.app, CONSOLE, ownerCookie).get(`/api/operator/audit.php?operator_id=${manager.id}&limit=2&before=${first.next_before}`).expect(200)
    ).body;
    expect(rest.entries.map((entry: { action: string }) => entry.action)).toEqual(['operator_password_set']);
    await api(t.app, CONSOLE, ownerCookie).get('/api/operator/audit.php?member_id=abc').expect(400);
  });

  it('uses the sign-in link once', async () => {
    const created = await createOperator(
      t.database.db,
      loadSecrets({ dataDir: t.dataDir }),
      {
        email: 'once@example.com',
        role: 'owner',
        tenants: [],
        now: t.now(),
      },
      SITES,
    );
    await api(t.app, CONSOLE).post('/api/operator/password.php', { token: created.setupToken, password: 'short' }).expect(400);
    await api(t.app, CONSOLE).post('/api/operator/password.php', { token: created.setupToken, password: PASSWORD }).expect(200);
    await api(t.app, CONSOLE).post('/api/operator/password.php', { token: created.setupToken, password: PASSWORD }).expect(410);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.email, 'once@example.com'));
    expect(row?.setupTokenHash).toBeNull();
  });
  it('serves the console page for every path outside the API, in the chosen language, never indexed; the API stays JSON', async () => {
    for (const path of ['/', '/members/42', '/password']) {
      const page = await request(t.app).get(path).set('Host', CONSOLE).set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.text).toContain('<html lang="de">');
      expect(page.text).toContain(`<title>${texts('de')('operator_console.title')}</title>`);
      expect(page.text).toMatch(/<script type="module" nonce="[^"]+" src="\/client\/console\/entry\.tsx"><\/script>/);
    }
    const chosen = await request(t.app).get('/').set('Host', CONSOLE).set('Cookie', 'op_lang=fr').set('Accept-Language', 'de').expect(200);
    expect(chosen.text).toContain('<html lang="fr">');
    const missing = await request(t.app).get('/api/operator/nothing.php').set('Host', CONSOLE).expect(404);
    expect(missing.body.error).toBe('not_found');
    // The member site has no console page and no console API.
    await request(t.app).get('/operator').set('Host', EN).expect(404);
    await request(t.app).get('/api/operator/me.php').set('Host', EN).set('X-Request-Type', 'client').expect(404);
  });

  it('answers hostile input on every console route without a 5xx, as {error, message}', async () => {
    const owner = await newOperator('owner');
    nextStep();
    const cookie = await signIn(owner);
    const problems: string[] = [];
    const check = (what: string, response: request.Response) => {
      if (response.status >= 500) problems.push(`${what}: ${response.status}`);
      else if (response.status >= 400 && !(typeof response.body?.error === 'string' && typeof response.body?.message === 'string'))
        problems.push(`${what}: ${response.status} without {error, message}`);
    };
    for (const path of ['/api/operator/login.php', '/api/operator/password.php', '/api/operator/logout.php']) {
      for (const body of HOSTILE_BODIES) {
        const test = request(t.app).post(path).set('Host', CONSOLE).set('X-Request-Type', 'client').set('Cookie', cookie);
        const response =
          body.kind === 'json'
            ? await test.send(body.value as object)
            : body.kind === 'raw'
              ? await test.set('Content-Type', body.contentType).send(body.data)
              : await test;
        check(`POST ${path} ${body.kind}`, response);
      }
    }
    for (const value of HOSTILE_STRINGS.slice(0, 24)) {
      for (const field of ['operator_id', 'tenant_id', 'member_id', 'from', 'to', 'before', 'limit']) {
        check(`GET audit ${field}`, await api(t.app, CONSOLE, cookie).get(`/api/operator/audit.php?${field}=${encodeSegment(value)}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
