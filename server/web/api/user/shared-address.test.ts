import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, GOOD_PASSWORD, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const BLOCKED = 'Too many incorrect attempts, account blocked for 15 minutes.';

/**
 * The documented limits as they are (decision 0135), seen from a shared address: an office or a
 * carrier's NAT where a stranger guesses next to members. Only sign-ups are raised (all come from
 * 127.0.0.1).
 */
describe.each(BACKENDS)('guess limits behind a shared address on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { strictLimits: true, trustProxy: true, limits: { signupPerIp: { points: 1_000 } } });
  });
  afterAll(() => t.close());

  const post = (ip: string, path: string, body: object) => api(t.app, EN).post(path, body).set('X-Forwarded-For', ip);
  const logIn = (ip: string, email: string, password: string) => post(ip, '/api/user.php', { email, password });

  it("lets a member log in after a stranger's 100 failed logins on random addresses from the same address", async () => {
    const { body } = await signUp(t.app, EN);
    const nat = '192.0.2.80';
    for (let index = 0; index < 100; index += 1) await logIn(nat, `random.${index}.${Date.now()}@example.org`, 'leaked-password').expect(401);
    await logIn(nat, body.email, GOOD_PASSWORD).expect(200);
  });

  it("stops a stranger's guesses at one account after five, and the member still logs in from elsewhere", async () => {
    const { body } = await signUp(t.app, EN);
    const stranger = '203.0.113.80';
    for (let attempt = 0; attempt < 4; attempt += 1) await logIn(stranger, body.email, 'wrong-password').expect(401);
    const refused = await logIn(stranger, body.email, 'wrong-password').expect(429);
    expect(refused.body.message).toBe(BLOCKED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from the stranger's address is refused too: the block learns nothing.
    await logIn(stranger, body.email, GOOD_PASSWORD).expect(429);
    await logIn('198.51.100.80', body.email, GOOD_PASSWORD).expect(200);
  });

  it("lets a member reset their password after a stranger's unknown-address look-ups from the same address", async () => {
    const { body } = await signUp(t.app, EN);
    const nat = '192.0.2.81';
    // Ten misses were the whole hour's allowance of an address before decision 0135.
    for (let index = 0; index < 10; index += 1) await post(nat, '/api/reset-password.php', { email: `nobody.${index}.${Date.now()}@example.org` }).expect(404);
    await post(nat, '/api/reset-password.php', { email: body.email }).expect(200);
  });

  it('lets a member get a reset link after others behind the same address asked for a dozen', async () => {
    const others = [await signUp(t.app, EN), await signUp(t.app, EN), await signUp(t.app, EN), await signUp(t.app, EN)];
    const nat = '192.0.2.82';
    // Three each, their accounts' daily allowance; ten were the whole day's allowance of an address before decision 0135.
    for (const { body } of others)
      for (let attempt = 0; attempt < 3; attempt += 1) await post(nat, '/api/reset-password.php', { email: body.email }).expect(200);
    const { body } = await signUp(t.app, EN);
    await post(nat, '/api/reset-password.php', { email: body.email }).expect(200);
  });
});
