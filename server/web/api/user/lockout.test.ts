import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_PASSWORD, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sentMails } from '#tests/support/mail';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const BLOCKED = 'Too many incorrect attempts, account blocked for 15 minutes.';
const THROTTLED = 'Too many attempts. Please try again in 15 minutes.';
/** The documented per-address failure ceiling (1,000) made small, so the test stays short. */
const ADDRESS_FAILURES = 8;

describe.each(BACKENDS)('login lockout and password re-checks on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      strictLimits: true,
      trustProxy: true,
      limits: { signupPerIp: { points: 1_000 }, loginFailuresPerIp: { points: ADDRESS_FAILURES } },
    });
  });
  afterAll(() => t.close());

  const logIn = (ip: string, email: string, password: string) => api(t.app, EN).post('/api/user.php', { email, password }).set('X-Forwarded-For', ip);

  it('lets the owner in from an address of their own after strangers used up the account-wide failures; those strangers wait 15 min', async () => {
    const { body } = await signUp(t.app, EN);
    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    // 20 failures, four from each address: no pair reaches its own limit of five.
    for (const [index, ip] of attackers.entries()) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const last = index === attackers.length - 1 && attempt === 3;
        const res = await logIn(ip, body.email, 'wrong-password').expect(last ? 429 : 401);
        expect(res.body.message).toBe(last ? BLOCKED : 'Login failed, please try again');
      }
    }
    for (const ip of attackers) expect((await logIn(ip, body.email, GOOD_PASSWORD).expect(429)).body.message).toBe(BLOCKED);

    await logIn('198.51.100.7', body.email, GOOD_PASSWORD).expect(200);
    // Another stranger gets one guess; once it failed, that address waits too.
    await logIn('198.51.100.8', body.email, 'wrong-password').expect(429);
    await logIn('198.51.100.8', body.email, GOOD_PASSWORD).expect(429);
  });

  it('blocks a pair after five failures for 15 min while the account stays open elsewhere', async () => {
    const { body } = await signUp(t.app, EN);
    for (let attempt = 0; attempt < 4; attempt += 1) await logIn('203.0.113.20', body.email, 'wrong-password').expect(401);
    expect((await logIn('203.0.113.20', body.email, 'wrong-password').expect(429)).body.message).toBe(BLOCKED);
    await logIn('203.0.113.20', body.email, GOOD_PASSWORD).expect(429);
    await logIn('203.0.113.21', body.email, GOOD_PASSWORD).expect(200);
  });

  it('never blocks a shared address for its successful logins, only for failures over many accounts', async () => {
    const [anna, ben, cleo] = [await signUp(t.app, EN), await signUp(t.app, EN), await signUp(t.app, EN)];
    const nat = '192.0.2.10';
    for (let round = 0; round < ADDRESS_FAILURES; round += 1) {
      for (const { body } of [anna, ben, cleo]) await logIn(nat, body.email, GOOD_PASSWORD).expect(200);
    }
    await logIn(nat, anna.body.email, 'typo-password').expect(401);
    await logIn(nat, anna.body.email, GOOD_PASSWORD).expect(200);

    const stuffer = '192.0.2.66';
    for (let index = 1; index < ADDRESS_FAILURES; index += 1) await logIn(stuffer, `stuffed.${index}@example.org`, 'leaked-password').expect(401);
    expect((await logIn(stuffer, 'stuffed.last@example.org', 'leaked-password').expect(429)).body.message).toBe(BLOCKED);
    await logIn(stuffer, ben.body.email, GOOD_PASSWORD).expect(429);
    await logIn(nat, ben.body.email, GOOD_PASSWORD).expect(200);
  });

  it('throttles wrong passwords on password change, mail change and deletion per account, changing nothing', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    const change = { old_password: 'guess-guess', password: 'New-Secret-991', password_repeat: 'New-Secret-991' };
    await api(t.app, EN, cookie).put('/api/user.php', change).expect(400);
    expect((await api(t.app, EN, cookie).put('/api/user.php', change).expect(400)).body.fields.old_password).toBe('Please check your old password.');
    await api(t.app, EN, cookie)
      .post('/api/mail-change.php', { email: `new.${body.email}`, password: 'guess-guess' })
      .expect(400);
    expect(
      (
        await api(t.app, EN, cookie)
          .post('/api/mail-change.php', { email: `new.${body.email}`, password: 'guess-guess' })
          .expect(400)
      ).body.fields.password,
    ).toBe('The password is not correct.');
    expect((await api(t.app, EN, cookie).delete('/api/user.php', { reason: 'time', password: 'guess-guess' }).expect(400)).body.fields.password).toBe(
      'The password is not correct.',
    );

    const right = await api(t.app, EN, cookie)
      .put('/api/user.php', { ...change, old_password: GOOD_PASSWORD })
      .expect(429);
    expect(right.body).toMatchObject({ error: 'too_many_requests', message: THROTTLED });
    await api(t.app, EN, cookie)
      .post('/api/mail-change.php', { email: `new.${body.email}`, password: GOOD_PASSWORD })
      .expect(429);
    await api(t.app, EN, cookie).delete('/api/user.php', { reason: 'time', password: GOOD_PASSWORD }).expect(429);

    expect((await sentMails(t)).filter((mail) => JSON.stringify(mail.to).includes(`new.${body.email}`))).toEqual([]);
    expect((await api(t.app, EN, cookie).get('/api/user.php').expect(200)).body.user.email).toBe(body.email);
    await logIn('198.51.100.30', body.email, GOOD_PASSWORD).expect(200);

    // The limit is this account's own: another member at the same address goes on.
    const other = await signUp(t.app, EN);
    await api(t.app, EN, other.cookie)
      .put('/api/user.php', { ...change, old_password: GOOD_PASSWORD })
      .expect(200);
  });

  it('forgets wrong re-checks once the right password is given', async () => {
    const { cookie } = await signUp(t.app, EN);
    const change = (old: string) =>
      api(t.app, EN, cookie).put('/api/user.php', { old_password: old, password: 'New-Secret-991', password_repeat: 'New-Secret-991' });
    for (let attempt = 0; attempt < 4; attempt += 1) await change('guess-guess').expect(400);
    await change(GOOD_PASSWORD).expect(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await change('guess-guess').expect(400);
    await change('New-Secret-991').expect(200);
  });
});
