import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_PASSWORD, signUp, signupBody } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { sentMails } from '#tests/support/mail';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const THROTTLED = 'Too many attempts. Please try again in 60 minutes.';
/** The per-address ceiling (lookupMissesPerIp, 100 an hour) made small, so the tests stay short. */
const MISSES = 10;
/** lookupMissesPerAddressAndIp: one person's retries of one e-mail address. */
const RETRIES = 5;

describe.each(BACKENDS)('address look-ups throttled per IP on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      strictLimits: true,
      trustProxy: true,
      limits: { signupPerIp: { points: 1_000 }, lookupMissesPerIp: { points: MISSES } },
    });
  });
  afterAll(() => t.close());

  const from = (ip: string, cookie?: string) => {
    const client = api(t.app, EN, cookie);
    return {
      post: (path: string, body: object) => client.post(path, body).set('X-Forwarded-For', ip),
      delete: (path: string, body: object) => client.delete(path, body).set('X-Forwarded-For', ip),
    };
  };
  const mailsTo = async (address: string) => (await sentMails(t)).filter((mail) => JSON.stringify(mail.to).includes(address)).length;
  const unknown = (index: number) => `nobody.${index}.${Date.now()}@example.org`;

  it('stops probing reset-password for unknown addresses; the member resets from their own address', async () => {
    const { body } = await signUp(t.app, EN);
    const mails = await mailsTo(body.email);
    for (let index = 0; index < MISSES; index += 1) {
      expect(
        (
          await from('203.0.113.1')
            .post('/api/reset-password.php', { email: unknown(index) })
            .expect(404)
        ).body.message,
      ).toBe('E-mail address not found');
    }
    expect((await from('203.0.113.1').post('/api/reset-password.php', { email: body.email }).expect(429)).body).toMatchObject({
      error: 'too_many_requests',
      message: THROTTLED,
    });
    expect(await mailsTo(body.email)).toBe(mails);
    await from('198.51.100.1').post('/api/reset-password.php', { email: body.email }).expect(200);
    expect(await mailsTo(body.email)).toBe(mails + 1);
  });

  it('stops probing reactivation; the deleted member still gets a link from their own address', async () => {
    const { body, cookie } = await signUp(t.app, EN);
    await api(t.app, EN, cookie).delete('/api/user.php', { reason: 'time', password: GOOD_PASSWORD }).expect(200);
    const mails = await mailsTo(body.email);
    for (let index = 0; index < MISSES; index += 1)
      await from('203.0.113.2')
        .post('/api/reactivate.php', { email: unknown(index) })
        .expect(404);
    await from('203.0.113.2').post('/api/reactivate.php', { email: body.email }).expect(429);
    expect(await mailsTo(body.email)).toBe(mails);
    await from('198.51.100.2').post('/api/reactivate.php', { email: body.email }).expect(200);
    expect(await mailsTo(body.email)).toBe(mails + 1);
  });

  it('stops probing sign-up with taken addresses; nothing is created, others sign up', async () => {
    // Two taken addresses in turn: neither uses up its own allowance of retries before the address does.
    const taken = [(await signUp(t.app, EN)).body.email, (await signUp(t.app, EN)).body.email];
    for (let index = 0; index < MISSES; index += 1) {
      expect(
        (
          await from('203.0.113.3')
            .post('/api/signup.php', { ...signupBody(), email: taken[index % 2] })
            .expect(409)
        ).body.error,
      ).toBe('email_taken');
    }
    const fresh = signupBody();
    expect((await from('203.0.113.3').post('/api/signup.php', fresh).expect(429)).body.message).toBe(THROTTLED);
    expect(await mailsTo(fresh.email)).toBe(0);
    await from('198.51.100.3').post('/api/signup.php', fresh).expect(201);
  });

  it('stops probing taken addresses through mail change; the member changes their address from elsewhere', async () => {
    const taken = [(await signUp(t.app, EN)).body.email, (await signUp(t.app, EN)).body.email];
    const prober = await signUp(t.app, EN);
    for (let index = 0; index < MISSES; index += 1) {
      expect(
        (
          await from('203.0.113.4', prober.cookie)
            .post('/api/mail-change.php', { email: taken[index % 2], password: GOOD_PASSWORD })
            .expect(400)
        ).body.fields.email,
      ).toBe('This email address already owns an account on this website.');
    }
    const next = `new.${prober.body.email}`;
    await from('203.0.113.4', prober.cookie).post('/api/mail-change.php', { email: next, password: GOOD_PASSWORD }).expect(429);
    expect(await mailsTo(next)).toBe(0);
    const member = await signUp(t.app, EN);
    await from('198.51.100.4', member.cookie)
      .post('/api/mail-change.php', { email: `new.${member.body.email}`, password: GOOD_PASSWORD })
      .expect(200);
    expect(await mailsTo(`new.${member.body.email}`)).toBe(1);
  });

  it('stops one person retrying one e-mail address after five misses; others behind that address go on', async () => {
    const { body } = await signUp(t.app, EN);
    const nat = '192.0.2.40';
    const typo = unknown(0);
    for (let attempt = 0; attempt < RETRIES; attempt += 1) await from(nat).post('/api/reset-password.php', { email: typo }).expect(404);
    const refused = await from(nat).post('/api/reset-password.php', { email: typo }).expect(429);
    expect(refused.body.message).toBe(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await from(nat).post('/api/reset-password.php', { email: body.email }).expect(200);
    await from(nat).post('/api/signup.php', signupBody()).expect(201);
  });

  it('counts misses of every look-up together, per address', async () => {
    const { body } = await signUp(t.app, EN);
    for (let index = 0; index < MISSES / 2; index += 1) {
      await from('203.0.113.5')
        .post('/api/reset-password.php', { email: unknown(index) })
        .expect(404);
      await from('203.0.113.5')
        .post('/api/signup.php', { ...signupBody(), email: body.email })
        .expect(409);
    }
    await from('203.0.113.5').post('/api/reactivate.php', { email: body.email }).expect(429);
  });
});
