import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signupBody } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { complaints, messages, photos, profiles, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');
const german = texts('de');

const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';

/** A real JPEG cut in half: its header reads fine, its pixels end early. */
async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function deepJson(depth: number): string {
  return `{"about_me":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

describe.each(BACKENDS)('hostile input on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const refused = (res: request.Response, status: number, error: string, key: string, say = english) => {
    expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.objectContaining({ error, message: say(key) }) });
  };
  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;
  const aboutMe = async (id: number) => (await t.database.db.select({ aboutMe: profiles.aboutMe }).from(profiles).where(eq(profiles.userId, id)))[0]?.aboutMe;

  it('refuses NUL, other controls and lone surrogates in e-mails and names at sign-up, login and reset, creating no one', async () => {
    const before = await userCount();
    for (const email of [`x${NUL}@example.org`, `x${LONE_SURROGATE}@example.org`, `x\u0007@example.org`]) {
      refused(await api(t.app, EN).post('/api/signup.php', signupBody({ email })), 400, 'invalid_input', 'errors.invalid_input');
      refused(await api(t.app, EN).post('/api/user.php', { email, password: 'whatever-1234' }), 400, 'invalid_input', 'errors.invalid_input');
      refused(await api(t.app, EN).post('/api/reset-password.php', { email }), 400, 'invalid_input', 'errors.invalid_input');
    }
    refused(await api(t.app, EN).post('/api/signup.php', signupBody({ name: `Ann${NUL}` })), 400, 'invalid_input', 'errors.invalid_input');
    refused(await api(t.app, DE).post('/api/signup.php', signupBody({ email: `x${NUL}@example.org` })), 400, 'invalid_input', 'errors.invalid_input', german);
    expect(await userCount()).toBe(before);
  });

  it('leaves about_me unchanged when the new text carries NUL or a lone surrogate, and takes tabs and new lines', async () => {
    const member = await createMember(t.app, t.database.db, EN, { aboutMe: 'Hiking and jazz.' });
    for (const text of [`Hi${NUL}`, `Hi${LONE_SURROGATE}`, 'Hi\u001b[31m']) {
      refused(await api(t.app, EN, member.cookie).put('/api/profile.php', { about_me: text }), 400, 'invalid_input', 'errors.invalid_input');
    }
    expect(await aboutMe(member.id)).toBe('Hiking and jazz.');
    await api(t.app, EN, member.cookie).put('/api/profile.php', { about_me: 'Line one\n\tLine two 😀' }).expect(200);
    expect(await aboutMe(member.id)).toBe('Line one\n\tLine two 😀');
  });

  it('stores no chat message or complaint whose text carries NUL, whether sent as JSON or as a form', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    refused(
      await api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: `Hello${NUL}`, client_id: 'nul-text-json-1' }),
      400,
      'invalid_input',
      'errors.invalid_input',
    );
    const form = await api(t.app, EN, anna.cookie)
      .raw('post', '/api/chat.php')
      .field('profile_id', String(ben.id))
      .field('type', 'text')
      .field('text', `Hello${NUL}`)
      .field('client_id', 'nul-text-form-1')
      .attach('photo', Buffer.from('x'), 'a.jpg');
    refused(form, 400, 'invalid_input', 'errors.invalid_input');
    refused(
      await api(t.app, EN, anna.cookie).post('/api/complaints.php', { reason: 'spam_or_scam', profile_id: ben.id, text: `Spam${NUL}` }),
      400,
      'invalid_input',
      'errors.invalid_input',
    );
    expect((await t.database.db.select({ n: count() }).from(messages).where(eq(messages.senderId, anna.id)))[0]?.n).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(complaints))[0]?.n).toBe(0);
    expect((await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, anna.id)))[0]?.credits).toBe(100);
  });

  it('refuses NUL in query strings, paths and the session cookie before any lookup', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    refused(await api(t.app, EN, member.cookie).get('/api/discountcode.php?code=%00'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await api(t.app, EN, member.cookie).get('/api/members.php?countryregion=%00'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await api(t.app, EN, member.cookie).get('/api/member.php?id=1%01'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await api(t.app, EN).get('/api/settings.php?__proto__=1'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await request(t.app).get('/sandbox/checkout/ref%00').set('Host', EN), 400, 'invalid_input', 'errors.invalid_input');
    refused(await request(t.app).get('/sandbox/checkout/%E0%A4%A').set('Host', EN), 400, 'invalid_input', 'errors.invalid_input');
    refused(await request(t.app).get('/members?countryregion=%00').set('Host', EN), 400, 'invalid_input', 'errors.invalid_input');
    refused(await api(t.app, EN, 'sid=%00').get('/api/user.php'), 400, 'invalid_input', 'errors.invalid_input');
  });

  it('refuses deep JSON, JavaScript-only keys and arrays where a text belongs, changing nothing', async () => {
    const member = await createMember(t.app, t.database.db, EN, { aboutMe: 'Unchanged.' });
    const put = (body: string) => api(t.app, EN, member.cookie).raw('put', '/api/profile.php').type('json').send(body);
    refused(await put(deepJson(5_000)), 400, 'invalid_input', 'errors.invalid_input');
    refused(await put('{"__proto__":{"admin":true},"about_me":"Polluted."}'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await put('{"constructor":{"prototype":{"admin":true}}}'), 400, 'invalid_input', 'errors.invalid_input');
    refused(await put('{"about_me":["a","b"]}'), 400, 'invalid_request', 'errors.invalid_request');
    refused(await put('{"about_me":{"text":"a"}}'), 400, 'invalid_request', 'errors.invalid_request');
    expect(await aboutMe(member.id)).toBe('Unchanged.');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers unreadable, oversized and oddly encoded bodies with 400, 413 and 415 JSON', async () => {
    const member = await createMember(t.app, t.database.db, EN, { aboutMe: 'Unchanged.' });
    const put = () => api(t.app, EN, member.cookie).raw('put', '/api/profile.php');
    refused(await put().type('json').send('{"about_me": "cut'), 400, 'invalid_body', 'errors.invalid_body');
    refused(
      await put()
        .type('json')
        .send(JSON.stringify({ about_me: 'x'.repeat(1024 * 1024) })),
      413,
      'too_large',
      'errors.too_large',
    );
    refused(
      await put().set('Content-Type', 'application/json; charset=latin1').send('{"about_me":"x"}'),
      415,
      'unsupported_encoding',
      'errors.unsupported_encoding',
    );
    refused(
      await put().set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{"about_me":"x"}'),
      415,
      'unsupported_encoding',
      'errors.unsupported_encoding',
    );
    // Not JSON at all: the body is not read, so the fields are missing.
    const complaint = api(t.app, EN, member.cookie).raw('post', '/api/complaints.php');
    refused(await complaint.set('Content-Type', 'text/plain').send('reason=spam_or_scam'), 400, 'invalid_request', 'errors.invalid_request');
    expect(await aboutMe(member.id)).toBe('Unchanged.');
  });

  it('answers truncated images and broken or overfull forms with translated 400/413, storing nothing', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, anna.id));
    const broken = await truncatedJpeg();
    const profilePhoto = await api(t.app, EN, anna.cookie).raw('post', '/api/photos.php').attach('photo', broken, 'cut.jpg');
    expect(profilePhoto.status).toBe(400);
    expect(profilePhoto.body.fields.photo).toBe(english('photos.bad_file'));
    const chatPhoto = await api(t.app, EN, anna.cookie)
      .raw('post', '/api/chat.php')
      .field('profile_id', String(ben.id))
      .field('type', 'photo')
      .field('client_id', 'cut-photo-1')
      .attach('photo', broken, 'cut.jpg');
    expect(chatPhoto.status).toBe(400);
    expect(chatPhoto.body.fields.photo).toBe(english('photos.bad_file'));
    const noBoundary = await api(t.app, EN, anna.cookie).raw('post', '/api/photos.php').set('Content-Type', 'multipart/form-data').send('garbage');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.fields.photo).toBe(english('photos.bad_file'));
    const cutForm = await api(t.app, EN, anna.cookie)
      .raw('post', '/api/photos.php')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc');
    expect(cutForm.status).toBe(400);
    expect(cutForm.body.error).toBe('invalid_request');
    let overfull = api(t.app, EN, anna.cookie).raw('post', '/api/chat.php');
    for (let index = 0; index < 20; index += 1) overfull = overfull.field(`f${index}`, 'x');
    refused(await overfull, 413, 'too_large', 'errors.too_large');
    expect((await t.database.db.select({ n: count() }).from(photos).where(eq(photos.userId, anna.id)))[0]?.n).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(messages).where(eq(messages.senderId, anna.id)))[0]?.n).toBe(0);
    expect((await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, anna.id)))[0]?.credits).toBe(100);
  });

  it("answers the sandbox checkout's unknown outcomes and oversized forms with 400/413 JSON", async () => {
    const post = () => request(t.app).post('/sandbox/checkout/sbx_unknown').set('Host', EN).type('form');
    refused(await post().send('outcome=refunded'), 400, 'invalid_request', 'errors.invalid_request');
    refused(await post().send(`outcome=paid&pad=${'x'.repeat(4096)}`), 413, 'too_large', 'errors.too_large');
    refused(
      await post().set('Content-Type', 'application/x-www-form-urlencoded; charset=utf-7').send('outcome=paid'),
      415,
      'unsupported_encoding',
      'errors.unsupported_encoding',
    );
  });
});
