import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageChecks, users } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { FakeVeriff, VERIFF_API_KEY, VERIFF_SECRET, veriffAgainst } from '#tests/support/fake-veriff';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { DecisionRejected, ProviderUnavailable } from './provider';
import { createVeriffAgeAssurance, veriffSignature } from './veriff';

const EN = 'flirtlocal.localhost';
const english = texts('en');
const fake = new FakeVeriff();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());

describe('the Veriff adapter against a loopback Veriff', () => {
  const veriff = () => veriffAgainst(baseUrl);

  it('creates a session with the API key, our check as vendorData and the return address, and gives its flow', async () => {
    const session = await veriff().startSession({
      checkId: 42,
      returnUrl: 'https://flirtlocal.example/age-check?check=42',
      siteOrigin: 'https://flirtlocal.example',
    });
    expect(session.url).toMatch(/^https:\/\/alchemy\.veriff\.com\/v\//);
    expect(fake.sessions.get(session.sessionRef)).toEqual({
      id: session.sessionRef,
      vendorData: '42',
      callback: 'https://flirtlocal.example/age-check?check=42',
    });
    expect(fake.received.at(-1)).toEqual({
      path: '/v1/sessions',
      client: VERIFF_API_KEY,
      body: { verification: { callback: 'https://flirtlocal.example/age-check?check=42', vendorData: '42' } },
    });
  });

  it('says so when Veriff refuses the key or cannot be reached', async () => {
    const wrongKey = createVeriffAgeAssurance({ apiKey: 'not-the-key-of-this-integration', sharedSecret: 'x'.repeat(16), baseUrl });
    await expect(wrongKey.startSession({ checkId: 1, returnUrl: 'https://a.example/', siteOrigin: 'https://a.example' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const nowhere = createVeriffAgeAssurance({ apiKey: VERIFF_API_KEY, sharedSecret: 'x'.repeat(16), baseUrl: 'http://127.0.0.1:1' });
    await expect(nowhere.startSession({ checkId: 1, returnUrl: 'https://a.example/', siteOrigin: 'https://a.example' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('reads a signed decision, and rejects a bad signature, another integration or a body that is no decision', () => {
    const body = fake.decisionBody('0f5e1f6c-5a0e-4c7e-9d43-2b1f0c6d7e8a', 'approved');
    const headers = (signature: string, client = VERIFF_API_KEY) => ({ 'x-hmac-signature': signature, 'x-auth-client': client });
    const raw = Buffer.from(body);
    expect(veriff().parseDecision({ rawBody: raw, headers: headers(veriffSignature(VERIFF_SECRET, raw)) })).toEqual({
      sessionRef: '0f5e1f6c-5a0e-4c7e-9d43-2b1f0c6d7e8a',
      status: 'approved',
      method: 'id_document',
    });
    // Veriff's hex may come in capitals.
    expect(veriff().parseDecision({ rawBody: raw, headers: headers(veriffSignature(VERIFF_SECRET, raw).toUpperCase()) }).status).toBe('approved');
    expect(() => veriff().parseDecision({ rawBody: raw, headers: headers(veriffSignature('another-secret', raw)) })).toThrow(DecisionRejected);
    expect(() => veriff().parseDecision({ rawBody: raw, headers: headers(veriffSignature(VERIFF_SECRET, raw), 'another-integration') })).toThrow(
      DecisionRejected,
    );
    expect(() => veriff().parseDecision({ rawBody: raw, headers: {} })).toThrow(DecisionRejected);
    const tampered = Buffer.from(body.replace('"approved"', '"declined"'));
    expect(() => veriff().parseDecision({ rawBody: tampered, headers: headers(veriffSignature(VERIFF_SECRET, raw)) })).toThrow(DecisionRejected);
    const notDecision = Buffer.from('{"status":"success"}');
    expect(() => veriff().parseDecision({ rawBody: notDecision, headers: headers(veriffSignature(VERIFF_SECRET, notDecision)) })).toThrow(DecisionRejected);
    const event = Buffer.from(
      JSON.stringify({
        id: 'f04bdb47-d3be-4b28-b028-a652feb060b5',
        attemptId: 'e30122d1',
        feature: 'selfid',
        code: 7002,
        action: 'submitted',
        vendorData: '42',
      }),
    );
    expect(veriff().parseDecision({ rawBody: event, headers: headers(veriffSignature(VERIFF_SECRET, event)) })).toEqual({
      sessionRef: 'f04bdb47-d3be-4b28-b028-a652feb060b5',
      status: 'started',
      method: null,
    });
  });
});

/** The repository's sites, FlirtLocal on the automatic provider: Veriff when configured. */
function tenantsOnVeriff(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'veriff-tenants-'));
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, 'flirtlocal.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...site, age_assurance: { countries: { GB: 'provider' }, provider: 'auto' } }));
  return dir;
}

describe.each(BACKENDS)('age assurance through Veriff on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { tenantsDir: tenantsOnVeriff(), ageProvider: veriffAgainst(baseUrl) });
  });
  afterAll(() => t.close());

  it('walks a GB member from refused to passed: session, redirect, signed decision, repeated decision', async () => {
    const partner = await createMember(t.app, t.database.db, EN);
    const member = await createMember(t.app, t.database.db, EN);
    const gb = (method: 'get' | 'post', route: string, body: object = {}) =>
      method === 'get'
        ? api(t.app, EN, member.cookie).get(route).set('CF-IPCountry', 'GB')
        : api(t.app, EN, member.cookie).post(route, body).set('CF-IPCountry', 'GB');
    const message = { profile_id: partner.id, text: 'Hello from London', client_id: crypto.randomUUID() };

    const refused = await gb('post', '/api/chat.php', message).expect(403);
    expect(refused.body).toEqual({ error: 'age_assurance_required', message: english('age_assurance.required') });
    expect((await gb('get', '/api/age-check.php').expect(200)).body).toEqual({ level: 'provider', required: true, state: 'none', assured_at: null });

    // The check starts at Veriff; the member's browser goes to Veriff's flow and comes back to the site's origin, not the Host it asked under.
    const started = await api(t.app, 'flirtlocal.test', member.cookie).post('/api/age-check.php').set('CF-IPCountry', 'GB').expect(201);
    expect(started.body.url).toMatch(/^https:\/\/alchemy\.veriff\.com\/v\//);
    const [check] = await t.database.db.select().from(ageChecks).where(eq(ageChecks.userId, member.id));
    if (!check) throw new Error('no check stored');
    const origin = t.tenants.resolve(EN)?.origin;
    expect(fake.sessions.get(check.sessionRef)).toEqual({
      id: check.sessionRef,
      vendorData: String(check.id),
      callback: `${origin}/age-check?check=${check.id}`,
    });
    expect(check).toMatchObject({ provider: 'veriff', country: 'GB', status: 'created', tenantId: 'flirtlocal' });
    expect((await gb('get', '/api/age-check.php').expect(200)).body.state).toBe('pending');

    // A forged decision changes nothing.
    const approved = fake.decisionBody(check.sessionRef, 'approved');
    const forged = await fake.sendDecision(t.app, EN, approved, 'a-secret-that-is-not-ours').expect(401);
    expect(forged.body).toEqual({ error: 'bad_notification', message: english('errors.invalid_request') });
    await gb('post', '/api/chat.php', message).expect(403);

    await fake.sendDecision(t.app, EN, approved).expect(200);
    // Veriff repeats a webhook it is unsure of: the second copy changes nothing.
    await fake.sendDecision(t.app, EN, approved).expect(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.ageAssuredAt).toBeInstanceOf(Date);
    expect(user?.ageAssuranceMethod).toBe('id_document');
    const decided = await t.database.db.select().from(ageChecks).where(eq(ageChecks.userId, member.id));
    expect(decided).toEqual([expect.objectContaining({ status: 'approved', method: 'id_document', decidedAt: expect.any(Date) })]);
    // Nothing of the person or the document Veriff sent along is kept.
    expect(JSON.stringify(decided)).not.toMatch(/MORGAN|1990-04-12|X1234567|PASSPORT/);

    // A later "declined" for the same session does not take the pass back.
    await fake.sendDecision(t.app, EN, fake.decisionBody(check.sessionRef, 'declined')).expect(200);
    expect((await gb('get', '/api/age-check.php').expect(200)).body).toEqual({
      level: 'provider',
      required: false,
      state: 'passed',
      assured_at: user?.ageAssuredAt?.toISOString(),
    });
    await gb('post', '/api/chat.php', message).expect(200);
    await gb('post', '/api/age-check.php').expect(409);
  });

  it('keeps a declined member refused, lets them try again, and acknowledges a session it never started', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const start = () => api(t.app, EN, member.cookie).post('/api/age-check.php').set('CF-IPCountry', 'GB');
    await start().expect(201);
    const [check] = await t.database.db.select().from(ageChecks).where(eq(ageChecks.userId, member.id));
    if (!check) throw new Error('no check stored');
    await fake.sendDecision(t.app, EN, fake.decisionBody(check.sessionRef, 'declined')).expect(200);
    const status = await api(t.app, EN, member.cookie).get('/api/age-check.php').set('CF-IPCountry', 'GB').expect(200);
    expect(status.body).toMatchObject({ required: true, state: 'declined' });
    await api(t.app, EN, member.cookie).post('/api/photos.php').set('CF-IPCountry', 'GB').expect(403);
    await start().expect(201);

    const unknown = await fake.sendDecision(t.app, EN, fake.decisionBody(crypto.randomUUID(), 'approved')).expect(200);
    expect(unknown.body).toEqual({ ok: true, known: false });
  });

  it('asks nothing of members elsewhere, and refuses a check where none is needed', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const nl = await api(t.app, EN, member.cookie).get('/api/age-check.php').set('CF-IPCountry', 'NL').expect(200);
    expect(nl.body).toEqual({ level: 'self_declared', required: false, state: 'none', assured_at: null });
    const refused = await api(t.app, EN, member.cookie).post('/api/age-check.php').set('CF-IPCountry', 'NL').expect(409);
    expect(refused.body).toEqual({ error: 'age_assurance_not_needed', message: english('age_assurance.not_needed') });
  });
});
