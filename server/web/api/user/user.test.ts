import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { purgeDeletedAccounts } from '#server/core/domain/accounts/deletion';
import { demoEmail, DEMO_PASSWORD, seedDemoMembers } from '#server/boot/seed/demo';
import { api, GOOD_PASSWORD, sessionCookie, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sentLinkTo } from '#tests/support/mail';
import { memberFiles } from '#tests/support/member-files';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';

describe.each(BACKENDS)('login, sessions and account settings on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers { user: null } without a session and 403 authentication_required on protected calls', async () => {
    expect((await api(t.app, EN).get('/api/user.php').expect(200)).body).toEqual({ user: null });
    const res = await api(t.app, EN).put('/api/user.php', { invisible: true }).expect(403);
    expect(res.body.error).toBe('authentication_required');
  });

  it('seeds one demo member per site, once, who can log in', async () => {
    expect(await seedDemoMembers(t.database.db, t.tenants)).toHaveLength(t.tenants.tenants.length);
    expect(await seedDemoMembers(t.database.db, t.tenants)).toEqual([]);
    const res = await api(t.app, DE)
      .post('/api/user.php', { email: demoEmail('herzklopfen'), password: DEMO_PASSWORD })
      .expect(200);
    expect(res.body.user).toMatchObject({ status: 'active', profile: { status: 'active' } });
  });

  it('logs in, rotates the session and logs out', async () => {
    const { body, cookie: signupCookie } = await signUp(t.app, EN);
    const login = await api(t.app, EN, signupCookie).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }).expect(200);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(signupCookie);
    expect((await api(t.app, EN, signupCookie).get('/api/user.php')).body.user).toBeNull();
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user.email).toBe(body.email);
    await api(t.app, EN, cookie).get('/api/logout.php').expect(200);
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user).toBeNull();
  });

  it('says "Login failed, please try again" and blocks for 15 minutes after five failures', async () => {
    const { body } = await signUp(t.app, EN);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const res = await api(t.app, EN).post('/api/user.php', { email: body.email, password: 'wrong-password' }).expect(401);
      expect(res.body.message).toBe('Login failed, please try again');
    }
    const fifth = await api(t.app, EN).post('/api/user.php', { email: body.email, password: 'wrong-password' }).expect(429);
    expect(fifth.body.message).toBe('Too many incorrect attempts, account blocked for 15 minutes.');
    await api(t.app, EN).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }).expect(429);
  });

  it('keeps sites apart: no login with another site account, no session across sites', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    const elsewhere = await api(t.app, DE).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }).expect(401);
    expect(elsewhere.body.error).toBe('login_failed');
    expect((await api(t.app, DE, cookie).get('/api/user.php')).body.user).toBeNull();
    await api(t.app, DE, cookie).put('/api/user.php', { invisible: true }).expect(403);
  });

  it('changes the language and invisible mode', async () => {
    const { cookie } = await signUp(t.app, EN);
    const res = await api(t.app, EN, cookie).put('/api/user.php', { language: 'nl', invisible: true }).expect(200);
    expect(res.body.user).toMatchObject({ language: 'nl', invisible: true });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toContain('i18n_redirected=nl');
  });

  it('changes the password after checking the old one; other sessions end, this one stays', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    const other = sessionCookie(await api(t.app, EN).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }));
    const wrongOld = await api(t.app, EN, cookie)
      .put('/api/user.php', { old_password: 'nope-nope', password: 'New-Secret-991', password_repeat: 'New-Secret-991' })
      .expect(400);
    expect(wrongOld.body.fields.old_password).toBe('Please check your old password.');
    const differ = await api(t.app, EN, cookie)
      .put('/api/user.php', { old_password: GOOD_PASSWORD, password: 'New-Secret-991', password_repeat: 'New-Secret-992' })
      .expect(400);
    expect(differ.body.fields.password_repeat).toBe('The entered passwords are not the same.');
    await api(t.app, EN, cookie)
      .put('/api/user.php', { old_password: GOOD_PASSWORD, password: 'New-Secret-991', password_repeat: 'New-Secret-991' })
      .expect(200);
    expect((await api(t.app, EN, other).get('/api/user.php')).body.user).toBeNull();
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user).not.toBeNull();
    await api(t.app, EN).post('/api/user.php', { email: body.email, password: 'New-Secret-991' }).expect(200);
  });

  it('resets a forgotten password with a single-use link that ends every session', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    const unknown = await api(t.app, EN).post('/api/reset-password.php', { email: 'nobody@example.org' }).expect(404);
    expect(unknown.body.message).toBe('E-mail address not found');
    await api(t.app, EN).post('/api/reset-password.php', { email: body.email }).expect(200);
    const link = await sentLinkTo(t, body.email, '/reset-password/do');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const differ = await api(t.app, EN).put('/api/reset-password.php', { token, password: 'Fresh-Start-551', password_repeat: 'other' }).expect(400);
    expect(differ.body.fields.password_repeat).toBe('The entered passwords are not the same.');
    const done = await api(t.app, EN).put('/api/reset-password.php', { token, password: 'Fresh-Start-551', password_repeat: 'Fresh-Start-551' }).expect(200);
    expect(sessionCookie(done)).toBeTruthy();
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user).toBeNull();
    const reused = await api(t.app, EN).put('/api/reset-password.php', { token, password: 'Fresh-Start-552', password_repeat: 'Fresh-Start-552' }).expect(400);
    expect(reused.body.message).toBe('Link expired or invalid, request a new email');
    await api(t.app, EN).post('/api/user.php', { email: body.email, password: 'Fresh-Start-551' }).expect(200);
  });

  it('lets reset links expire after an hour', async () => {
    const { body } = await signUp(t.app, EN);
    await api(t.app, EN).post('/api/reset-password.php', { email: body.email }).expect(200);
    const token = new URL(await sentLinkTo(t, body.email, '/reset-password/do'), 'http://x').searchParams.get('token');
    t.clock.offsetMs += 61 * 60 * 1000;
    try {
      const res = await api(t.app, EN).put('/api/reset-password.php', { token, password: 'Fresh-Start-551', password_repeat: 'Fresh-Start-551' }).expect(400);
      expect(res.body.error).toBe('link_invalid');
    } finally {
      t.clock.offsetMs -= 61 * 60 * 1000;
    }
  });

  it('changes the e-mail address only after the new address confirms it', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    const taken = (await signUp(t.app, EN)).body.email;
    const refused = await api(t.app, EN, cookie).post('/api/mail-change.php', { email: taken, password: GOOD_PASSWORD }).expect(400);
    expect(refused.body.fields.email).toBe('This email address already owns an account on this website.');
    const next = `new.${body.email}`;
    await api(t.app, EN, cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(200);
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user.email).toBe(body.email);
    const token = new URL(await sentLinkTo(t, next, '/mail-change/do'), 'http://x').searchParams.get('token');
    await api(t.app, EN).put('/api/mail-change.php', { token }).expect(200);
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user).toMatchObject({ email: next, status: 'active' });
  });

  it('deletes with a reason, offers reactivation for 14 days, then purges everything', async () => {
    const { body, cookie, user } = await signUp(t.app, EN);
    await api(t.app, EN, cookie).delete('/api/user.php', { reason: 'found_someone', password: GOOD_PASSWORD }).expect(200);
    expect((await api(t.app, EN, cookie).get('/api/user.php')).body.user).toBeNull();
    const login = await api(t.app, EN).post('/api/user.php', { email: body.email, password: GOOD_PASSWORD }).expect(409);
    expect(login.body.error).toBe('pending_deletion');
    const signup = await api(t.app, EN)
      .post('/api/signup.php', { ...body, name: 'Someone' })
      .expect(409);
    expect(signup.body.error).toBe('pending_deletion');

    const link = await sentLinkTo(t, body.email, '/account-deleted');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const back = await api(t.app, EN).post('/api/reactivate.php', { token }).expect(200);
    expect(back.body.user.status).toBe('active');

    await api(t.app, EN, sessionCookie(back)).delete('/api/user.php', { reason: 'time', password: GOOD_PASSWORD }).expect(200);
    expect(await purgeDeletedAccounts(t.database.db, memberFiles(t), new Date(t.now().getTime() + 13 * 24 * 3600 * 1000))).toBe(0);
    expect(await purgeDeletedAccounts(t.database.db, memberFiles(t), new Date(t.now().getTime() + 15 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe.each(BACKENDS)('per-IP limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { strictLimits: true });
  });
  afterAll(() => t.close());

  it('allows three reset mails per account a day', async () => {
    const { body } = await signUp(t.app, EN);
    for (let attempt = 0; attempt < 3; attempt += 1) await api(t.app, EN).post('/api/reset-password.php', { email: body.email }).expect(200);
    const fourth = await api(t.app, EN).post('/api/reset-password.php', { email: body.email }).expect(429);
    expect(fourth.body.message).toBe('Too many password reset emails sent, please try again tomorrow.');
  });
});
