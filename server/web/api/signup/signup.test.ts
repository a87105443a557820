import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, profiles, users } from '#server/platform/db/schema';
import { api, GOOD_PASSWORD, signUp, signupBody } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { lastSentMailTo, linkIn } from '#tests/support/mail';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

describe.each(BACKENDS)('sign-up on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('creates an unconfirmed account with a hidden profile, the signup credits once, tracking and a session', async () => {
    const { body, cookie, user } = await signUp(t.app, EN, { network: 'adnet', ref: 'r1', sub1: 'a', sub3: 'c' });
    expect(user).toMatchObject({
      email: body.email,
      status: 'not_confirmed',
      credits: 20,
      paid_user: false,
      language: 'en',
      profile: { name: body.name, status: 'disabled' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tracking).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub3: 'c' });
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([expect.objectContaining({ amount: 20, reason: 'signup_bonus' })]);
    const me = await api(t.app, EN, cookie).get('/api/user.php').expect(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it('sets an opaque HttpOnly, SameSite=Lax session cookie for 30 days', async () => {
    const res = await api(t.app, EN).post('/api/signup.php', signupBody()).expect(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('sid='));
    expect(cookie).toMatch(/^sid=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('sends the activation mail in the member language, and its link confirms the account, once', async () => {
    const { body, user } = await signUp(t.app, 'herzklopfen.localhost');
    const mail = await lastSentMailTo(t, body.email);
    expect(mail.from?.text).toContain('Herzklopfen 40+');
    expect(mail.html).toContain('lang="de"');
    const link = linkIn(mail);
    expect(link).toMatch(/^\/api\/activate\.php\?token=/);
    await api(t.app, 'herzklopfen.localhost').get(link).expect(303).expect('Location', '/activate/done');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.status).toBe('active');
    // Used again: the account is active, and the page says so; on another site the link means nothing.
    await api(t.app, 'herzklopfen.localhost').get(link).expect(303).expect('Location', '/activate/done?already=1');
    await api(t.app, EN).get(link).expect(303).expect('Location', '/activate/error');
  });

  it('answers each invalid field with its exact message (docs/product.md#accounts-validation)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'anna@example.org', name: 'anna@example.org' }, 'name', 'Username may not be the same as your e-mail address'],
      [{ name: '' }, 'name', 'Choose a username.'],
      [{ name: '@anna' }, 'name', 'Your username may not start with @'],
      [{ email: 'anna@gmial' }, 'email', 'Invalid email'],
      [{ date_of_birth: '' }, 'date_of_birth', 'Enter your date of birth (18+)'],
      [{ date_of_birth: '2015-01-01' }, 'date_of_birth', 'Enter your date of birth (18+)'],
      [{ date_of_birth: '1990-02-31' }, 'date_of_birth', 'Invalid date of birth.'],
      [{ password: 'short' }, 'password', 'Use at least 8 characters.'],
      [{ password: 'x'.repeat(129) }, 'password', 'Use at most 128 characters.'],
      [{ password: 'password123' }, 'password', 'This password is too common. Please choose another one.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api(t.app, EN).post('/api/signup.php', signupBody(overrides)).expect(400);
      expect(res.body.fields[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it('suggests a correction for a mistyped e-mail domain', async () => {
    const res = await api(t.app, EN)
      .post('/api/signup.php', signupBody({ email: 'anna@gmial.com', name: '@x' }))
      .expect(400);
    expect(res.body.suggestion).toBe('anna@gmail.com');
  });

  it('accepts 128-character passwords and translates messages', async () => {
    await api(t.app, EN)
      .post('/api/signup.php', signupBody({ password: `Aa1-${'x'.repeat(124)}` }))
      .expect(201);
    const german = await api(t.app, 'herzklopfen.localhost')
      .post('/api/signup.php', signupBody({ name: '@x' }))
      .expect(400);
    expect(german.body.fields.name).not.toBe('Your username may not start with @');
  });

  it('refuses an address that already owns an account on this site, but not on another site', async () => {
    const { body } = await signUp(t.app, EN);
    const again = await api(t.app, EN)
      .post('/api/signup.php', signupBody({ email: body.email.toUpperCase() }))
      .expect(409);
    expect(again.body).toMatchObject({ error: 'email_taken', message: 'This email address already owns an account on this website.' });
    await api(t.app, 'regenboog-date.localhost')
      .post('/api/signup.php', signupBody({ email: body.email }))
      .expect(201);
  });

  it('follows the tenant sign-up policy (with_trafficsource)', async () => {
    const refused = await api(t.app, 'coeurs-coquins.localhost').post('/api/signup.php', signupBody()).expect(403);
    expect(refused.body.error).toBe('invite_only');
    await api(t.app, 'coeurs-coquins.localhost')
      .post('/api/signup.php', signupBody({ network: 'partner' }))
      .expect(201);
  });

  it('refuses state changes from a foreign origin', async () => {
    const res = await api(t.app, EN).post('/api/signup.php', signupBody()).set('Origin', 'https://evil.example').expect(403);
    expect(res.body.error).toBe('bad_origin');
  });

  it('logs in with the password it was created with', async () => {
    const { body } = await signUp(t.app, EN);
    await api(t.app, EN).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }).expect(200);
  });
});

describe.each(BACKENDS)('sign-up rate limit on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { strictLimits: true });
  });
  afterAll(() => t.close());

  it('allows five sign-ups per IP and hour', async () => {
    for (let index = 0; index < 5; index += 1) await api(t.app, EN).post('/api/signup.php', signupBody()).expect(201);
    const sixth = await api(t.app, EN).post('/api/signup.php', signupBody()).expect(429);
    expect(sixth.body.message).toBe('Too many sign-ups from your connection. Please try again later.');
  });
});
