import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/platform/db/schema';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const HOST = 'flirtlocal.localhost';
const TTL_S = 10;

/** The nonce the response's policy allows, and every nonce its document's scripts carry. */
function nonces(res: request.Response): { allowed: string | undefined; used: string[] } {
  const allowed = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  const used = [...res.text.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? '');
  return { allowed, used };
}

/** The same page for every visitor in the same place is served again for a few seconds; never a member's. */
describe.each(BACKENDS.slice(0, 1))('the visitor page cache on $name', (backend) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    t = await createTestApp(backend, { pageCacheSeconds: TTL_S });
    member = await createMember(t.app, t.database.db, HOST, { name: 'Annabel' });
  });
  afterAll(() => t.close());

  const visit = (path: string, headers: Record<string, string> = {}) => request(t.app).get(path).set('Host', HOST).set(headers);
  const rename = (name: string) => t.database.db.update(profiles).set({ name }).where(eq(profiles.userId, member.id));

  it('gives visitors the page rendered a moment ago, each response with its own script nonce', async () => {
    const first = await visit('/members').expect(200);
    expect(first.text).toContain('Annabel');
    await rename('Zoraida');

    const again = await visit('/members').expect(200);
    expect(again.text).toContain('Annabel');
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    for (const res of [first, again]) {
      const { allowed, used } = nonces(res);
      expect(used.length).toBeGreaterThan(0);
      expect(new Set(used)).toEqual(new Set([allowed]));
    }
    expect(nonces(again).allowed).not.toBe(nonces(first).allowed);

    // Visitors from elsewhere, with another answer to the entry warning, or a few seconds later get a fresh page.
    expect((await visit('/members', { 'cf-ipcountry': 'AT' })).text).toContain('Zoraida');
    expect((await visit('/members', { Cookie: 'site_entry_ok=1' })).text).toContain('Zoraida');
    t.clock.offsetMs += (TTL_S + 1) * 1000;
    expect((await visit('/members')).text).toContain('Zoraida');
  });

  it('never serves a member a cached page, nor keeps a member’s page for visitors', async () => {
    t.clock.offsetMs += (TTL_S + 1) * 1000;
    await rename('Beatrix');
    expect((await visit('/members', { Cookie: member.cookie })).text).toContain('Beatrix');
    await rename('Cordelia');
    expect((await visit('/members')).text).toContain('Cordelia');
    await rename('Dorothea');
    expect((await visit('/members')).text).toContain('Cordelia');
    expect((await visit('/members', { Cookie: member.cookie })).text).toContain('Dorothea');
  });
});
