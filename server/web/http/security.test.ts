import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const PERSONAL = 'private, no-store';

/** What browsers and shared caches may keep, and what other windows may touch. */
describe.each(BACKENDS)('caching and window isolation on $name', (backend) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    member = await createMember(t.app, t.database.db, EN);
  });
  afterAll(() => t.close());

  const page = (path: string, cookie = member.cookie) => request(t.app).get(path).set('Host', EN).set('Cookie', cookie);

  it('no cache keeps a member’s pages', async () => {
    for (const path of ['/', '/settings', '/transactions', `/members/${member.id}`, '/no-such-page']) {
      expect((await page(path)).headers['cache-control'], path).toBe(PERSONAL);
    }
  });

  it('no cache keeps an API answer that is not explicitly public: reads, changes, refusals and logout', async () => {
    const own = api(t.app, EN, member.cookie);
    const answers = {
      user: await own.get('/api/user.php').expect(200),
      likes: await own.get('/api/likes.php').expect(200),
      transactions: await own.get('/api/transactions.php').expect(200),
      change: await own.put('/api/notifications.php', { disabled: [] }).expect(200),
      refusal: await api(t.app, EN).get('/api/likes.php').expect(403),
      unknown: await own.get('/api/no-such-call.php').expect(404),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe(PERSONAL);
  });

  it('public answers keep their public caching', async () => {
    expect((await api(t.app, EN).get('/api/interests.php').expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await request(t.app).get('/manifest.webmanifest').set('Host', EN).expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await request(t.app).get('/icons/icon.svg').set('Host', EN).expect(200)).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('pages and API answers keep other windows out (Cross-Origin-Opener-Policy)', async () => {
    expect((await page('/')).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await api(t.app, EN).get('/api/settings.php')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('an API answer runs nothing: its policy allows no script, style or frame and carries no nonce', async () => {
    const policy = (await api(t.app, EN).get('/api/settings.php').expect(200)).headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('nonce-');
    const pagePolicy = (await page('/')).headers['content-security-policy'];
    expect(pagePolicy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  });
});
