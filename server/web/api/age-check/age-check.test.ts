import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageChecks, photos, users } from '#server/platform/db/schema';
import { SANDBOX_SIGNATURE_HEADER } from '#server/adapters/age-verifiers/sandbox';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createFace, createMember } from '#tests/support/members';
import { createPaymentTestApp } from '#tests/support/payments';
import type { TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');

describe.each(BACKENDS)('age assurance on FlirtLocal (GB needs a provider: the sandbox) on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The sandbox posts its decision through the app's own HTTP stack, as Veriff would.
    t = await createPaymentTestApp(backend);
  });
  afterAll(() => t.close());

  const settingsFrom = async (country: string) => (await request(t.app).get('/api/settings.php').set('Host', EN).set('CF-IPCountry', country).expect(200)).body;

  it("tells each visitor's country what it asks: provider for GB, the entry warning's self-declaration for NL, none elsewhere", async () => {
    expect((await settingsFrom('GB')).age_assurance).toBe('provider');
    expect((await settingsFrom('NL')).age_assurance).toBe('self_declared');
    expect((await settingsFrom('JP')).age_assurance).toBe('none');
    const german = await request(t.app).get('/api/settings.php').set('Host', DE).set('CF-IPCountry', 'GB').expect(200);
    expect(german.body.age_assurance).not.toBe('provider');
  });

  it('shows a GB visitor a profile without free text and with its main photo only, and a member elsewhere all of it', async () => {
    const face = await createFace(t.app, t.database.db, EN, 'flirtlocal', { aboutMe: 'Looking for something explicit tonight' });
    await t.database.db
      .insert(photos)
      .values({ tenantId: 'flirtlocal', userId: face.id, filename: `${face.id}-2.webp`, thumbFilename: `${face.id}-2_thumb.webp`, status: 'active' });
    const viewer = await createMember(t.app, t.database.db, EN);
    const asGb = await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${face.id}`).set('CF-IPCountry', 'GB').expect(200);
    expect(asGb.body.age_gated).toBe(true);
    expect(asGb.body.profile.about_me).toBeFalsy();
    expect(asGb.body.profile.photos).toHaveLength(1);
    expect(asGb.body.profile.locked_photos).toBe(1);
    const asNl = await api(t.app, EN, viewer.cookie).get(`/api/member.php?id=${face.id}`).set('CF-IPCountry', 'NL').expect(200);
    expect(asNl.body.age_gated).toBe(false);
    expect(asNl.body.profile.about_me).toBe('Looking for something explicit tonight');
    expect(asNl.body.profile.photos).toHaveLength(2);
    const visitor = await api(t.app, EN).get(`/api/member.php?id=${face.id}`).set('CF-IPCountry', 'GB').expect(200);
    expect(visitor.body).toMatchObject({ age_gated: true, profile: { about_me: '' } });
    const landing = await api(t.app, EN).get(`/api/member-landing.php?id=${face.id}`).set('CF-IPCountry', 'GB').expect(200);
    expect(landing.body.profile.teaser).toBeNull();
    const landingNl = await api(t.app, EN).get(`/api/member-landing.php?id=${face.id}`).set('CF-IPCountry', 'NL').expect(200);
    expect(landingNl.body.profile.teaser).toBe('Looking for something explicit tonight');
  });

  it('refuses a GB member messages and uploads until the sandbox approves, then lets them', async () => {
    const partner = await createMember(t.app, t.database.db, EN);
    const member = await createMember(t.app, t.database.db, EN);
    const gb = api(t.app, EN, member.cookie);
    const message = { profile_id: partner.id, text: 'Hi there', client_id: crypto.randomUUID() };
    const refused = await gb.post('/api/chat.php', message).set('CF-IPCountry', 'GB').expect(403);
    expect(refused.body).toEqual({ error: 'age_assurance_required', message: english('age_assurance.required') });
    const upload = await gb.raw('post', '/api/photos.php').set('CF-IPCountry', 'GB').attach('photo', Buffer.from('not a photo'), 'me.jpg').expect(403);
    expect(upload.body.error).toBe('age_assurance_required');
    expect((await gb.get('/api/user.php').set('CF-IPCountry', 'GB').expect(200)).body.user.age_assured).toBe(false);

    const started = await gb.post('/api/age-check.php').set('CF-IPCountry', 'GB').expect(201);
    const origin = t.tenants.resolve(EN)?.origin ?? '';
    expect(started.body.url).toMatch(new RegExp(`^${origin}/sandbox/age-check/sbx_age_[0-9a-f]{32}$`));
    const page = new URL(started.body.url).pathname;

    // Another site's host does not open it.
    await request(t.app).get(page).set('Host', DE).expect(404);
    const shown = await request(t.app).get(page).set('Host', EN).expect(200);
    expect(shown.text).toContain(english('age_assurance.sandbox_approved'));

    const chosen = await request(t.app).post(page).set('Host', EN).type('form').send({ outcome: 'approved' }).expect(303);
    const [check] = await t.database.db.select().from(ageChecks).where(eq(ageChecks.userId, member.id));
    expect(chosen.headers.location).toBe(`${origin}/age-check?check=${check?.id}`);
    expect(check).toMatchObject({ provider: 'sandbox', status: 'approved', method: 'sandbox', country: 'GB' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ ageAssuranceMethod: 'sandbox', ageAssuredAt: expect.any(Date) });

    // The decided page offers no second choice; a second post changes nothing.
    expect((await request(t.app).get(page).set('Host', EN).expect(200)).text).toContain(english('age_assurance.sandbox_done'));
    await request(t.app).post(page).set('Host', EN).type('form').send({ outcome: 'declined' }).expect(303);
    expect((await gb.get('/api/age-check.php').set('CF-IPCountry', 'GB').expect(200)).body.state).toBe('passed');
    expect((await gb.get('/api/user.php').set('CF-IPCountry', 'GB').expect(200)).body.user.age_assured).toBe(true);
    await gb.post('/api/chat.php', message).set('CF-IPCountry', 'GB').expect(200);
  });

  it('takes no unsigned decision, no form without a known outcome, and no check for a visitor', async () => {
    const body = JSON.stringify({ session: `sbx_age_${'0'.repeat(32)}`, status: 'approved' });
    const forged = await request(t.app)
      .post('/api/age-check/webhook/sandbox')
      .set('Host', EN)
      .set('Content-Type', 'application/json')
      .set(SANDBOX_SIGNATURE_HEADER, `sha256=${'0'.repeat(64)}`)
      .send(body)
      .expect(401);
    expect(forged.body).toEqual({ error: 'bad_notification', message: english('errors.invalid_request') });
    await request(t.app).post('/api/age-check/webhook/nobody').set('Host', EN).send(body).expect(404);
    const member = await createMember(t.app, t.database.db, EN);
    const { url } = (await api(t.app, EN, member.cookie).post('/api/age-check.php').set('CF-IPCountry', 'GB').expect(201)).body as { url: string };
    await request(t.app).post(new URL(url).pathname).set('Host', EN).type('form').send({ outcome: 'paid' }).expect(400);
    const visitor = await api(t.app, EN).post('/api/age-check.php').set('CF-IPCountry', 'GB').expect(403);
    expect(visitor.body.error).toBe('authentication_required');
  });
});
